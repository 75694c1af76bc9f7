import type { z } from "zod/mini";
import type { CommonErrorCode } from "../errors";
import { requestBodyLimitBytes } from "../limits";
import type { Parser } from "../response-schema";

/** Where each API is mounted on the server; the browser's brand API base may be another origin (BRAND_API_URL). */
export const mounts = { brandApi: "/brand-api", siteContent: "/site-content", storefront: "" } as const;
export type Mount = keyof typeof mounts;

/**
 * Who may call an endpoint. One guard enforces it before the handler runs (server/brand-api/access/access-guard.ts,
 * called by server/http/register-endpoint.ts), and tests/security/endpoint-access.test.ts walks every endpoint as a
 * stranger, as another customer and as another brand's customer. An id in an address is never proof of ownership:
 * a basket belongs to the browser that started it, and to the customer once one logs in at checkout.
 */
export const accessLevels = {
  anyone: "anyone",
  basketOwner:
    "the browser session that started the basket, or the logged-in customer of the basket's brand it belongs to",
  customer: "a logged-in customer of the brand the call is for",
  accountOwner: "the logged-in customer whose id the path names, of the brand the call is for",
  orderOwner:
    "the browser session that started the order's basket, the logged-in customer the order belongs to, or staff of its brand",
  staff: "a logged-in staff account of the brand the call is for",
} as const;
export type Access = keyof typeof accessLevels;

/**
 * What the guard answers a caller it does not admit, by access: each endpoint's `errors` lists its access's codes
 * (tests/unit/contract-coverage.test.ts). A basket or order that does not exist is `not_found`; another's basket is
 * `not_yours` (spec section 8: it lists the items, never personal data); another's order is answered as none.
 */
export const accessRefusals = {
  anyone: [],
  basketOwner: ["not_found", "not_yours"],
  customer: ["not_logged_in"],
  accountOwner: ["not_logged_in", "not_yours"],
  orderOwner: ["not_found"],
  staff: ["staff_only"],
} as const satisfies Record<Access, readonly string[]>;

/** Codes any endpoint may answer, whatever it does: a malformed or refused request, or a failure of ours. */
export const everyEndpointErrorCodes = [
  "bad_request",
  "unsupported_media_type",
  "cross_site",
  "payload_too_large",
  "internal",
] as const satisfies CommonErrorCode[];

/** Body limits: a read takes no body; every write today takes the one JSON limit. */
export const noBody = 0;
export const jsonBody = requestBodyLimitBytes;

export interface Endpoint {
  mount: Mount;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Hono's pattern: `:name` segments, `{regex}` after a name when a segment may hold slashes. */
  path: string;
  /** A parser per path parameter (each of the path's `:name`s), parsing its decoded text. */
  params: Readonly<Record<string, Parser<unknown>>>;
  query?: z.ZodMiniType<object>;
  /** The JSON body of a write. */
  body?: z.ZodMiniType;
  answer: z.ZodMiniType;
  /** The success status, when not 200. */
  status?: 201;
  /** Codes this endpoint answers beside `everyEndpointErrorCodes`. */
  errors: readonly string[];
  access: Access;
  /** Largest body accepted, in bytes. */
  bodyLimit: number;
  /** Sending it twice has the effect of once: the browser repeats it once after a gateway error. */
  repeatable?: true;
  /** Endpoints sharing one method and path: which body is this one's (the lookup and its poll). */
  takesBody?: (body: unknown) => boolean;
}

/**
 * Checks an endpoint against the shape and keeps its literal types, which the client and server read. Marked free of
 * side effects so a bundle keeps only the endpoints it calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** A path without parameters. */
export const noParams = {};

/**
 * A path parameter that names nothing when malformed (undefined): the route answers it as it answers an unknown id,
 * in its own order of checks, so a malformed id never reaches the database and says no more than an unknown one.
 */
export function namesNothingWhenMalformed<T>(parser: Parser<T>): Parser<T | undefined> {
  return {
    safeParse: (text) => {
      const result = parser.safeParse(text);
      return { success: true, data: result.success ? result.data : undefined };
    },
  };
}
