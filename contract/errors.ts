import { z } from "zod/mini";

/**
 * The one error envelope every brand-API and storefront error answers with, at a real HTTP status:
 * `{ code, message }`. `code` is what machines branch on (never the message text); `message` is a sentence for the
 * visitor. Each area narrows `code` to its own union (e.g. PaymentErrorCode); these codes are common to all areas.
 */
export const commonErrorCodes = [
  /** The request did not match its schema (400). */
  "bad_request",
  /** Not JSON, or a form post to the JSON API (415). */
  "unsupported_media_type",
  /** A cross-site request to the JSON API (403). */
  "cross_site",
  /** The body is larger than the API accepts (413). */
  "payload_too_large",
  "not_found",
  "not_logged_in",
  "rate_limited",
  /** Our side failed (500); never the answer to a malformed request. */
  "internal",
  /** Browser side only: the request passed its time limit, or never reached the server. */
  "timeout",
  "network",
] as const;
export type CommonErrorCode = (typeof commonErrorCodes)[number];

export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorEnvelope<Code extends string = string> = { code: Code; message: string };
