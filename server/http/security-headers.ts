import type { MiddlewareHandler } from "hono";

export interface ContentSecurityOptions {
  /** Extra origins the app may call (a brand API on another origin). */
  connectOrigins: readonly string[];
  /** Vite's dev server injects an inline module preamble for hot reload; production never allows inline script. */
  dev?: boolean;
  /** Production mode: browsers are told to use https only (Strict-Transport-Security). */
  hsts?: boolean;
}

/** A year, for every subdomain: the brands run on https only in production. */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

const hcaptchaOrigins = "https://hcaptcha.com https://*.hcaptcha.com";

export function contentSecurityPolicy(options: ContentSecurityOptions): string {
  const scriptSrc = ["'self'", hcaptchaOrigins, ...(options.dev ? ["'unsafe-inline'"] : [])];
  const connectSrc = ["'self'", hcaptchaOrigins, ...options.connectOrigins, ...(options.dev ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src 'self' 'unsafe-inline' ${hcaptchaOrigins}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    `frame-src 'self' ${hcaptchaOrigins}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The security headers every answer carries, as name and value pairs. */
export function securityHeaderList(options: ContentSecurityOptions): readonly (readonly [string, string])[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...(options.hsts ? [["Strict-Transport-Security", strictTransportSecurity] as const] : []),
  ];
}

/** Sets the headers on a finished answer: in place, or on a copy when its headers are immutable (a fetch answer). */
function withHeaders(response: Response, headers: readonly (readonly [string, string])[]): Response | undefined {
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return undefined;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Security headers on every response, from day one. They are set before the handler runs, so every answer made with
 * `c.json`, `c.html`, `c.body` or `c.text` is created with them and never rebuilt. An answer made without the context
 * (an HTTPException's own response, say) or one that changed a value gets them afterwards, so every answer still
 * carries exactly these values. An answer sent as bytes with `sendKept` (`answerEncoded`) is made by the context, so its
 * headers are not read again: reading them makes @hono/node-server build a whole Fetch Response.
 */
export function securityHeaders(options: ContentSecurityOptions): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (c.get("answerEncoded")) return;
    const missing = headers.filter(([name, value]) => c.res.headers.get(name) !== value);
    if (missing.length === 0) return;
    const copy = withHeaders(c.res, missing);
    if (copy) c.res = copy;
  };
}
