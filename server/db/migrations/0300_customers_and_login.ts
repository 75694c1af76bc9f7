import type { Kysely } from "kysely";

/** Customer accounts, stored payment methods, login sessions, slow-down counters, login links and sandbox mail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customers")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("parent_customer_id", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_staff", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("credit_minor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("contact_json", "text")
    .addUniqueConstraint("customers_parent_email_unique", ["parent_customer_id", "email"])
    .execute();
  await db.schema
    .createTable("customer_payment_methods")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("login_sessions")
    .addColumn("key_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("login_attempts")
    .addColumn("subject", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("login_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("sandbox_mail")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "sandbox_mail",
    "login_links",
    "login_attempts",
    "login_sessions",
    "customer_payment_methods",
    "customers",
  ])
    await db.schema.dropTable(table).execute();
}
