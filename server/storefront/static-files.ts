import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Files of the production build. Hashed assets are cached for a year; anything else is
 * revalidated. Gzip and Brotli copies written at build time are served when accepted.
 * The HTML page is never served raw: it needs the brand's configuration (./pages.ts).
 */
export function staticFiles(distDir: string): MiddlewareHandler {
  const serve = serveStatic({
    root: distDir,
    precompressed: true,
    onFound: (_path, c) => {
      const hashed = c.req.path.startsWith("/assets/");
      c.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return async (c, next) => {
    const path = c.req.path;
    if (path.endsWith("/") || path.endsWith(".html")) return next();
    return serve(c, next);
  };
}
