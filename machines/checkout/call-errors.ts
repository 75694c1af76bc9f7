/**
 * The code of a failed checkout call (`code` in the brand API's error answer: declined, not_found, ...),
 * or "other" when the failure carried none (network down, unexpected answer).
 */
export function callErrorCode(error: unknown): string {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : "other";
}

/** The brand API's own sentence for a failure, when it sent one. */
export function callErrorMessage(error: unknown): string | null {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  return typeof body?.error === "string" ? body.error : null;
}

/** A failure as the brand API would answer it: what tests and model paths send as invoke errors. */
export function simulatedCallError(code: string, message = code): { body: { code: string; error: string } } {
  return { body: { code, error: message } };
}
