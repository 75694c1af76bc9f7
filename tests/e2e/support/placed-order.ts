import type { Page, Route } from "@playwright/test";
import type { Order, OrderTracking } from "../../../contract/order";
import { orderId } from "./models/checkout";

/** The order number in the address of an order call (`/brand-api/order/<id>…`). */
const orderIdOf = (route: Route) => new URL(route.request().url()).pathname.split("/")[3] ?? orderId;

/**
 * The result page's reads of an order a path or a recorded visit placed, which only the server it was placed on knows:
 * a charged order of the brand's currency, as the brand API answers it (contract/order.ts), and its tracking.
 */
export async function standInPlacedOrders(page: Page, currency: Order["currency"]): Promise<void> {
  await page.route("**/brand-api/order/*", (route) => {
    const order: Order = {
      order_id: orderIdOf(route),
      status: "charged",
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
  await page.route("**/brand-api/order/*/tracking", (route) => {
    const tracking: OrderTracking = { transaction_id: orderIdOf(route), value: 1200, currency, items: [] };
    return route.fulfill({ json: tracking });
  });
}
