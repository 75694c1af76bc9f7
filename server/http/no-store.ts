import type { Context } from "hono";

/**
 * Answers about one visitor (account, basket, order) are never kept by a browser or a shared cache. Set before the
 * handler runs, so the answer is created with it: set afterwards, it makes Hono copy the finished answer.
 */
export function keepAnswerFromCaches(c: Context): void {
  c.header("Cache-Control", "no-store");
}
