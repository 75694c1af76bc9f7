import type { Context, MiddlewareHandler } from "hono";
import type { CookieOptions } from "hono/utils/cookie";

declare module "hono" {
  interface ContextVariableMap {
    /** The visitor reached us over TLS: directly, or through a trusted proxy that says so. */
    requestOverTls: boolean;
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

/** Notes on every request whether it came over TLS, so cookies set while answering it can be `Secure`. */
export function requestProtocol(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    c.set("requestOverTls", cameOverTls(c.req.raw, trustProxy));
    await next();
  };
}

/** The storefront's cookies: HttpOnly, SameSite=Lax, whole site, and `Secure` whenever the request came over TLS. */
export function cookieOptions(c: Context, extra: CookieOptions = {}): CookieOptions {
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: c.get("requestOverTls") === true, ...extra };
}
