import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type StorefrontDb } from "../../../server/db/database";
import { prepareDatabase } from "../../../server/db/prepare-database";

/** A fresh database that server processes use through `env` while the test reads it through `db`. */
export interface ServerDatabase {
  env: Record<string, string>;
  db: StorefrontDb;
  close(): Promise<void>;
}

async function sqliteFile(): Promise<ServerDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), "storefront-fault-"));
  const db = await openDatabase({ kind: "sqlite", file: path.join(dir, "storefront.sqlite") });
  // The demo's database: its sandbox accounts are what the checkout tests log in as.
  await prepareDatabase(db, "demo");
  return {
    // An empty DATABASE_URL counts as unset: the server uses the SQLite file even when the test run has one.
    env: { DATA_DIR: dir, DATABASE_URL: "" },
    db,
    close: async () => {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(adminUrl: string): Promise<ServerDatabase> {
  const name = `storefront_fault_${randomUUID().replace(/-/g, "")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: "postgres", connectionString: url.toString() });
  // The demo's database: its sandbox accounts are what the checkout tests log in as.
  await prepareDatabase(db, "demo");
  return {
    env: { DATABASE_URL: url.toString() },
    db,
    close: async () => {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** SQLite always; PostgreSQL too when DATABASE_URL is set, as support/test-databases.ts. */
export function serverDatabaseKinds(): { name: string; open(): Promise<ServerDatabase> }[] {
  const kinds = [{ name: "SQLite", open: sqliteFile }];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) kinds.push({ name: "PostgreSQL", open: () => postgresDatabase(adminUrl) });
  return kinds;
}
