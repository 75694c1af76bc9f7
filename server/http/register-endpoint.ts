import type { Context, Hono } from "hono";
import type { Endpoint } from "../../contract/endpoints/endpoint";
import type { Parser } from "../../contract/response-schema";
import { accessGuardOf, type CallerOf, type GuestOrCustomer } from "./access";
import { KeptJson, keptAnswer, sendKept } from "./kept-answer";
import { parsePathParams, parseWith, readJson } from "./validate";

declare module "hono" {
  interface ContextVariableMap {
    /** The contract endpoint whose handler took the request (server/metrics/count-requests.ts counts it so). */
    answeringEndpoint: Endpoint;
  }
}

/**
 * What a handler is given: the request's path parameters, query and body, each parsed with the table's schema, and
 * the caller the access guard admitted (nothing for an endpoint anyone may call).
 */
export interface EndpointInput<Params, Query, Body, Caller> {
  params: Params;
  query: Query;
  body: Body;
  caller: Caller;
}

/**
 * The answer, sent as JSON at the endpoint's status, or kept as JSON bytes for many requests; or a Response (an error,
 * in the envelope).
 */
type HandlerResult<Answer> = Answer | KeptJson<Answer> | Response;

/** A handler of one endpoint: the parsed input in, the endpoint's answer (or an error Response) out. */
type Handler<Params, Query, Body, Answer, Caller> = (
  c: Context,
  input: EndpointInput<Params, Query, Body, Caller>,
) => HandlerResult<Answer> | Promise<HandlerResult<Answer>>;

/**
 * Registers an endpoint of the contract table on a router mounted at the endpoint's mount: its method and path, and
 * its path parameters, query and JSON body parsed with the table's schemas before the handler runs (bad input
 * answers 400 in the error envelope). Between the path and the rest, the access guard (server/http/access.ts) admits
 * the caller the endpoint's `access` allows or answers the refusal: no handler checks its callers by hand, and a
 * refused caller learns nothing from how its body would have been read. The handler answers with the table's answer
 * type. The body limit is applied before routing (server/http/body-limit.ts), from the same table.
 */
export function registerEndpoint<E extends Endpoint, Params, Query, Body, Answer>(
  router: Hono,
  endpoint: E & {
    params: { [Name in keyof Params]: Parser<Params[Name]> };
    query?: Parser<Query>;
    body?: Parser<Body>;
    answer: Parser<Answer>;
  },
  // The answer type comes from the table, never from what the handler happens to return.
  handler: Handler<Params, Query, Body, NoInfer<Answer>, CallerOf<E["access"]>>,
): void;
// Without a query or body the input's type for it is unknown, and the value undefined: sound, but not provable here.
export function registerEndpoint(
  router: Hono,
  endpoint: Endpoint,
  handler: Handler<unknown, unknown, unknown, unknown, GuestOrCustomer | undefined>,
): void {
  // The guard runs before the body picks which endpoint of a shared route answers: only open endpoints may share.
  if (endpoint.takesBody && endpoint.access !== "anyone")
    throw new Error(`${endpoint.method} ${endpoint.path} shares its route, so it must be open to anyone.`);
  router.on(endpoint.method, endpoint.path, async (c, next) => {
    // An endpoint sharing its route says it took the request once its body shows it is this one's.
    if (!endpoint.takesBody) c.set("answeringEndpoint", endpoint);
    const params = parsePathParams(endpoint.params, c.req.param());
    let caller: GuestOrCustomer | undefined;
    if (endpoint.access !== "anyone") {
      const admitted = await accessGuardOf(c).admit(c, endpoint.access, params);
      if (admitted instanceof Response) return admitted;
      caller = admitted;
    }
    const query = endpoint.query && parseWith(endpoint.query, c.req.query(), "query");
    let body: unknown;
    if (endpoint.body) {
      const json = await readJson(c);
      // Another endpoint on this route takes this body (Hono caches the parsed JSON for it).
      if (endpoint.takesBody) {
        if (!endpoint.takesBody(json)) return next();
        c.set("answeringEndpoint", endpoint);
      }
      body = parseWith(endpoint.body, json, "request body");
    }
    const answer = await handler(c, { params, query, body, caller });
    if (answer instanceof Response) return answer;
    const status = endpoint.status ?? 200;
    // Encoded here, once, rather than by the compression middleware, which would read the answer back from a Response.
    const kept = answer instanceof KeptJson ? answer.kept : keptAnswer(JSON.stringify(answer));
    return sendKept(c, kept, { status, contentType: "application/json" });
  });
}
