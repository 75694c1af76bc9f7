import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { TrieRouter } from "hono/router/trie-router";
import { type Endpoint, mounts } from "../../contract/endpoints/endpoint";
import { setAnswerHeader } from "./answer-headers";
import { apiError } from "./api-error";
import { keepAnswerFromCaches } from "./no-store";

/** @hono/node-server hands the app no body for these methods, so one sent with them could not be counted. */
const methodsWithoutBody = new Set(["GET", "HEAD"]);

/** Whether the headers announce a body: a Transfer-Encoding, or a Content-Length other than 0. */
function announcesBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return headers.has("transfer-encoding") || (length !== null && length.trim() !== "0");
}

/**
 * 413 in the error envelope. The rest of the body is never read, so the connection cannot carry another request:
 * `Connection: close` makes Node close it once the answer is out, instead of reading the remainder to find the next
 * request. A refusal is never worth caching, whichever route it was meant for.
 */
function refuse(c: Context, message: string): Response {
  setAnswerHeader(c, "Connection", "close");
  keepAnswerFromCaches(c);
  return apiError(c, 413, "payload_too_large", message);
}

function tooLargeMessage(maxBytes: number): string {
  return `The request body is larger than ${maxBytes / 1024} KB, so it was not read.`;
}

/** The largest body a request may carry: its endpoint's limit in the table, else `otherRoutes` (forms, pages). */
export function bodyLimitsOf(
  table: readonly Endpoint[],
  otherRoutes: number,
): (method: string, path: string) => number {
  const router = new TrieRouter<number>();
  for (const endpoint of table) router.add(endpoint.method, mounts[endpoint.mount] + endpoint.path, endpoint.bodyLimit);
  return (method, path) => {
    const [matches] = router.match(method, path);
    return matches.length > 0 ? Math.max(...matches.map(([limit]) => limit)) : otherRoutes;
  };
}

/**
 * The request body limit, applied to every request before routing (so no router can forget it), at the limit
 * `limitOf` gives its method and path. A body announced larger than the limit is refused by its Content-Length
 * before any of it is read; a chunked body is counted as it streams (Hono's `bodyLimit`, which keeps at most the
 * limit in memory) and refused once it passes the limit. GET and HEAD take no body at all.
 */
export function limitRequestBodies(limitOf: (method: string, path: string) => number): MiddlewareHandler {
  const counters = new Map<number, MiddlewareHandler>();
  const counterFor = (maxBytes: number) => {
    let counter = counters.get(maxBytes);
    if (!counter) {
      counter = bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, tooLargeMessage(maxBytes)) });
      counters.set(maxBytes, counter);
    }
    return counter;
  };
  return async (c, next) => {
    const headers = c.req.raw.headers;
    if (methodsWithoutBody.has(c.req.method)) {
      if (announcesBody(headers)) return refuse(c, `A ${c.req.method} request takes no body.`);
      return next();
    }
    const maxBytes = limitOf(c.req.method, c.req.path);
    const length = headers.get("content-length");
    // An announced length is judged without touching the body, as Hono's bodyLimit judges it, but before it: merely
    // reading `body` makes @hono/node-server build a whole Fetch Request and stream the body through it, where the
    // handler's read would otherwise take the bytes straight from the socket (a fifth of a lookup poll's cost).
    if (length !== null && !headers.has("transfer-encoding")) {
      if (Number.parseInt(length, 10) > maxBytes) return refuse(c, tooLargeMessage(maxBytes));
      return next();
    }
    return counterFor(maxBytes)(c, next);
  };
}
