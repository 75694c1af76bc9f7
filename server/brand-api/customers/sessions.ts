import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { StorefrontDb } from "../../db/database";
import { cookieOptions } from "../../http/cookies";

// Not "storefront_session": that is the bot-detection session check's cookie (server/storefront/session.ts).
export const sessionCookieName = "storefront_login";

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Starts a logged-in session: the browser keeps the key in an HttpOnly cookie (Secure over TLS); we keep its hash. */
export async function startSession(c: Context, db: StorefrontDb, customerId: number): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  await db
    .insertInto("login_sessions")
    .values({ key_hash: sha256(key), customer_id: customerId, created_at: new Date().toISOString() })
    .execute();
  setCookie(c, sessionCookieName, key, cookieOptions(c));
  return key;
}

/** The logged-in customer's id, or null for a guest. */
export async function sessionCustomerId(c: Context, db: StorefrontDb): Promise<number | null> {
  const key = getCookie(c, sessionCookieName);
  if (!key) return null;
  const row = await db
    .selectFrom("login_sessions")
    .select("customer_id")
    .where("key_hash", "=", sha256(key))
    .executeTakeFirst();
  return row ? Number(row.customer_id) : null;
}

export async function endSession(c: Context, db: StorefrontDb): Promise<void> {
  const key = getCookie(c, sessionCookieName);
  if (key) await db.deleteFrom("login_sessions").where("key_hash", "=", sha256(key)).execute();
  deleteCookie(c, sessionCookieName, cookieOptions(c));
}
