import type { SnapshotFrom } from "xstate";
import { lineTerms } from "../../rules/basket/periods";
import { paidByLabel } from "../../rules/order/order-payments";
import { type OrderResultPage, orderResultPage } from "../../rules/order/order-status";
import type { orderMachine } from "./order.machine";

/** What the order views read: they never name a state or map a status to a page themselves. */
type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

export type { OrderResultPage } from "../../rules/order/order-status";

export const selectIsLoading = (snapshot: OrderSnapshot) => snapshot.hasTag("loading");
export const selectIsShown = (snapshot: OrderSnapshot) => snapshot.hasTag("ready");
export const selectError = (snapshot: OrderSnapshot) => snapshot.context.error;
export const selectStatus = (snapshot: OrderSnapshot) => snapshot.context.status;

/** The loaded order, when it is the one asked for (the actor may still hold the previous page's order). */
export const selectOrder = (snapshot: OrderSnapshot, orderId: string | null) =>
  snapshot.context.orderId === orderId ? snapshot.context.order : null;

/** Whether the page may say a confirmation was emailed: only when the brand API says one was accepted for delivery. */
export const selectConfirmationEmailed = (snapshot: OrderSnapshot, orderId: string | null) =>
  selectOrder(snapshot, orderId)?.confirmation_emailed === true;

/** The result page the order's settled status belongs on (spec section 4 "Order status to page"), once shown. */
export function selectResultPage(snapshot: OrderSnapshot): OrderResultPage | null {
  const { status } = snapshot.context;
  return selectIsShown(snapshot) && status ? orderResultPage(status) : null;
}

export interface ReceiptLine {
  name: string;
  price: number;
  /** "1 year"; null for a line ordered before receipts kept periods. */
  periodLabel: string | null;
  renewPrice: number | null;
}

/**
 * The order as a receipt (issue 36): each line with its period and renewal price, and what paid the total (account
 * credit, then the payment method), each part named, the parts adding up to the total.
 */
export function selectReceipt(snapshot: OrderSnapshot, orderId: string | null) {
  const order = selectOrder(snapshot, orderId);
  if (!order) return null;
  const lines: ReceiptLine[] = order.items.map((item) => ({
    name: item.base.name,
    price: item.price,
    ...lineTerms(item.period, item.renew_price),
  }));
  const payments = order.paid.map((part) => ({ label: paidByLabel(part.method), amount: part.amount }));
  return { lines, payments };
}
