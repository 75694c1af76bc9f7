import type { Page, Route } from "@playwright/test";
import type { z } from "zod";
import type { Order, OrderStatus, OrderTracking, orderStatusResponseSchema } from "../../../contract/order";
import { orderId } from "./models/checkout";

/** The order number in the address of an order call (`/brand-api/order/<id>…`). */
const orderIdOf = (route: Route) => new URL(route.request().url()).pathname.split("/")[3] ?? orderId;

/** The heading of the result page each status belongs on (spec section 4 "Order status to page"). */
export const resultHeading = (status: OrderStatus) =>
  status === "risky"
    ? "Your order is awaiting confirmation"
    : status === "payment pending"
      ? "Your payment is pending"
      : "Thank you for your order";

interface StandInOptions {
  /** The status the path last answered for its order. */
  statusOf?: () => OrderStatus;
  /** Whether this status read is the path's own (checkout's, answered by the driver), not the order page's. */
  pathReadsStatus?: () => boolean;
}

/**
 * The result page's reads of an order a path or a recorded visit placed, which only the server it was placed on knows:
 * an order of the brand's currency in the status the path last answered for it (charged unless told), as the brand API
 * answers it (contract/order.ts), its status and its tracking.
 */
export async function standInPlacedOrders(
  page: Page,
  currency: Order["currency"],
  { statusOf = () => "charged", pathReadsStatus = () => false }: StandInOptions = {},
): Promise<void> {
  await page.route("**/brand-api/order/*", (route) => {
    const order: Order = {
      order_id: orderIdOf(route),
      status: statusOf(),
      total: 1200,
      tax: 0,
      tax_rate_percent: 0,
      currency,
      payment_type: "paypal",
      created_at: "2026-11-22T03:00:00.000Z",
      confirmation_emailed: true,
      items: [],
      paid: [{ method: "paypal", amount: 1200 }],
      terms_accepted: null,
    };
    return route.fulfill({ json: order });
  });
  // The order page reads the status of an order whose payment is pending, and waits for it to settle.
  await page.route("**/brand-api/order/*/status/public", (route) => {
    if (pathReadsStatus()) return route.fallback();
    const answer: z.infer<typeof orderStatusResponseSchema> = { order_id: orderIdOf(route), status: statusOf() };
    return route.fulfill({ json: answer });
  });
  await page.route("**/brand-api/order/*/tracking", (route) => {
    const tracking: OrderTracking = { transaction_id: orderIdOf(route), value: 1200, currency, items: [] };
    return route.fulfill({ json: tracking });
  });
}
