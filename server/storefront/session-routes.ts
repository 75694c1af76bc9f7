import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import * as storefrontEndpoints from "../../contract/endpoints/storefront";
import type { StorefrontDb } from "../db/database";
import { setAnswerCookie } from "../http/answer-headers";
import { cookieOptions } from "../http/cookies";
import { keepAnswerFromCaches } from "../http/no-store";
import { registerEndpoint } from "../http/register-endpoint";
import { readVisitorSession, sessionCookieName, sessionMaxAgeSeconds } from "./session";

/** Mounted before the pages: the storefront server's own session calls of spec sections 2 and 7. */
export function storefrontSessionRoutes(db: StorefrontDb): Hono {
  const routes = new Hono();

  registerEndpoint(routes, storefrontEndpoints.checkSession, async (c) => {
    const session = await readVisitorSession(db, c);
    const exists = session !== undefined && session !== "unknown";
    keepAnswerFromCaches(c);
    return { exists, valid: exists && !session.failedBotDetection };
  });

  routes.get("/init-lookup", async (c) => {
    const session = await readVisitorSession(db, c);
    if (session === undefined || session === "unknown") {
      const id = randomUUID();
      await db
        .insertInto("visitor_sessions")
        .values({ id, created_at: new Date().toISOString(), failed_bot_detection: 0 })
        .execute();
      setAnswerCookie(c, sessionCookieName, id, cookieOptions(c, { maxAge: sessionMaxAgeSeconds }));
    }
    keepAnswerFromCaches(c);
    return c.html('<!doctype html><html lang="en"><title>Session</title><p>Session ready.</p></html>');
  });

  return routes;
}
