import type { RoutePaths } from "../../../brands/routes";
import type { OrderResultPage } from "../../../machines/order/selectors";

/** The result page's address for an order (spec section 2: orderID and isExistingCustomer). */
export function orderResultPath(
  paths: RoutePaths,
  page: OrderResultPage,
  order: { orderId: string; isExistingCustomer: boolean },
): string {
  const query = new URLSearchParams({
    orderID: order.orderId,
    isExistingCustomer: order.isExistingCustomer ? "1" : "0",
  });
  return `${paths[page]}?${query}`;
}
