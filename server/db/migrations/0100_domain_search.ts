import type { Kysely } from "kysely";

/**
 * Domain search: visitor sessions (bot detection), lookup counters per minute (rate limit), verified human checks
 * and stored AI suggestions. In the database so that several server processes behave as one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("visitor_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("failed_bot_detection", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("lookup_rate_windows")
    .addColumn("rate_key", "text", (c) => c.notNull())
    .addColumn("window_minute", "integer", (c) => c.notNull())
    .addColumn("lookups", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lookup_rate_windows_pk", ["rate_key", "window_minute"])
    .execute();
  await db.schema
    .createTable("verified_human_checks")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("verified_minute", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("ai_suggestions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("parent_customer_id", "integer", (c) => c.notNull())
    .addColumn("prompt", "text", (c) => c.notNull())
    .addColumn("domains_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["ai_suggestions", "verified_human_checks", "lookup_rate_windows", "visitor_sessions"]) {
    await db.schema.dropTable(table).execute();
  }
}
