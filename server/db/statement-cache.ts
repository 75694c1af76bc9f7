import type { Database as BetterSqliteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct SQL texts kept prepared; the app issues a few hundred at most, so this holds them all in practice. */
export const defaultStatementCacheSize = 500;

export interface CachingSqliteDatabase extends SqliteDatabase {
  /** Statements currently cached (for tests and benchmarks). */
  readonly cachedStatements: number;
}

/**
 * Wraps a better-sqlite3 database for Kysely's SqliteDialect so `prepare(sql)` answers the statement already prepared
 * for the same SQL text: Kysely prepares every query afresh, which costs several times the query itself. A
 * better-sqlite3 statement can run any number of times with new parameters (Kysely never binds them permanently nor
 * switches raw/pluck modes), so `reader`, `all`, `run` and `iterate` behave as on a fresh one. A statement still
 * iterating (a streamed query) is busy, so a fresh, uncached one is prepared for that SQL meanwhile. The least
 * recently used statement goes once `capacity` SQL texts are cached, so ad hoc SQL cannot grow the cache without bound.
 */
export function cachingStatements(
  database: BetterSqliteDatabase,
  capacity = defaultStatementCacheSize,
): CachingSqliteDatabase {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used first.
  const statements = new Map<string, Statement>();
  return {
    get cachedStatements() {
      return statements.size;
    },
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached?.busy) return database.prepare(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const leastRecent = statements.keys().next();
        if (!leastRecent.done) statements.delete(leastRecent.value);
      }
      return statement;
    },
  };
}
