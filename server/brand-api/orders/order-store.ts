import type { OrderStatus } from "../../../contract/order";
import type { StorefrontDb } from "../../db/database";
import type { OrdersTable } from "../../db/schema";

export type OrderRow = OrdersTable;

function normalise(row: OrderRow): OrderRow {
  return {
    ...row,
    total_minor: Number(row.total_minor),
    tax_minor: Number(row.tax_minor),
    tax_rate_percent: Number(row.tax_rate_percent),
    credit_minor: Number(row.credit_minor),
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

export async function setOrderStatus(db: StorefrontDb, orderId: string, from: OrderStatus[], to: OrderStatus) {
  const result = await db
    .updateTable("orders")
    .set({ status: to })
    .where("id", "=", orderId)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
