import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { uuidId } from "../../contract/limits";
import type { SessionCheck } from "../../contract/session";
import type { StorefrontDb } from "../db/database";
import { cookieOptions } from "../http/cookies";

/**
 * The bot-detection session (docs/bot-detection.md): `/init-lookup`, loaded in a hidden frame, gives the browser a
 * session cookie; `GET /api/check-session/` says whether the browser has one and whether it still passes.
 */
export const sessionCookieName = "storefront_session";

export const sessionMaxAgeSeconds = 24 * 60 * 60;

export interface VisitorSession {
  id: string;
  failedBotDetection: boolean;
}

/** The session the request's cookie names, `unknown` for a cookie naming no session, or undefined without a cookie. */
export async function readVisitorSession(
  db: StorefrontDb,
  c: Context,
): Promise<VisitorSession | "unknown" | undefined> {
  const id = getCookie(c, sessionCookieName);
  if (!id) return undefined;
  // Only a uuid can name a session; anything else (NUL bytes included) is not looked up.
  if (!uuidId.safeParse(id).success) return "unknown";
  const row = await db.selectFrom("visitor_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return "unknown";
  return { id: row.id, failedBotDetection: row.failed_bot_detection === 1 };
}

export async function markFailedBotDetection(db: StorefrontDb, sessionId: string, failed: boolean): Promise<void> {
  await db
    .updateTable("visitor_sessions")
    .set({ failed_bot_detection: failed ? 1 : 0 })
    .where("id", "=", sessionId)
    .execute();
}

/** Mounted before the pages: the storefront server's own session calls of spec sections 2 and 7. */
export function storefrontSessionRoutes(db: StorefrontDb): Hono {
  const routes = new Hono();

  routes.get("/api/check-session/", async (c) => {
    const session = await readVisitorSession(db, c);
    const exists = session !== undefined && session !== "unknown";
    const answer: SessionCheck = { exists, valid: exists && !session.failedBotDetection };
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });

  routes.get("/init-lookup", async (c) => {
    const session = await readVisitorSession(db, c);
    if (session === undefined || session === "unknown") {
      const id = randomUUID();
      await db
        .insertInto("visitor_sessions")
        .values({ id, created_at: new Date().toISOString(), failed_bot_detection: 0 })
        .execute();
      setCookie(c, sessionCookieName, id, cookieOptions(c, { maxAge: sessionMaxAgeSeconds }));
    }
    c.header("Cache-Control", "no-store");
    return c.html('<!doctype html><html lang="en"><title>Session</title><p>Session ready.</p></html>');
  });

  return routes;
}
