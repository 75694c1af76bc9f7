import type { OrderStatus } from "../../contract/order";

export type OrderResultPage = "awaitingConfirmation" | "charged" | "paymentPending";

/** Order status to page (spec section 4): risky waits for confirmation; approved, processed, charged are charged. */
export function orderResultPage(status: OrderStatus): OrderResultPage {
  if (status === "risky") return "awaitingConfirmation";
  if (status === "payment pending") return "paymentPending";
  return "charged";
}

/** Purchase tracking fires for risky, processed and payment pending (spec section 4). */
export function tracksPurchase(status: OrderStatus): boolean {
  return status === "risky" || status === "processed" || status === "payment pending";
}
