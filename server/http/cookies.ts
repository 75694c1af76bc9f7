import type { Context, MiddlewareHandler } from "hono";
import type { CookieOptions } from "hono/utils/cookie";
import type { BrandCode } from "../../brands/index";

declare module "hono" {
  interface ContextVariableMap {
    /** Cookies set while answering are `Secure`: the visitor reached us over TLS, or is on an https brand. */
    secureCookies: boolean;
  }
}

/**
 * Whether a proxy's `X-Forwarded-Proto` says the visitor used https. The header is anyone's to send, so it counts only
 * behind a proxy we were told to trust (`TRUST_PROXY`); the first value is the protocol the visitor used.
 */
function forwardedOverTls(request: Request): boolean {
  return request.headers.get("x-forwarded-proto")?.split(",")[0].trim().toLowerCase() === "https";
}

/**
 * Notes on every request whether its cookies are `Secure`: it came over TLS, or the brand URL of its host is
 * `https://`, or every brand URL is. Behind a proxy that ends TLS but is not trusted (or sends no
 * `X-Forwarded-Proto`), the visitor still used https, and a session cookie without `Secure` would also be sent over
 * any plain-http request to the host (a downgraded link, a captive portal), where anyone on the network reads it.
 */
export function cookieSecurity(
  trustProxy: boolean,
  brandOrigins: Readonly<Record<BrandCode, string>>,
): MiddlewareHandler {
  const origins = Object.values(brandOrigins).map((origin) => new URL(origin));
  const httpsHosts = new Set(origins.filter((url) => url.protocol === "https:").map((url) => url.host));
  const everyBrandHttps = httpsHosts.size > 0 && origins.every((url) => url.protocol === "https:");
  // Whether an origin's requests get Secure cookies without a proxy's word, worked out once per origin: parsing each
  // request's URL twice cost more than the rest of this check (issue 39). Origins come from the Host header, anyone's
  // to send, so only the first few are kept; any other is worked out each time.
  const secureOrigins = new Map<string, boolean>();
  const secureOrigin = (url: string) => {
    const origin = originPart(url);
    let secure = secureOrigins.get(origin);
    if (secure === undefined) {
      const parsed = new URL(origin);
      secure = everyBrandHttps || httpsHosts.has(parsed.host) || parsed.protocol === "https:";
      if (secureOrigins.size < keptOrigins) secureOrigins.set(origin, secure);
    }
    return secure;
  };
  return async (c, next) => {
    c.set("secureCookies", secureOrigin(c.req.url) || (trustProxy && forwardedOverTls(c.req.raw)));
    await next();
  };
}

/** Origins whose cookie security is kept: a brand's few hosts, with room for the ports and spellings they come by. */
const keptOrigins = 64;

/** A URL's scheme and authority as spelt, without its path and query. */
function originPart(url: string): string {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  return pathStart === -1 ? url : url.slice(0, pathStart);
}

/** The storefront's cookies: HttpOnly, SameSite=Lax, whole site, and `Secure` as cookieSecurity decided. */
export function cookieOptions(c: Context, extra: CookieOptions = {}): CookieOptions {
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: c.get("secureCookies") === true, ...extra };
}
