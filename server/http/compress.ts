import { promisify } from "node:util";
import { brotliCompress as brotliCallback, constants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const brotliCompress = promisify(brotliCallback);

/** The answers compressed on the fly: JSON and HTML. Built files come precompressed (`.br`/`.gz`) from the build. */
const compressibleType = /^\s*(?:application\/json|text\/html)\s*(?:;|$)/i;

/** Smaller answers go out as they are: compressing them saves a few bytes at best. */
export const compressThreshold = 1024;

/** Quality 5 of 11: most of Brotli's gain over gzip at a fraction of the time of its default, 11. */
const brotliQuality = 5;

/** The weight (`q`) the client gives each content coding in `Accept-Encoding`. */
function encodingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...parameters] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = parameters.map((p) => p.trim().match(/^q=([0-9.]+)$/i)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** Brotli when the client takes it at least as gladly as gzip and deflate. */
function prefersBrotli(header: string): boolean {
  const weights = encodingWeights(header);
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const brotli = weight("br");
  return brotli > 0 && brotli >= weight("gzip") && brotli >= weight("deflate");
}

/**
 * gzip or Brotli for JSON and HTML answers of at least `threshold` bytes, when the client accepts it. gzip and deflate
 * are Hono's `compress` middleware; it has no Brotli, and it applies its threshold only to answers with a
 * Content-Length, which `c.json` and `c.html` do not set. So, for a client that accepts compression, the answer
 * is measured first (it is already in memory): a small one goes out as it is, a large one as Brotli here or gzip through
 * Hono's middleware. Precompressed files and anything else already encoded are left alone, and every header the
 * answer had (security headers, `no-store`, `Vary`) is kept.
 */
export function compressAnswers(threshold = compressThreshold): MiddlewareHandler {
  const gzip = compress({ threshold, contentTypeFilter: compressibleType });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const accepted = c.req.header("accept-encoding");
      const res = c.res;
      if (
        !accepted ||
        !res.body ||
        c.req.method === "HEAD" ||
        res.status === 206 ||
        res.headers.has("content-encoding") ||
        res.headers.has("content-length") ||
        !compressibleType.test(res.headers.get("content-type") ?? "") ||
        /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")
      )
        return;
      const bytes = new Uint8Array(await res.arrayBuffer());
      const init = { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) };
      if (bytes.byteLength >= threshold && prefersBrotli(accepted)) {
        const encoded = await brotliCompress(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        });
        c.res = new Response(new Uint8Array(encoded), init);
        c.res.headers.set("Content-Encoding", "br");
        c.res.headers.set("Content-Length", String(encoded.byteLength));
        const vary = c.res.headers.get("Vary");
        if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
          c.res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
        return;
      }
      // Measured: Hono's compress now sees the length, leaves a small answer alone and gzips a large one.
      c.res = new Response(bytes, init);
      c.res.headers.set("Content-Length", String(bytes.byteLength));
    });
}
