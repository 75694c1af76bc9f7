import type { OrderPayment } from "../../contract/order";
import { isPaymentType, paymentMethod } from "../../contract/payment-methods";

/** The way to pay an order's credit part is named by. */
export const accountCredit = "account_credit";

/**
 * How an order was paid (issue 36, a receipt that adds up): the account credit it used, then its payment method for
 * the rest, so the amounts add up to the total. A staff order pays nothing, so it lists only credit (none).
 */
export function orderPayments(order: { total: number; credit: number; paymentType: string }): OrderPayment[] {
  const rest = order.total - order.credit;
  return [
    ...(order.credit > 0 ? [{ method: accountCredit, amount: order.credit }] : []),
    ...(rest > 0 && order.paymentType !== "staff" ? [{ method: order.paymentType, amount: rest }] : []),
  ];
}

/** What a receipt calls a part of the payment ("Paid by card"), from the payment method table. */
export function paidByLabel(method: string): string {
  if (method === accountCredit) return "Paid from account credit";
  const entry = isPaymentType(method) ? paymentMethod(method) : undefined;
  return entry?.paidBy ?? "Paid";
}
