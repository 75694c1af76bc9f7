import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { StorefrontDb } from "../../db/database";
import { cookieOptions } from "../../http/cookies";
import { sessionCustomerId, sha256 } from "../customers/sessions";

/** A random key per browser, set when it starts its first basket: a basket id alone does not prove who started it. */
export const basketCreatorCookieName = "storefront_basket_creator";
const creatorCookieMaxAgeSeconds = 90 * 24 * 60 * 60;
const keyPattern = /^[A-Za-z0-9_-]{43}$/;

/** The hash of this browser's creator key, setting a new key when it has none. */
export function basketCreatorKeyHash(c: Context): string {
  let key = getCookie(c, basketCreatorCookieName);
  if (!key || !keyPattern.test(key)) {
    key = randomBytes(32).toString("base64url");
    setCookie(c, basketCreatorCookieName, key, cookieOptions(c, { maxAge: creatorCookieMaxAgeSeconds }));
  }
  return sha256(key);
}

/** Whether this browser started the basket (baskets from before creators were recorded have none, so no one did). */
export async function startedThisBasket(c: Context, db: StorefrontDb, basketId: string): Promise<boolean> {
  const key = getCookie(c, basketCreatorCookieName);
  if (!key) return false;
  const row = await db
    .selectFrom("baskets")
    .select("creator_key_hash")
    .where("basket_uuid", "=", basketId)
    .executeTakeFirst();
  return row?.creator_key_hash != null && row.creator_key_hash === sha256(key);
}

/** Whether the caller owns the basket: the browser that started it, or the logged-in customer it belongs to. */
export async function ownsBasket(
  c: Context,
  db: StorefrontDb,
  basket: { basket_uuid: string; customer_id: number | null },
): Promise<boolean> {
  if (basket.customer_id !== null && basket.customer_id === (await sessionCustomerId(c, db))) return true;
  return startedThisBasket(c, db, basket.basket_uuid);
}
