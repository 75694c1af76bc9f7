import type { Kysely } from "kysely";

/** Server baskets with their order items (as JSON), and the client addresses refused at the basket (ip_blocked). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("baskets")
    .addColumn("basket_uuid", "text", (c) => c.primaryKey())
    .addColumn("parent_customer_id", "integer", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer")
    .addColumn("voucher_code", "text")
    .addColumn("referral_uuid", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("basket_items")
    .addColumn("item_id", "text", (c) => c.primaryKey())
    .addColumn("basket_uuid", "text", (c) => c.notNull().references("baskets.basket_uuid").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("item_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("basket_items_basket_index").on("basket_items").column("basket_uuid").execute();
  await db.schema
    .createTable("blocked_client_addresses")
    .addColumn("address", "text", (c) => c.primaryKey())
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["blocked_client_addresses", "basket_items", "baskets"])
    await db.schema.dropTable(table).execute();
}
