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
 * Whether the request came over TLS. `X-Forwarded-Proto` is anyone's to send, so it counts only behind a proxy we
 * were told to trust (`TRUST_PROXY`); the first value is the protocol the visitor used.
 */
export function cameOverTls(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (!trustProxy) return false;
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
  return async (c, next) => {
    const onHttpsBrand = everyBrandHttps || httpsHosts.has(new URL(c.req.url).host);
    c.set("secureCookies", onHttpsBrand || cameOverTls(c.req.raw, trustProxy));
    await next();
  };
}

/** The storefront's cookies: HttpOnly, SameSite=Lax, whole site, and `Secure` as cookieSecurity decided. */
export function cookieOptions(c: Context, extra: CookieOptions = {}): CookieOptions {
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: c.get("secureCookies") === true, ...extra };
}
