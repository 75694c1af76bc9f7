import type { CallFailure } from "../../../contract/errors";

/** A failure as the API client rejects it for an answer of the brand API: what tests and model paths send. */
export function simulatedCallError(code: string, message = code, status = 422): CallFailure {
  return { code, message, status, body: { code, message } };
}
