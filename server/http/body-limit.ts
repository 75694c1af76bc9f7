import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./api-error";

/** The largest request body the JSON API and the sandbox forms accept; their largest real body is a few KB. */
export const maxRequestBodyBytes = 64 * 1024;

/**
 * Refuses a larger body with 413 and the error envelope: by its Content-Length before reading anything, or, for a
 * chunked body, as soon as the bytes read pass the limit, so a huge body is never held in memory.
 */
export function limitRequestBody(maxBytes = maxRequestBodyBytes): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      apiError(
        c,
        413,
        "payload_too_large",
        `The request body is larger than ${maxBytes / 1024} KB, so it was not read.`,
      ),
  });
}
