import type { MiddlewareHandler } from "hono";

/**
 * Answers about one visitor (account, basket, order) are never kept by a browser or a shared cache. The header is set
 * before the handler runs, so the answer is created with it: set afterwards, it makes Hono copy the finished answer.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  };
}
