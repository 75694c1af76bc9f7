import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/**
 * Hono's CORS for the brand origins, run only for requests that carry an `Origin` header. Without one (a same-origin
 * GET, a server, a health check) there is nothing to allow, and Hono's CORS would only add `Vary: Origin` after the
 * answer is made, which makes Hono copy the finished answer; it is set before the handler instead.
 */
export function brandCors(origins: string[]): MiddlewareHandler {
  const allowBrandOrigins = cors({ origin: origins, credentials: true });
  return async (c, next) => {
    if (c.req.header("origin") !== undefined) return allowBrandOrigins(c, next);
    c.header("Vary", "Origin", { append: true });
    await next();
  };
}
