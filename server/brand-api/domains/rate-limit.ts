import { sql } from "kysely";
import type { StorefrontDb } from "../../db/database";
import { readRows } from "../../db/direct-reads";

/**
 * Adds the `names` a lookup asks about (a lookup of N names counts N: docs/bot-detection.md) to each of `rateKeys` in
 * the current minute and answers each key's count so far. One statement (a multi-row upsert) for all the keys, so a
 * lookup costs one write and concurrent requests on several server processes count exactly. Keys are upserted in
 * sorted order so two statements never lock the same rows in opposite orders (no deadlock on PostgreSQL).
 */
export async function countLookups(
  db: StorefrontDb,
  rateKeys: readonly string[],
  minute: number,
  names: number,
): Promise<Map<string, number>> {
  const keys = [...new Set(rateKeys)].sort();
  if (keys.length === 0) return new Map();
  const rows = await db
    .insertInto("lookup_rate_windows")
    .values(keys.map((rate_key) => ({ rate_key, window_minute: minute, lookups: names })))
    .onConflict((oc) =>
      oc
        .columns(["rate_key", "window_minute"])
        .doUpdateSet({ lookups: sql`lookup_rate_windows.lookups + excluded.lookups` }),
    )
    .returning(["rate_key", "lookups"])
    .execute();
  return new Map(rows.map((row) => [row.rate_key, Number(row.lookups)]));
}

/** Windows before the previous minute no longer count; dropping them keeps the table small. */
export async function forgetOldWindows(db: StorefrontDb, currentMinute: number): Promise<void> {
  await db
    .deleteFrom("lookup_rate_windows")
    .where("window_minute", "<", currentMinute - 1)
    .execute();
}

/**
 * The lookups counted for a rate key in a minute so far, without counting one more. The read is built and compiled
 * once: it runs on every poll of a search made before its browser had a session, and building and compiling it cost
 * more than running it (issue 39).
 */
export function lookupsSoFar(db: StorefrontDb): (rateKey: string, minute: number) => Promise<number> {
  const read = db
    .selectFrom("lookup_rate_windows")
    .select("lookups")
    .where("rate_key", "=", "")
    .where("window_minute", "=", 0)
    .compile();
  return async (rateKey, minute) => {
    const withKey: typeof read = { ...read, parameters: [rateKey, minute] };
    const [row] = await readRows(db, withKey);
    return Number(row?.lookups ?? 0);
  };
}
