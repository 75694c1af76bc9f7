import type { z } from "zod/mini";
import type { Endpoint } from "../../contract/endpoints/endpoint";
import type { ResponseSchema } from "../../contract/response-schema";
import type { ApiClient } from "./client";

/** The names of a Hono path pattern's parameters: `/basket/:id/item` has `id`; `{regex}` after a name is not part of it. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? ParamName<Param> | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? ParamName<Param>
    : never;
type ParamName<Segment extends string> = Segment extends `${infer Name}{${string}` ? Name : Segment;

type ParamsInput<E extends Endpoint> = [ParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<E["path"]>, string | number> };

/** A query is sent as text: a number stands for its digits. */
type QueryInput<E extends Endpoint> = E extends { query: infer Q extends z.ZodMiniType }
  ? { query: { [K in keyof z.output<Q>]: z.output<Q>[K] | number } }
  : { query?: undefined };

type BodyInput<E extends Endpoint> = E extends { body: infer B extends z.ZodMiniType }
  ? { body: z.input<B> }
  : { body?: undefined };

export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E> & { signal?: AbortSignal };
export type Answer<E extends Endpoint> = z.output<E["answer"]>;

/** The endpoint's path with each parameter filled in, encoded as one segment. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** A call of an endpoint of the contract table, checked against its types and answered with its answer type. */
export type EndpointCall = <E extends Endpoint, A = Answer<E>>(
  endpoint: E & { answer: ResponseSchema<A> },
  input: CallInput<E>,
) => Promise<A>;

/**
 * Calls through the API client by the table: its method, path, answer schema, and whether a repeat after a gateway
 * error is safe. The base of `api` is the endpoint's mount as the browser reaches it.
 */
export function endpointCaller(api: ApiClient): EndpointCall {
  return (endpoint, { params, query, body, signal }) =>
    api(endpointPath(endpoint.path, params), {
      method: endpoint.method,
      query,
      body,
      schema: endpoint.answer,
      signal,
      retryOnceOnGatewayError: endpoint.repeatable === true,
    });
}
