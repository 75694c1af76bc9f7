import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { setAnswerCookie } from "../http/answer-headers";
import { cookieOptions } from "../http/cookies";

/** The sandbox forms' anti-forgery token: a random value in a cookie that the form also carries (double submit). */
export const formTokenCookieName = "sandbox_form_token";
export const formTokenField = "form_token";
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where cookies are Secure (over TLS, or on an https brand: server/http/cookies.ts) the cookie is
 * `__Host-sandbox_form_token`: a browser takes a `__Host-` cookie only from the host itself (Secure, Path=/, no
 * Domain), so a sibling subdomain cannot plant a token of its own choosing, and the unprefixed name is not read at all.
 * The prefix needs a Secure cookie, which a browser keeps only from a secure origin: Chromium and Firefox count plain
 * http://localhost as one, other browsers and every other plain-http host do not, so the demo over plain http keeps
 * the unprefixed cookie (SameSite=Strict, path /sandbox) and its forms keep working.
 */
function cookiePrefix(c: Context): "host" | undefined {
  return c.get("secureCookies") ? "host" : undefined;
}

/** This browser's form token: the one its cookie holds, or a new one set now. */
export function formToken(c: Context): string {
  const prefix = cookiePrefix(c);
  const existing = getCookie(c, formTokenCookieName, prefix);
  if (existing && tokenPattern.test(existing)) return existing;
  const token = randomBytes(32).toString("base64url");
  // Strict: another site's page can neither send nor read it, so it cannot forge the form's copy.
  const path = prefix === "host" ? "/" : "/sandbox";
  setAnswerCookie(c, formTokenCookieName, token, { ...cookieOptions(c, { sameSite: "Strict", path }), prefix });
  return token;
}

/** Whether a posted form carries the token of the browser that was shown the form. */
export function formTokenMatches(c: Context, posted: unknown): boolean {
  const cookie = getCookie(c, formTokenCookieName, cookiePrefix(c));
  if (typeof posted !== "string" || !cookie || !tokenPattern.test(cookie)) return false;
  return posted.length === cookie.length && timingSafeEqual(Buffer.from(posted), Buffer.from(cookie));
}
