import { domainErrorCodes, tooManyNamesMessage, unknownSearchMessage } from "../../contract/domains";
import { callFailureCodeIn } from "../../contract/errors";
import { bulkSearchMaxNames } from "../../contract/limits";

/** Lookup messages of spec section 8, word for word where the spec gives the words. */

export const lookupCanceledMessage = "Lookup canceled";
export const bulkLookupFailedMessage = "Sorry, we're currently unavailable to fetch the data.";
export const aiLookupFailedMessage = "Sorry, we're currently unavailable to fetch the AI-generated domain data.";
export const aiNoResponseMessage = "Unable to fetch AI-generated domain results.";
export const aiExceptionMessage = "Failed to fetch AI-generated domain results.";
/** Spec section 8 gives no words for 406; this tells the visitor what to do next (decisions.md section 7). */
export const botDetectionMessage =
  "We could not confirm your browser session. Please enable cookies for this site, reload the page and search again.";
export const humanCheckFailedMessage = "The human check could not be completed. Please try again.";

const fetchFailedMessage = "Sorry, we could not fetch the data. If the issue persists please contact support";

/** The spec's words; for 422, 500 and 404 they end "contact support at {phone}." */
export function lookupFailedMessage(supportPhone?: string): string {
  return supportPhone ? `${fetchFailedMessage} at ${supportPhone}.` : `${fetchFailedMessage}.`;
}

/** The HTTP status of a failed call; 0 or undefined when no answer came (timeout, network). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

/** 422 with the code hcaptcha_invalid (the token was refused): the human check is needed again. */
export function isHumanCheckRejection(error: unknown): boolean {
  return callFailureCodeIn(error, domainErrorCodes) === "hcaptcha_invalid";
}

/** The session failed bot detection (406). */
function isBotDetection(error: unknown): boolean {
  return callFailureCodeIn(error, domainErrorCodes) === "bot_detection";
}

export type SearchKind = "single" | "bulk" | "ai";

/** The message for a failed lookup (spec section 8 "Lookup"). */
export function lookupErrorMessage(error: unknown, kind: SearchKind, supportPhone: string): string {
  if (typeof error === "string") return error;
  if (isBotDetection(error)) return botDetectionMessage;
  const code = callFailureCodeIn(error, domainErrorCodes);
  if (code === "unknown_search") return unknownSearchMessage;
  if (code === "too_many_names") return tooManyNamesMessage(bulkSearchMaxNames);
  const status = statusOf(error);
  if (kind === "bulk") return bulkLookupFailedMessage;
  if (kind === "ai") return aiLookupFailedMessage;
  return status === 422 || status === 500 || status === 404 ? lookupFailedMessage(supportPhone) : lookupFailedMessage();
}

/** The message for a failed AI generation: no response at all, or an answer that was an error. */
export function aiGeneratorErrorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (isBotDetection(error)) return botDetectionMessage;
  return statusOf(error) ? aiExceptionMessage : aiNoResponseMessage;
}
