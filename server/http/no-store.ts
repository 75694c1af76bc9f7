import type { Context } from "hono";
import { setAnswerHeader } from "./answer-headers";

/**
 * An answer about one visitor (account, basket, order, session) or a refusal is never kept by a browser or a shared
 * cache. Pending until the answer is made (server/http/answer-headers.ts), so it is made with it.
 */
export function keepAnswerFromCaches(c: Context): void {
  setAnswerHeader(c, "Cache-Control", "no-store");
}
