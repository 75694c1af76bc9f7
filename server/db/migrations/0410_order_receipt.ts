import { type Kysely, sql } from "kysely";

/**
 * A receipt that adds up (issue 36): each order line keeps its period and renewal price, and the order the account
 * credit it used, so its page and mail list what was paid from credit and what by its payment method (credit +
 * payment = total). Orders placed before this get the credit their payment counted, else none (a no-payment order:
 * its whole total), and lines an empty period with no renewal price (their page then names none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_items")
    .addColumn("period", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("renew_price_minor", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("credit_minor", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE orders SET credit_minor = CASE
      WHEN payment_id IS NOT NULL THEN COALESCE((SELECT credit_minor FROM payments WHERE payments.id = orders.payment_id), 0)
      WHEN payment_type = 'no-payment' THEN total_minor
      ELSE 0 END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("credit_minor").execute();
  await db.schema.alterTable("order_items").dropColumn("renew_price_minor").execute();
  await db.schema.alterTable("order_items").dropColumn("period").execute();
}
