import type { MiddlewareHandler } from "hono";
import { mounts } from "../../contract/endpoints/endpoint";
import type { AccessGuard } from "../http/access";
import { brandCors } from "../http/brand-cors";
import { jsonApiRefusal } from "../http/json-api-guard";
import { keepAnswerFromCaches } from "../http/no-store";

/** The brand API's sections whose answers are about one visitor: never kept by a cache (`keepAnswerFromCaches`). */
const visitorSections = ["login", "logout", "customer", "basket", "order"];
const visitorPath = new RegExp(`^${mounts.brandApi}/(?:${visitorSections.join("|")})(?:/|$)`);

/**
 * Everything the brand API does before its routes, as one middleware: CORS for the brand origins, the cross-site and
 * JSON guard, no-store on answers about one visitor, and the access guard made available to every endpoint
 * (server/http/register-endpoint.ts). One rather than four: each middleware is an async frame of its own on every
 * request (issue 39).
 */
export function brandApiFront(origins: string[], guard: AccessGuard): MiddlewareHandler {
  const withCors = brandCors(origins);
  const refusal = jsonApiRefusal(origins);
  return (c, next) =>
    withCors(c, async () => {
      const refused = refusal(c);
      if (refused) return refused;
      if (visitorPath.test(c.req.path)) keepAnswerFromCaches(c);
      c.set("accessGuard", guard);
      await next();
      return undefined;
    });
}
