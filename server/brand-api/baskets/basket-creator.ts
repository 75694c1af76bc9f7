import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { setAnswerCookie } from "../../http/answer-headers";
import { cookieOptions } from "../../http/cookies";
import { sha256 } from "../customers/sessions";

/** A random key per browser, set when it starts its first basket: a basket id alone does not prove who started it. */
export const basketCreatorCookieName = "storefront_basket_creator";
const creatorCookieMaxAgeSeconds = 90 * 24 * 60 * 60;
const keyPattern = /^[A-Za-z0-9_-]{43}$/;

/** The hash of this browser's creator key, setting a new key when it has none. */
export function basketCreatorKeyHash(c: Context): string {
  let key = getCookie(c, basketCreatorCookieName);
  if (!key || !keyPattern.test(key)) {
    key = randomBytes(32).toString("base64url");
    setAnswerCookie(c, basketCreatorCookieName, key, cookieOptions(c, { maxAge: creatorCookieMaxAgeSeconds }));
  }
  return sha256(key);
}

/** The hash of this browser's creator key, or null when it has none (it started no basket here). */
export function browserBasketKeyHash(c: Context): string | null {
  const key = getCookie(c, basketCreatorCookieName);
  return key && keyPattern.test(key) ? sha256(key) : null;
}
