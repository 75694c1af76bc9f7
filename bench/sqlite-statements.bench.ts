// SQLite statement cache benchmark (issue 16): the same Kysely queries over better-sqlite3, once with Kysely preparing
// every statement afresh (its default) and once through server/db/statement-cache.ts, on one migrated in-memory
// database. Reports microseconds per query (median of rounds) and the ratio.
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { countLookups } from "../server/brand-api/domains/rate-limit";
import { migrateToLatest, type StorefrontDb } from "../server/db/database";
import type { Database as Schema } from "../server/db/schema";
import { cachingStatements } from "../server/db/statement-cache";
import { machineSummary, percentile, writeBenchmarkSection } from "./report";

const rounds = 15;
const queriesPerRound = 5_000;

type Workload = { name: string; run: (db: StorefrontDb, i: number) => Promise<unknown> };

const workloads: Workload[] = [
  {
    name: "select a session by id",
    run: (db, i) =>
      db
        .selectFrom("visitor_sessions")
        .selectAll()
        .where("id", "=", `s${i % 100}`)
        .executeTakeFirst(),
  },
  { name: "rate-limit upsert (two keys)", run: (db, i) => countLookups(db, [`a:${i % 50}`, `s:${i % 50}`], 1, 1) },
];

async function open(cached: boolean): Promise<StorefrontDb> {
  const sqlite = new Database(":memory:");
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: cached ? cachingStatements(sqlite) : sqlite }),
  });
  await migrateToLatest(db);
  await db
    .insertInto("visitor_sessions")
    .values(
      Array.from({ length: 100 }, (_, i) => ({
        id: `s${i}`,
        created_at: "2026-01-01T00:00:00Z",
        failed_bot_detection: 0,
      })),
    )
    .execute();
  return db;
}

/** Median microseconds per query over the rounds. */
async function microsecondsPerQuery(db: StorefrontDb, workload: Workload): Promise<number> {
  const perQuery: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let i = 0; i < queriesPerRound; i++) await workload.run(db, i);
    perQuery.push(((performance.now() - started) * 1000) / queriesPerRound);
  }
  return percentile(perQuery.slice(2), 50); // the first rounds warm the JIT
}

const fresh = await open(false);
const cached = await open(true);
const rows: string[] = [];
for (const workload of workloads) {
  const withoutCache = await microsecondsPerQuery(fresh, workload);
  const withCache = await microsecondsPerQuery(cached, workload);
  const line = `| ${workload.name} | ${withoutCache.toFixed(1)} µs | ${withCache.toFixed(1)} µs | ${(withoutCache / withCache).toFixed(2)}x |`;
  console.log(line);
  rows.push(line);
}
await fresh.destroy();
await cached.destroy();

writeBenchmarkSection(
  "SQLite prepared statements (issue 16)",
  `${machineSummary()}; ${queriesPerRound} queries a round, median of ${rounds - 2} rounds, one in-memory database each.

| query through Kysely | prepared every time | statement cache | faster by |
|---|---|---|---|
${rows.join("\n")}`,
);
