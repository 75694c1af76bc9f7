import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { type BrandCode, brandOfParentCustomer } from "../../../brands/index";
import type { StorefrontDb } from "../../db/database";
import type { GuestOrCustomer } from "../../http/access";
import { deleteAnswerCookie, setAnswerCookie } from "../../http/answer-headers";
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
  setAnswerCookie(c, sessionCookieName, key, cookieOptions(c));
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
  deleteAnswerCookie(c, sessionCookieName, cookieOptions(c));
}

/** The logged-in account as the access guard needs it: whose it is, its brand, and whether it is staff. */
export interface SessionAccount {
  id: number;
  parentCustomerId: number;
  isStaff: boolean;
}

/** The account of this browser's login session, or null for a guest (one indexed read). */
export async function sessionAccount(c: Context, db: StorefrontDb): Promise<SessionAccount | null> {
  const key = getCookie(c, sessionCookieName);
  if (!key) return null;
  const row = await db
    .selectFrom("login_sessions")
    .innerJoin("customers", "customers.id", "login_sessions.customer_id")
    .select(["customers.id", "customers.parent_customer_id", "customers.is_staff"])
    .where("login_sessions.key_hash", "=", sha256(key))
    .executeTakeFirst();
  if (!row) return null;
  return { id: Number(row.id), parentCustomerId: Number(row.parent_customer_id), isStaff: Number(row.is_staff) === 1 };
}

/**
 * The logged-in customer as this brand knows them: an account of another brand is no customer here (an account is a
 * brand's), so its session is a guest's.
 */
export async function sessionCustomerOfBrand(c: Context, db: StorefrontDb, brand: BrandCode): Promise<GuestOrCustomer> {
  const account = await sessionAccount(c, db);
  if (!account || brandOfParentCustomer(account.parentCustomerId) !== brand)
    return { customerId: null, isStaff: false };
  return { customerId: account.id, isStaff: account.isStaff };
}
