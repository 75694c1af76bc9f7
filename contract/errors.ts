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
  /** No brand has the parent_customer_id (or customer id) the request names (400 or 404). */
  "unknown_brand",
  /** Our side failed (500); never the answer to a malformed request. */
  "internal",
  /** Browser side only: the request passed its time limit, or never reached the server. */
  "timeout",
  "network",
  /** Browser side only: the answer was not JSON, not the envelope, or not in the shape the call expects. */
  "unexpected_answer",
] as const;
export type CommonErrorCode = (typeof commonErrorCodes)[number];

/** Codes the browser's API client gives a failed call itself; such a failure carries no server sentence. */
export const browserErrorCodes = ["timeout", "network", "unexpected_answer"] as const satisfies CommonErrorCode[];

export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorEnvelope<Code extends string = string> = { code: Code; message: string };

/**
 * A failed call as the browser's API client rejects it (src/api/client.ts): the envelope's code and message, the
 * HTTP status (0 when no answer came: timeout, network) and the whole error body, for the fields an area adds.
 */
export interface CallFailure<Code extends string = string> extends ErrorEnvelope<Code> {
  status: number;
  body: unknown;
}

/** Whether a rejection is a failed call (anything else is a cancellation or a bug in our own code). */
export function isCallFailure(error: unknown): error is CallFailure {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "status" in error &&
    typeof error.status === "number"
  );
}

/** The code of a failed call, or null when the rejection was no call failure. */
export function callFailureCode(error: unknown): string | null {
  return isCallFailure(error) ? error.code : null;
}

/** The code of a failed call when it is one of `codes` (an area's union), else null: a typed code to branch on. */
export function callFailureCodeIn<const Codes extends readonly string[]>(
  error: unknown,
  codes: Codes,
): Codes[number] | null {
  const code = callFailureCode(error);
  return codes.find((known) => known === code) ?? null;
}

/** The server's own sentence for a failed call; null when it never answered (timeout, network, unexpected answer). */
export function serverMessageOf(error: unknown): string | null {
  if (!isCallFailure(error)) return null;
  return browserErrorCodes.some((code) => code === error.code) ? null : error.message;
}
