import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { apiErrorResponse } from "./api-error";

/** Any zod schema, classic or mini: both parse with `safeParse`. */
export interface Parser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function badRequest(message: string): HTTPException {
  return new HTTPException(400, { res: apiErrorResponse(400, "bad_request", message) });
}

function describeIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

export function parseWith<T>(schema: Parser<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(`Invalid ${what}: ${describeIssues(result.error.issues)}`);
  return result.data;
}

/** The request's JSON body, checked against the shared schema; bad input answers 400 with the reason. */
export async function readJsonBody<T>(c: Context, schema: Parser<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  return parseWith(schema, body, "request body");
}

/** The request's query parameters, checked against the shared schema. */
export function readQuery<T>(c: Context, schema: Parser<T>): T {
  return parseWith(schema, c.req.query(), "query");
}

/**
 * A path parameter checked against its schema, or undefined when it cannot name anything (the route answers its own
 * 404 or 403): a malformed id is looked up nowhere, so it never reaches the database.
 */
export function validParam<T>(c: Context, name: string, schema: Parser<T>): T | undefined {
  const result = schema.safeParse(c.req.param(name));
  return result.success ? result.data : undefined;
}
