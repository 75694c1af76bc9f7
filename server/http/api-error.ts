import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope } from "../../contract/errors";

/**
 * Answers the one error envelope `{ code, message }` (contract/errors.ts) at a real HTTP status. `extra` carries the
 * few fields an area adds beside it (for example the items of a not_yours basket).
 */
export function apiError<Code extends string>(
  c: Context,
  status: ContentfulStatusCode,
  code: Code,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const body: ErrorEnvelope<Code> & Record<string, unknown> = { ...extra, code, message };
  return c.json(body, status);
}

/** The same envelope as a Response, for places that throw (HTTPException) or answer outside a handler. */
export function apiErrorResponse(status: number, code: string, message: string): Response {
  return Response.json({ code, message } satisfies ErrorEnvelope, { status });
}
