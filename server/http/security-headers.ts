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
