import { type Kysely, sql } from "kysely";

/**
 * An order keeps its tax beside its total, so that its result page adds up (lines + tax = total) as the basket and
 * checkout did. Orders placed before this have the difference of their total and lines as their tax; only UK2 (the
 * one GBP brand) adds VAT, at 20%.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("tax_minor", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("tax_rate_percent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE orders SET
      tax_minor = total_minor - COALESCE((SELECT SUM(price_minor) FROM order_items WHERE order_items.order_id = orders.id), 0),
      tax_rate_percent = CASE WHEN currency = 'GBP' THEN 20 ELSE 0 END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("tax_rate_percent").execute();
  await db.schema.alterTable("orders").dropColumn("tax_minor").execute();
}
