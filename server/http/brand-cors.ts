import type { Context } from "hono";
import { cors } from "hono/cors";
import { varyAnswerOn } from "./answer-headers";

/** What runs inside CORS: the rest of the request, answering a refusal or nothing (the routes answered). */
type Inside = () => Promise<Response | undefined>;

/**
 * Hono's CORS for the brand origins, run only for requests that carry an `Origin` header, around `inside`. Without one
 * (a same-origin GET, a server, a health check) there is nothing to allow, and Hono's CORS would only add
 * `Vary: Origin` after the answer is made, which makes Hono copy the finished answer; it is left pending for the
 * answer instead (server/http/answer-headers.ts).
 * Answers a preflight itself, or a refusal `inside` answered.
 */
export function brandCors(origins: string[]): (c: Context, inside: Inside) => Promise<Response | undefined> {
  const allowBrandOrigins = cors({ origin: origins, credentials: true });
  return async (c, inside) => {
    if (c.req.header("origin") === undefined) {
      varyAnswerOn(c, "Origin");
      return inside();
    }
    // Hono's CORS reads the answer from the context once `inside` is done: a refusal goes there.
    const preflight = await allowBrandOrigins(c, async () => {
      const refused = await inside();
      if (refused) c.res = refused;
    });
    return preflight ?? undefined;
  };
}
