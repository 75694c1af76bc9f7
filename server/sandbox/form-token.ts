import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { cookieOptions } from "../http/cookies";

/** The sandbox forms' anti-forgery token: a random value in a cookie that the form also carries (double submit). */
export const formTokenCookieName = "sandbox_form_token";
export const formTokenField = "form_token";
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** This browser's form token: the one its cookie holds, or a new one set now. */
export function formToken(c: Context): string {
  const existing = getCookie(c, formTokenCookieName);
  if (existing && tokenPattern.test(existing)) return existing;
  const token = randomBytes(32).toString("base64url");
  // Strict: another site's page can neither send nor read it, so it cannot forge the form's copy.
  setCookie(c, formTokenCookieName, token, cookieOptions(c, { sameSite: "Strict", path: "/sandbox" }));
  return token;
}

/** Whether a posted form carries the token of the browser that was shown the form. */
export function formTokenMatches(c: Context, posted: unknown): boolean {
  const cookie = getCookie(c, formTokenCookieName);
  if (typeof posted !== "string" || !cookie || !tokenPattern.test(cookie)) return false;
  return posted.length === cookie.length && timingSafeEqual(Buffer.from(posted), Buffer.from(cookie));
}
