import type { Kysely } from "kysely";

/**
 * Searches the brand API accepted (issue 35): a lookup that passed the limit and the human check gets a server-issued
 * id, and its polls and premium checks answer only for its names, and only to the session it was made in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("domain_searches")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The visitor session the lookup came with; null for a lookup sent before the browser had one.
    .addColumn("session_id", "text")
    .addColumn("parent_customer_id", "integer", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("domain_category", "text")
    // The bulk or AI list (`domains`), or the stems looked up in `domain_category`, as JSON.
    .addColumn("names_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("domain_searches_created_index").on("domain_searches").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("domain_searches").execute();
}
