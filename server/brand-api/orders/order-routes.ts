import { type Context, Hono } from "hono";
import { termsPagePath } from "../../../brands/routes";
import * as orderEndpoints from "../../../contract/endpoints/orders";
import type { OrderErrorCode } from "../../../contract/order";
import { orderPayments } from "../../../rules/order/order-payments";
import { apiError } from "../../http/api-error";
import { registerEndpoint } from "../../http/register-endpoint";
import { callBrand } from "../access/call-brand";
import type { BrandApiDeps } from "../deps";
import type { PaymentProvider } from "../payments/payment-provider";
import { paymentById, readPendingPayment } from "../payments/payment-store";
import { type OrderRow, orderById, setOrderStatus } from "./order-store";
import { settlePendingOrder } from "./settle-pending-order";

/** The terms the order's shopper accepted by paying, where the order kept them (migration 0411). */
function termsAccepted({ terms_slug, terms_version, terms_accepted_at }: OrderRow) {
  if (terms_slug === null || terms_version === null || terms_accepted_at === null) return null;
  return { path: termsPagePath(terms_slug), version: terms_version, accepted_at: terms_accepted_at };
}

const orderError = (c: Context, status: 403 | 404 | 409, code: OrderErrorCode, message: string) =>
  apiError(c, status, code, message);

/** Orders of spec section 7: read by the visitor who placed them, processed and charged by staff. */
export function orderRoutes({ db, config, provider }: BrandApiDeps & { provider: PaymentProvider | null }): Hono {
  const routes = new Hono();

  const notFound = (c: Context) => orderError(c, 404, "not_found", "There is no such order.");

  /** The order the path names; a malformed order number names none. */
  const pathOrder = async (id: string | undefined) => (id === undefined ? undefined : orderById(db, id));

  /** The order the guard admitted the caller to (server/brand-api/access/access-guard.ts): its owner's, or staff's. */
  /**
   * Whether the order was bought in the brand whose staff the guard admitted (the call's brand): staff act on their own
   * brand's orders only. Another brand's order is answered as none.
   */
  const ofCallersBrand = async (c: Context, orderId: string) => {
    const row = await db
      .selectFrom("orders")
      .innerJoin("baskets", "baskets.basket_uuid", "orders.basket_id")
      .select("baskets.brand")
      .where("orders.id", "=", orderId)
      .executeTakeFirst();
    return row?.brand === callBrand(c, config.brandOrigins);
  };

  const itemsOf = (orderId: string) =>
    db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).orderBy("position").execute();

  registerEndpoint(routes, orderEndpoints.readOrder, async (c, { params }) => {
    const order = await pathOrder(params.id);
    if (!order) return notFound(c);
    const items = await itemsOf(order.id);
    return {
      order_id: order.id,
      status: order.status,
      total: order.total_minor,
      tax: order.tax_minor,
      tax_rate_percent: order.tax_rate_percent,
      currency: order.currency,
      payment_type: order.payment_type,
      created_at: order.created_at,
      confirmation_emailed: order.confirmation_sent_at !== null,
      items: items.map((item) => ({
        base: { codename: item.codename, name: item.name },
        price: Number(item.price_minor),
        period: item.period,
        renew_price: Number(item.renew_price_minor),
      })),
      paid: orderPayments({ total: order.total_minor, credit: order.credit_minor, paymentType: order.payment_type }),
      terms_accepted: termsAccepted(order),
    };
  });

  registerEndpoint(routes, orderEndpoints.orderTracking, async (c, { params }) => {
    const order = await pathOrder(params.id);
    if (!order) return notFound(c);
    const items = await itemsOf(order.id);
    return {
      transaction_id: order.id,
      value: order.total_minor,
      currency: order.currency,
      items: items.map((item) => ({ item_id: item.codename, item_name: item.name, price: Number(item.price_minor) })),
    };
  });

  /** The public status; reading a payment-pending order is also when the sandbox provider settles it. */
  registerEndpoint(routes, orderEndpoints.orderStatus, async (c, { params }) => {
    const order = await pathOrder(params.id);
    if (!order) return notFound(c);
    if (provider && order.status === "payment pending" && order.payment_id) {
      const payment = await paymentById(db, order.payment_id);
      const settled = payment && (await readPendingPayment(db, payment));
      if (settled?.status === "authorized" && (await settlePendingOrder(db, provider, order.id, settled)))
        return { order_id: order.id, status: "charged" as const };
    }
    return { order_id: order.id, status: order.status };
  });

  registerEndpoint(routes, orderEndpoints.orderActions, async (c, { params }) => {
    const order = await pathOrder(params.id);
    if (!order) return notFound(c);
    const actions = await db.selectFrom("order_actions").selectAll().where("order_id", "=", order.id).execute();
    return {
      actions: actions.map((action) => ({
        id: Number(action.id),
        type: action.type,
        processed: Number(action.processed) === 1,
      })),
    };
  });

  registerEndpoint(routes, orderEndpoints.processOrderAction, async (c, { params }) => {
    const actionId = params.id;
    const action =
      actionId === undefined
        ? undefined
        : await db.selectFrom("order_actions").selectAll().where("id", "=", actionId).executeTakeFirst();
    if (!action || !(await ofCallersBrand(c, action.order_id)))
      return orderError(c, 404, "not_found", "There is no such action.");
    await db.updateTable("order_actions").set({ processed: 1 }).where("id", "=", action.id).execute();
    // Reviewing a risky order approves it; it is charged by the charge call.
    if (action.type === "review_risk") await setOrderStatus(db, action.order_id, ["risky"], "approved");
    const order = await orderById(db, action.order_id);
    return { order_id: action.order_id, status: order?.status };
  });

  registerEndpoint(routes, orderEndpoints.chargeOrder, async (c, { params }) => {
    const order = await pathOrder(params.id);
    if (!order || !(await ofCallersBrand(c, order.id))) return notFound(c);
    if (order.status === "risky")
      return orderError(c, 409, "not_approved", "Review the risky order before charging it.");
    await setOrderStatus(db, order.id, ["approved", "processed", "payment pending"], "charged");
    return { order_id: order.id, status: "charged" as const };
  });

  return routes;
}
