import { expect } from "vitest";
import type { StorefrontDb } from "../../../server/db/database";

/**
 * The money invariant of issue 23, read from the database alone: every order's total is what its payment took plus
 * the account credit it used (nothing paid for a staff order), its lines plus its tax make its total, and the basket
 * it came from still prices at that total (nothing was changed after it was ordered).
 */
export async function expectEveryOrderPaidExactly(db: StorefrontDb, basketIds: string[]): Promise<number> {
  if (basketIds.length === 0) return 0;
  const orders = await db.selectFrom("orders").selectAll().where("basket_id", "in", basketIds).execute();
  for (const order of orders) {
    const total = Number(order.total_minor);
    const lines = await db.selectFrom("order_items").select("price_minor").where("order_id", "=", order.id).execute();
    const linesSum = lines.reduce((sum, line) => sum + Number(line.price_minor), 0);
    expect(linesSum + Number(order.tax_minor), `order ${order.id}: lines + tax`).toBe(total);
    const basket = await db
      .selectFrom("baskets")
      .select(["lifecycle_state", "lifecycle_json"])
      .where("basket_uuid", "=", order.basket_id)
      .executeTakeFirstOrThrow();
    expect(basket.lifecycle_state, `basket of order ${order.id}`).toBe("placed");
    if (order.payment_type === "staff") continue;
    const payment = order.payment_id
      ? await db.selectFrom("payments").selectAll().where("id", "=", order.payment_id).executeTakeFirstOrThrow()
      : null;
    const captured = payment ? Number(payment.amount_minor) : 0;
    const credit = payment ? Number(payment.credit_minor) : total;
    expect(payment === null || ["captured", "pending"].includes(payment.status), `payment of ${order.id}`).toBe(true);
    expect(captured + credit, `order ${order.id}: captured + credit = total`).toBe(total);
    expect(payment?.currency ?? order.currency).toBe(order.currency);
  }
  return orders.length;
}
