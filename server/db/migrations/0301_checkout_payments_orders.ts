import type { Kysely } from "kysely";

/** Checkout's own data per basket (contact, account, credit), payments, and orders with their items and actions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkout_baskets")
    .addColumn("basket_id", "text", (c) => c.primaryKey())
    .addColumn("contact_json", "text")
    .addColumn("customer_id", "integer")
    .addColumn("use_credit", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("basket_id", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error_code", "text")
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("credit_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("outcome", "text")
    .addColumn("pending_reads_left", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_basket_index").on("payments").column("basket_id").execute();
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("basket_id", "text", (c) => c.notNull().unique())
    .addColumn("payment_id", "text")
    .addColumn("payment_type", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("total_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("order_items")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("codename", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price_minor", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_items_pk", ["order_id", "position"])
    .execute();
  await db.schema
    .createTable("order_actions")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("processed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["order_actions", "order_items", "orders", "payments", "checkout_baskets"])
    await db.schema.dropTable(table).execute();
}
