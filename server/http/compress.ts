import { promisify } from "node:util";
import {
  brotliCompress as brotliCallback,
  brotliCompressSync,
  constants,
  gzip as gzipCallback,
  gzipSync,
} from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { varyWith } from "./answer-headers";

const brotliCompress = promisify(brotliCallback);
const gzipCompress = promisify(gzipCallback);

/** The answers compressed on the fly: JSON and HTML. Built files come precompressed (`.br`/`.gz`) from the build. */
const compressibleType = /^\s*(?:application\/json|text\/html)\s*(?:;|$)/i;

/** Smaller answers go out as they are: compressing them saves a few bytes at best. */
export const compressThreshold = 1024;

/**
 * Quality 4 of 11: most of Brotli's gain over gzip at a fraction of the time of its default, 11. Measured on lookup
 * answers here, quality 5 took 4x as long on a 53 KB answer for a 5% larger result.
 */
const brotliQuality = 4;

/**
 * Answers up to this size are compressed on the event loop: they take well under a millisecond, while handing them to
 * libuv's thread pool and back cost 130-180 µs more than the compression itself (a 5 KB lookup poll: 55 µs against
 * 181 µs). Larger ones go to the thread pool, so a 500-name answer never holds up other requests.
 */
const inlineCompressionBytes = 64 * 1024;

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

/** A content coding the server compresses answers with. */
export type ContentCoding = "br" | "gzip";

/** The coding to send a client with this `Accept-Encoding`: Brotli, else gzip, else none. */
export function preferredCoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  if (keptCodings.has(header)) return keptCodings.get(header);
  const coding = codingFor(header);
  if (keptCodings.size < keptCodingHeaders) keptCodings.set(header, coding);
  return coding;
}

/**
 * Each `Accept-Encoding` value's coding, worked out once: browsers send a handful of spellings, and the header was
 * parsed twice on every kept answer (issue 39). Anyone may send any value, so only the first few are kept; any other
 * is worked out each time.
 */
const keptCodings = new Map<string, ContentCoding | undefined>();
const keptCodingHeaders = 64;

function codingFor(header: string): ContentCoding | undefined {
  if (prefersBrotli(header)) return "br";
  const weights = encodingWeights(header);
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0 ? "gzip" : undefined;
}

/** The compressed bytes in an ArrayBuffer of their own (what a Response body takes), copied in one go. */
function ownBytes(buffer: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(buffer.byteLength);
  bytes.set(buffer);
  return bytes;
}

/** The bytes compressed with the coding, Brotli at the quality every answer gets. */
export async function encodeBytes(bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> {
  const inline = bytes.byteLength <= inlineCompressionBytes;
  if (coding === "gzip") return ownBytes(inline ? gzipSync(bytes) : await gzipCompress(bytes));
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  };
  return ownBytes(inline ? brotliCompressSync(bytes, options) : await brotliCompress(bytes, options));
}

/** Adds Accept-Encoding to a Vary header (unless it varies on everything already). */
export function varyOnEncoding(vary: string | null): string {
  return varyWith(vary, "Accept-Encoding");
}

/**
 * Brotli or gzip for JSON and HTML answers of at least `threshold` bytes, in the coding the client prefers. The answer
 * is measured first (it is already in memory): a small one goes out as it is. Precompressed files and anything else
 * already encoded are left alone, and every header the answer had (security headers, `no-store`, `Vary`) is kept. An
 * answer made whole with `completeAnswer` (server/http/answer-headers.ts) is not even read (reading its headers makes
 * @hono/node-server build a whole Fetch Response, a fifth of a kept page's cost).
 */
export function compressAnswers(threshold = compressThreshold): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.get("answerComplete")) return;
    const res = c.res;
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 206 ||
      res.headers.has("content-encoding") ||
      !compressibleType.test(res.headers.get("content-type") ?? "") ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")
    )
      return;
    const coding = preferredCoding(c.req.header("accept-encoding"));
    if (!coding) {
      // Uncompressed, the answer still depends on what the client accepts. Its body is left alone: wrapping it in a
      // new Response would send it through a stream, several times slower than the bytes it is.
      const vary = varyOnEncoding(res.headers.get("Vary"));
      try {
        res.headers.set("Vary", vary);
      } catch {
        // A fetched answer's headers are immutable (the content proxy's): a copy takes the header.
        c.res = new Response(res.body, res);
        c.res.headers.set("Vary", vary);
      }
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const init = { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) };
    if (bytes.byteLength < threshold) {
      c.res = new Response(bytes, init);
      c.res.headers.set("Content-Length", String(bytes.byteLength));
      return;
    }
    const encoded = await encodeBytes(bytes, coding);
    c.res = new Response(encoded, init);
    c.res.headers.set("Content-Encoding", coding);
    c.res.headers.set("Content-Length", String(encoded.byteLength));
    c.res.headers.set("Vary", varyOnEncoding(c.res.headers.get("Vary")));
  };
}
