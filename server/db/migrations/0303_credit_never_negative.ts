import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * Account credit can never go below zero, whatever the code does: a CHECK constraint on PostgreSQL; on SQLite, which
 * cannot add a CHECK with ALTER TABLE, triggers that abort the statement. Fails on a database whose credit is already
 * negative: that money needs a person to look at it, not a migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const [name, event] of [
      ["customers_credit_not_negative_insert", "INSERT"],
      ["customers_credit_not_negative_update", "UPDATE OF credit_minor"],
    ] as const)
      await sql
        .raw(
          `CREATE TRIGGER ${name} BEFORE ${event} ON customers WHEN NEW.credit_minor < 0
           BEGIN SELECT RAISE(ABORT, 'customers.credit_minor must not be negative'); END`,
        )
        .execute(db);
    return;
  }
  await sql`ALTER TABLE customers ADD CONSTRAINT customers_credit_not_negative CHECK (credit_minor >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TRIGGER customers_credit_not_negative_insert`.execute(db);
    await sql`DROP TRIGGER customers_credit_not_negative_update`.execute(db);
    return;
  }
  await sql`ALTER TABLE customers DROP CONSTRAINT customers_credit_not_negative`.execute(db);
}
