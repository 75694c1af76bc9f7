import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Parser } from "../../contract/response-schema";
import { apiErrorResponse } from "./api-error";

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

/** The request's JSON body, unchecked; a body that is not JSON answers 400. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

/** The path's parameters, each checked by its parser: `Invalid uuid: expected a uuid.` names the one at fault. */
export function parsePathParams(
  parsers: Readonly<Record<string, Parser<unknown>>>,
  params: Record<string, string>,
): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  const faults: string[] = [];
  for (const [name, parser] of Object.entries(parsers)) {
    const result = parser.safeParse(params[name]);
    if (result.success) parsed[name] = result.data;
    else faults.push(`Invalid ${name}: ${result.error.issues.map((issue) => issue.message).join("; ")}.`);
  }
  if (faults.length > 0) throw badRequest(faults.join(" "));
  return parsed;
}

/**
 * A path parameter checked against its schema, or undefined when it cannot name anything (the route answers its own
 * 404 or 403): a malformed id is looked up nowhere, so it never reaches the database.
 */
export function validParam<T>(c: Context, name: string, schema: Parser<T>): T | undefined {
  const result = schema.safeParse(c.req.param(name));
  return result.success ? result.data : undefined;
}
