import type { Kysely } from "kysely";

/**
 * Which terms the shopper accepted by paying, and when (issue 36): the brand's terms page and its version, and the
 * moment the payment was started (or the order placed, when nothing was paid). Orders placed before this have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("terms_slug", "text").execute();
  await db.schema.alterTable("orders").addColumn("terms_version", "text").execute();
  await db.schema.alterTable("orders").addColumn("terms_accepted_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("terms_accepted_at").execute();
  await db.schema.alterTable("orders").dropColumn("terms_version").execute();
  await db.schema.alterTable("orders").dropColumn("terms_slug").execute();
}
