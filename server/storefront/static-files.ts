import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Files of the production build. Hashed assets are cached for a year; anything else is
 * revalidated. Gzip and Brotli copies written at build time are served when accepted.
 * The HTML page is never served raw: it needs the brand's configuration (./pages.ts). With a `urlPrefix`
 * (`/statecharts`), the files are served below it: `/statecharts/assets/x.js` is `<distDir>/assets/x.js`.
 */
export function staticFiles(distDir: string, urlPrefix = ""): MiddlewareHandler {
  const served = new WeakSet<Context>();
  const serve = serveStatic({
    root: distDir,
    precompressed: true,
    rewriteRequestPath: (requested) => requested.slice(urlPrefix.length),
    onFound: (_path, c) => void served.add(c),
  });
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith(`${urlPrefix}/`) || path.endsWith("/") || path.endsWith(".html")) return next();
    const response = await serve(c, next);
    if (served.has(c) && response) {
      const hashed = path.startsWith(`${urlPrefix}/assets/`);
      response.headers.set("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    }
    return response;
  };
}
