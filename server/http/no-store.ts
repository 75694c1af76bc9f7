import type { Context } from "hono";

/**
 * An answer about one visitor (account, basket, order, session) or a refusal is never kept by a browser or a shared
 * cache. Set before the answer is made, so it is created with it: set afterwards, it makes Hono copy the finished one.
 */
export function keepAnswerFromCaches(c: Context): void {
  c.header("Cache-Control", "no-store");
}
