import type { MiddlewareHandler } from "hono";

/** Answers about one visitor (account, basket, order) are never kept by a browser or a shared cache. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  };
}
