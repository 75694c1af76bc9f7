import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./api-error";

const crossSiteMessage = "Requests from other sites are not accepted.";
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The credentialed JSON API refuses what a cross-site form or script could send: requests
 * from another site (by `Sec-Fetch-Site` or an `Origin` that is not a brand's) and bodies
 * that are not JSON (form-encoded, multipart, plain text need no preflight). The refusal, or nothing for a request it
 * lets through.
 */
export function jsonApiRefusal(allowedOrigins: readonly string[]): (c: Context) => Response | undefined {
  const allowed = new Set(allowedOrigins);
  return (c) => {
    if (c.req.header("sec-fetch-site") === "cross-site") {
      return apiError(c, 403, "cross_site", crossSiteMessage);
    }
    const origin = c.req.header("origin");
    if (origin && origin !== new URL(c.req.url).origin && !allowed.has(origin)) {
      return apiError(c, 403, "cross_site", crossSiteMessage);
    }
    if (unsafeMethods.has(c.req.method)) {
      // A request without a body (logout, say) may omit the type; any typed body must be JSON.
      const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "" && type !== "application/json") {
        return apiError(
          c,
          415,
          "unsupported_media_type",
          "Send the request body as JSON (Content-Type: application/json).",
        );
      }
    }
    return undefined;
  };
}

/** The guard as a middleware of its own, for routes with no other front (the content proxy's). */
export function jsonApiGuard(allowedOrigins: readonly string[]): MiddlewareHandler {
  const refusal = jsonApiRefusal(allowedOrigins);
  return async (c, next) => refusal(c) ?? next();
}
