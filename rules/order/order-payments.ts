import type { OrderPayment } from "../../contract/order";

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

const paidByWords: Readonly<Record<string, string>> = {
  [accountCredit]: "Paid from account credit",
  "new-credit-or-debit": "Paid by card",
  "existing-credit-or-debit": "Paid by card",
  paypal: "Paid with PayPal",
  "existing-paypal": "Paid with PayPal",
  "direct-debit": "Paid by direct debit",
};

/** What a receipt calls a part of the payment ("Paid by card"). */
export function paidByLabel(method: string): string {
  return paidByWords[method] ?? "Paid";
}
