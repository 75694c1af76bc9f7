import type { Context } from "hono";
import type { StorefrontDb } from "../../db/database";
import { loadVisitorSession, type VisitorSession, visitorSessionId } from "../../storefront/session";
import { visitorSessionRetentionMs } from "./expired-rows";

/** Sessions a process keeps at most (the oldest go first): about a megabyte. */
export const pollSessionEntries = 10_000;

export interface PollSessions {
  /** The session a poll comes with, as `readVisitorSession` answers, read from the database only when not known here. */
  read(c: Context): Promise<VisitorSession | "unknown" | undefined>;
  /** Called when this process flags a session as failing bot detection: its next poll reads the row again. */
  forget(sessionId: string): void;
}

/**
 * The sessions a lookup's polls come with, known without a database row read on every poll (issue 26). Only what the
 * poll cannot get wrong is kept: that a session exists and passed bot detection when its row was read.
 *
 * Why this stays correct with several server processes over one database:
 * - Existence cannot change before expiry: a session's row is deleted only by the sweep (expired-rows.ts), once it is
 *   older than `visitorSessionRetentionMs` from its `created_at`; a kept session that old is read again (and found
 *   gone). Ids are random uuids, never reused.
 * - A flagged session (failed bot detection) is never kept: its polls read the row each time, so a flag cleared in
 *   another process (a human check passed there) is seen at once. This process forgets a session it flags.
 * - A session flagged by another process may have its polls answered here until it is read again. Those polls answer
 *   only for a search the session made before (accepted-searches.ts), whose names were counted when it was accepted;
 *   no new name is answered without a lookup, and a lookup always reads the row.
 */
export function createPollSessions(
  db: StorefrontDb,
  now: () => number = Date.now,
  maxEntries = pollSessionEntries,
): PollSessions {
  const passing = new Map<string, number>(); // session id -> created at
  return {
    async read(c) {
      const id = visitorSessionId(c);
      if (id === undefined || id === "unknown") return id;
      const createdAt = passing.get(id);
      if (createdAt !== undefined && now() - createdAt < visitorSessionRetentionMs)
        return { id, failedBotDetection: false, createdAt };
      passing.delete(id);
      const session = await loadVisitorSession(db, id);
      if (session !== "unknown" && !session.failedBotDetection) {
        passing.set(id, session.createdAt);
        if (passing.size > maxEntries) {
          const oldest = passing.keys().next().value;
          if (oldest !== undefined) passing.delete(oldest);
        }
      }
      return session;
    },
    forget(sessionId) {
      passing.delete(sessionId);
    },
  };
}
