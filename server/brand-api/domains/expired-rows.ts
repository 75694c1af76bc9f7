import type { StorefrontDb } from "../../db/database";
import { sessionMaxAgeSeconds } from "../../storefront/session";
import { searchRetentionMs } from "./accepted-searches";
import { verifiedTokenMinutes } from "./human-check";
import { forgetOldWindows } from "./rate-limit";

/**
 * A visitor session is named by a cookie that lives `sessionMaxAgeSeconds` from the session's creation; an hour more
 * so a browser whose clock runs late is not told its session is unknown.
 */
export const visitorSessionRetentionMs = (sessionMaxAgeSeconds + 60 * 60) * 1000;

/** A link with `?ai_uuid=` (a shared or bookmarked search) loads its suggestions for 30 days. */
export const aiSuggestionRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** Minutes between two sweeps by one server process. */
const sweepEveryMinutes = 10;

/**
 * Deletes the rows of the domain search that nothing can read any more: old rate windows, tokens, sessions, accepted
 * searches, suggestions.
 */
async function forgetExpiredRows(db: StorefrontDb, now: number, sessionNow: number): Promise<void> {
  const minute = Math.floor(now / 60_000);
  const before = (retentionMs: number, at = now) => new Date(at - retentionMs).toISOString();
  await forgetOldWindows(db, minute);
  await db
    .deleteFrom("verified_human_checks")
    .where("verified_minute", "<", minute - verifiedTokenMinutes)
    .execute();
  await db
    .deleteFrom("visitor_sessions")
    .where("created_at", "<", before(visitorSessionRetentionMs, sessionNow))
    .execute();
  await db.deleteFrom("domain_searches").where("created_at", "<", before(searchRetentionMs)).execute();
  await db.deleteFrom("ai_suggestions").where("created_at", "<", before(aiSuggestionRetentionMs)).execute();
}

/**
 * Sweeps expired rows at most once every ten minutes per process, from the lookup that comes due (rather than on every
 * lookup, which would run the DELETEs per lookup). `now` is the domain routes' clock in milliseconds, which stamps the
 * windows, tokens, searches and suggestions; sessions are stamped by server/storefront/session.ts with the wall clock,
 * so they expire by `sessionClock`. Answers whether it swept, for tests.
 */
export function expiredRowSweeper(
  db: StorefrontDb,
  sessionClock: () => number = Date.now,
): (now: number) => Promise<boolean> {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return async (now) => {
    const minute = Math.floor(now / 60_000);
    if (minute - lastSweep < sweepEveryMinutes) return false;
    lastSweep = minute;
    await forgetExpiredRows(db, now, sessionClock());
    return true;
  };
}
