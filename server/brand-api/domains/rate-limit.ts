import { sql } from "kysely";
import type { StorefrontDb } from "../../db/database";

/**
 * Counts one lookup for `rateKey` in the current minute and answers the count so far. One upsert, so concurrent
 * requests on several server processes count exactly.
 */
export async function countLookup(db: StorefrontDb, rateKey: string, minute: number): Promise<number> {
  const row = await db
    .insertInto("lookup_rate_windows")
    .values({ rate_key: rateKey, window_minute: minute, lookups: 1 })
    .onConflict((oc) =>
      oc.columns(["rate_key", "window_minute"]).doUpdateSet({ lookups: sql`lookup_rate_windows.lookups + 1` }),
    )
    .returning("lookups")
    .executeTakeFirstOrThrow();
  return Number(row.lookups);
}

/** Old windows are no use; dropping them keeps the table small. */
export async function forgetOldWindows(db: StorefrontDb, currentMinute: number): Promise<void> {
  await db
    .deleteFrom("lookup_rate_windows")
    .where("window_minute", "<", currentMinute - 1)
    .execute();
}
