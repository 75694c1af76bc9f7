import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { uuidId } from "../../contract/limits";
import type { StorefrontDb } from "../db/database";

/**
 * The bot-detection session (docs/bot-detection.md): `/init-lookup`, loaded in a hidden frame, gives the browser a
 * session cookie; `GET /api/check-session/` says whether the browser has one and whether it still passes.
 */
export const sessionCookieName = "storefront_session";

export const sessionMaxAgeSeconds = 24 * 60 * 60;

export interface VisitorSession {
  id: string;
  failedBotDetection: boolean;
  /** When the session was made (milliseconds since the epoch, by the wall clock): it expires by this. */
  createdAt: number;
}

/** The session id the request's cookie names, `unknown` for a cookie that cannot name one, or undefined without one. */
export function visitorSessionId(c: Context): string | "unknown" | undefined {
  const id = getCookie(c, sessionCookieName);
  if (!id) return undefined;
  // Only a uuid can name a session; anything else (NUL bytes included) is not looked up.
  return uuidId.safeParse(id).success ? id : "unknown";
}

/** The stored session with this id, or `unknown` when there is none. */
export async function loadVisitorSession(db: StorefrontDb, id: string): Promise<VisitorSession | "unknown"> {
  const row = await db.selectFrom("visitor_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return "unknown";
  return { id: row.id, failedBotDetection: row.failed_bot_detection === 1, createdAt: Date.parse(row.created_at) };
}

/** The session the request's cookie names, `unknown` for a cookie naming no session, or undefined without a cookie. */
export async function readVisitorSession(
  db: StorefrontDb,
  c: Context,
): Promise<VisitorSession | "unknown" | undefined> {
  const id = visitorSessionId(c);
  return id === undefined || id === "unknown" ? id : loadVisitorSession(db, id);
}

export async function markFailedBotDetection(db: StorefrontDb, sessionId: string, failed: boolean): Promise<void> {
  await db
    .updateTable("visitor_sessions")
    .set({ failed_bot_detection: failed ? 1 : 0 })
    .where("id", "=", sessionId)
    .execute();
}
