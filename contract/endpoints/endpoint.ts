import type { z } from "zod/mini";
import type { CommonErrorCode } from "../errors";
import { requestBodyLimitBytes } from "../limits";
import type { Parser } from "../response-schema";

/** Where each API is mounted on the server; the browser's brand API base may be another origin (BRAND_API_URL). */
export const mounts = { brandApi: "/brand-api", siteContent: "/site-content", storefront: "" } as const;
export type Mount = keyof typeof mounts;

/**
 * Who may call an endpoint. The routes enforce it (each in its own order of checks); the table says it, and
 * tests/server/endpoint-access.test.ts checks the claims a request without a session can test.
 */
export const accessLevels = {
  anyone: "anyone",
  basketHolder: "whoever holds a guest basket's id, or the logged-in owner of the basket",
  basketStarter: "a logged-in customer, for a guest basket only from the browser that started it",
  customer: "a logged-in customer",
  accountOwner: "the logged-in customer whose id the path names",
  orderReader: "whoever holds a guest order's number; an account's order: its owner or staff",
  staff: "a logged-in staff account",
} as const;
export type Access = keyof typeof accessLevels;

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
