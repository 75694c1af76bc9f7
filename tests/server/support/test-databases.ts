import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type StorefrontDb } from "../../../server/db/database";
import { prepareDatabase } from "../../../server/db/prepare-database";

export interface TestDatabase {
  db: StorefrontDb;
  close(): Promise<void>;
}

interface TestDatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

async function openSqlite(): Promise<TestDatabase> {
  const db = await openDatabase({ kind: "sqlite", file: ":memory:" });
  // The demo's database: its sandbox accounts are what the checkout tests log in as.
  await prepareDatabase(db, "demo");
  return { db, close: () => db.destroy() };
}

/** A fresh, migrated PostgreSQL database per test file, dropped afterwards. */
async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `storefront_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: "postgres", connectionString: url.toString() });
  // The demo's database: its sandbox accounts are what the checkout tests log in as.
  await prepareDatabase(db, "demo");
  return {
    db,
    close: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/** SQLite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "SQLite", open: openSqlite }];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) kinds.push({ name: "PostgreSQL", open: () => openPostgres(adminUrl) });
  return kinds;
}
