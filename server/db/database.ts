import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import { DEFAULT_MIGRATION_TABLE, type MigrationResultSet, Migrator } from "kysely/migration";
import { watchedSqliteDialect } from "./direct-reads";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";
import { cachingStatements } from "./statement-cache";

export type StorefrontDb = Kysely<Database>;

export type DatabaseTarget =
  | { kind: "sqlite"; file: string }
  | { kind: "postgres"; connectionString: string; poolSize?: number };

/** Connections a server process opens to PostgreSQL unless `DATABASE_POOL_SIZE` says otherwise. */
export const defaultPostgresPoolSize = 10;

/** What the metrics read of a database's connections (server/metrics/). */
export interface DatabasePool {
  max: number;
  total(): number;
  /** Open connections not in use, and queries waiting for one: PostgreSQL's pool only (SQLite has one connection). */
  idle?: () => number;
  waiting?: () => number;
}

/** The pool of each database this process opened, for its metrics; weak, so a closed test database is let go. */
const pools = new WeakMap<StorefrontDb, DatabasePool>();

/** The connections of a database opened by `openDatabase`. */
export function databasePoolOf(db: StorefrontDb): DatabasePool | undefined {
  return pools.get(db);
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded SQLite file in the data folder. */
export function databaseTarget(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): DatabaseTarget {
  if (config.databaseUrl)
    return { kind: "postgres", connectionString: config.databaseUrl, poolSize: config.databasePoolSize };
  return { kind: "sqlite", file: path.join(config.dataDir, "storefront.sqlite") };
}

/**
 * Opens the database. Each driver is loaded only when it is used: `pg` only with `DATABASE_URL`, better-sqlite3 only
 * without it, so a server never loads the driver it does not need. PostgreSQL gets a pool of an explicit size (each
 * server process holds that many connections at most; several processes share the server's `max_connections`);
 * SQLite reuses prepared statements.
 */
export async function openDatabase(target: DatabaseTarget): Promise<StorefrontDb> {
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    const max = target.poolSize ?? defaultPostgresPoolSize;
    const pool = new pg.Pool({ connectionString: target.connectionString, max });
    // PostgreSQL may end an idle connection (a restart, a failover, an administrator): the pool drops it and the next
    // query opens another. Without a listener, pg's 'error' event would end the whole process.
    pool.on("error", (error) => {
      console.error(
        `A PostgreSQL connection was ended by the server (${error.message}); the next query opens another.`,
      );
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, {
      max,
      total: () => pool.totalCount,
      idle: () => pool.idleCount,
      waiting: () => pool.waitingCount,
    });
    return db;
  }
  const { default: SqliteDatabase } = await import("better-sqlite3");
  if (target.file !== ":memory:") mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  // WAL lets readers work while one request writes; foreign keys are off by default in SQLite.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const { dialect, readsFor } = watchedSqliteDialect(cachingStatements(sqlite));
  const db = new Kysely<Database>({ dialect });
  readsFor(db);
  // One connection, always open; Kysely's SQLite driver runs one query at a time on it.
  pools.set(db, { max: 1, total: () => (sqlite.open ? 1 : 0) });
  return db;
}

/**
 * Whether every migration has run already, from one read of the migrator's own record of them: a restart's usual case
 * costs that one statement instead of the migrator's table checks, lock and reads (issue 39). A database it never ran
 * on has no record, so the read fails: not applied.
 */
async function everyMigrationApplied(db: StorefrontDb): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: StorefrontDb): Promise<MigrationResultSet> {
  if (await everyMigrationApplied(db)) return { results: [] };
  // Each feature owns a number range (0100 domains, 0200 baskets, ...), so a feature's new migration can sort before
  // one already applied on a long-lived database; it still has to run.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
