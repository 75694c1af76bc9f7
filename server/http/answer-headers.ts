import type { Context, MiddlewareHandler } from "hono";
import { generateCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { type ContentSecurityOptions, securityHeaderList } from "./security-headers";

/**
 * The headers the answer to this request will carry that are decided away from where the answer is made: a cookie, a
 * `no-store` for answers about one visitor, a `Vary` from CORS. Kept as plain text, lower-case names, until the answer
 * is made (issue 39): each header set on Hono's context goes through a Fetch `Headers` object, checked and sorted again
 * for every answer, which cost more than reading the basket a price is made from.
 */
interface PendingHeaders {
  fields: Record<string, string>;
  cookies: string[];
}

declare module "hono" {
  interface ContextVariableMap {
    pendingHeaders: PendingHeaders;
    /** The security headers every answer carries (`answerHeaders`), as one plain record. */
    securityFields: Readonly<Record<string, string>>;
    /**
     * The answer was made whole by `completeAnswer`: its headers and encoding are final, so the middleware must not
     * look at it again (reading its headers makes @hono/node-server build a whole Fetch Response).
     */
    answerComplete: boolean;
  }
}

function pending(c: Context): PendingHeaders {
  let headers = c.get("pendingHeaders");
  if (!headers) {
    headers = { fields: {}, cookies: [] };
    c.set("pendingHeaders", headers);
  }
  return headers;
}

/** `vary` with `names` added, each once (the value `*` already varies on everything). */
export function varyWith(vary: string | null | undefined, names: string): string {
  if (!vary) return names;
  if (vary === "*") return vary;
  const key = `${vary}\n${names}`;
  let joined = joinedVary.get(key);
  if (joined === undefined) {
    const present = new Set(vary.split(",").map((name) => name.trim().toLowerCase()));
    const added = names.split(",").filter((name) => !present.has(name.trim().toLowerCase()));
    joined = added.length === 0 ? vary : [vary, ...added.map((name) => name.trim())].join(", ");
    if (joinedVary.size < keptVaryValues) joinedVary.set(key, joined);
  }
  return joined;
}

/**
 * Each pair of `Vary` values joined once: the server's code names a handful (an API answer joins `Origin` and
 * `Accept-Encoding` every time), and a visitor never names one, but the number kept is bounded all the same.
 */
const joinedVary = new Map<string, string>();
const keptVaryValues = 64;

/** A header the answer to this request carries, whoever makes the answer. */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  pending(c).fields[name.toLowerCase()] = value;
}

/** The answer to this request depends on these request headers too (comma-separated). */
export function varyAnswerOn(c: Context, names: string): void {
  const { fields } = pending(c);
  fields.vary = varyWith(fields.vary, names);
}

/** A cookie the answer to this request sets (Hono's serialisation, `__Secure-` and `__Host-` prefixes included). */
export function setAnswerCookie(c: Context, name: string, value: string, options: CookieOptions): void {
  pending(c).cookies.push(generateCookie(name, value, options));
}

/** Tells the browser to drop a cookie, with the attributes it was set with. */
export function deleteAnswerCookie(c: Context, name: string, options: CookieOptions): void {
  setAnswerCookie(c, name, "", { ...options, maxAge: 0 });
}

/**
 * The answer itself, headers and all: the security headers, the pending ones and its own (`vary` joined), as plain text
 * that @hono/node-server hands to Node as it is. Its headers are final: the middleware leaves it alone.
 */
export function completeAnswer(
  c: Context,
  body: Uint8Array<ArrayBuffer>,
  status: number,
  own: Record<string, string>,
): Response {
  c.set("answerComplete", true);
  const waiting = c.get("pendingHeaders");
  const fields = { ...waiting?.fields, ...own, ...c.get("securityFields") };
  if (waiting?.fields.vary && own.vary) fields.vary = varyWith(waiting.fields.vary, own.vary);
  if (!waiting?.cookies.length) return new Response(body, { status, headers: fields });
  // Each cookie a header of its own: a record's value would join them with commas.
  const cookies = waiting.cookies.map((cookie): [string, string] => ["set-cookie", cookie]);
  return new Response(body, { status, headers: [...Object.entries(fields), ...cookies] });
}

/** Writes the headers onto a finished answer: in place, or on a copy when its headers are immutable (a fetch answer). */
function withHeaders(response: Response, write: (headers: Headers) => void): Response | undefined {
  try {
    write(response.headers);
    return undefined;
  } catch {
    const copy = new Response(response.body, response);
    write(copy.headers);
    return copy;
  }
}

/**
 * Security headers on every answer, from day one, with the headers set for it with `setAnswerHeader`,
 * `varyAnswerOn` and the cookie functions above. An answer made with `completeAnswer` has them all already; any other
 * (`c.json`, `c.html`, a static file, an error) gets them once it is made, the security headers with exactly these
 * values whatever the handler set.
 */
export function answerHeaders(options: ContentSecurityOptions): MiddlewareHandler {
  const security = Object.fromEntries(securityHeaderList(options).map(([name, value]) => [name.toLowerCase(), value]));
  const securityEntries = Object.entries(security);
  return async (c, next) => {
    c.set("securityFields", security);
    await next();
    if (c.get("answerComplete")) return;
    const waiting = c.get("pendingHeaders");
    const copy = withHeaders(c.res, (headers) => {
      for (const [name, value] of Object.entries(waiting?.fields ?? {}))
        headers.set(name, name === "vary" ? varyWith(headers.get("vary"), value) : value);
      for (const cookie of waiting?.cookies ?? []) headers.append("set-cookie", cookie);
      for (const [name, value] of securityEntries) if (headers.get(name) !== value) headers.set(name, value);
    });
    if (copy) c.res = copy;
  };
}
