import { randomInt } from "node:crypto";
import type { OrderStatus } from "../../../contract/order";
import type { StorefrontDb } from "../../db/database";
import type { OrdersTable } from "../../db/schema";
import type { CheckoutBasket } from "../payments/checkout-basket";

export type OrderRow = OrdersTable;

/** Twelve random digits: order numbers visitors can read out, not guessable from another order's number. */
function newOrderId(): string {
  return `${randomInt(1e5, 1e6)}${randomInt(1e5, 1e6)}`;
}

function normalise(row: OrderRow): OrderRow {
  return {
    ...row,
    total_minor: Number(row.total_minor),
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
  };
}

export async function orderById(db: StorefrontDb, orderId: string): Promise<OrderRow | undefined> {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  return row && normalise(row);
}

export async function orderForBasket(db: StorefrontDb, basketId: string): Promise<OrderRow | undefined> {
  const row = await db.selectFrom("orders").selectAll().where("basket_id", "=", basketId).executeTakeFirst();
  return row && normalise(row);
}

export interface NewOrder {
  basket: CheckoutBasket;
  paymentId: string | null;
  paymentType: string;
  status: OrderStatus;
  /** Account credit this order uses, taken from the account once the order exists. */
  creditMinor: number;
}

/**
 * Creates the basket's one order. The unique basket_id decides a race: the request whose insert
 * lands does the follow-up work (items, actions, credit); every other request gets that same order.
 * Answers the order and whether this call created it.
 */
export async function createOrderOnce(
  db: StorefrontDb,
  order: NewOrder,
): Promise<{ order: OrderRow; created: boolean }> {
  const { basket } = order;
  const row: OrderRow = {
    id: newOrderId(),
    basket_id: basket.basketId,
    payment_id: order.paymentId,
    payment_type: order.paymentType,
    customer_id: basket.customerId,
    status: order.status,
    total_minor: basket.price.total,
    currency: basket.currency,
    created_at: new Date().toISOString(),
  };
  const inserted = await db
    .insertInto("orders")
    .values(row)
    .onConflict((oc) => oc.column("basket_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const existing = await orderForBasket(db, basket.basketId);
    if (!existing) throw new Error(`The order of basket ${basket.basketId} vanished while it was being placed.`);
    return { order: existing, created: false };
  }
  const lines = basket.price.lines;
  if (lines.length > 0)
    await db
      .insertInto("order_items")
      .values(
        lines.map((line, position) => ({
          order_id: row.id,
          position,
          codename: line.codename,
          name: line.description,
          price_minor: line.price - line.discount,
        })),
      )
      .execute();
  const action =
    order.status === "risky" ? "review_risk" : order.status === "payment pending" ? "collect_payment" : null;
  if (action)
    await db
      .insertInto("order_actions")
      .values({ id: randomInt(1, 2 ** 31 - 1), order_id: row.id, type: action, processed: 0 })
      .execute();
  if (order.creditMinor > 0 && basket.customerId !== null)
    await db
      .updateTable("customers")
      .set((eb) => ({ credit_minor: eb("credit_minor", "-", order.creditMinor) }))
      .where("id", "=", basket.customerId)
      .execute();
  return { order: row, created: true };
}

export async function setOrderStatus(db: StorefrontDb, orderId: string, from: OrderStatus[], to: OrderStatus) {
  const result = await db
    .updateTable("orders")
    .set({ status: to })
    .where("id", "=", orderId)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
