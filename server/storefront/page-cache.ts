import type { Context } from "hono";
import { type ContentCoding, compressThreshold, encodeBytes, preferredCoding, varyOnEncoding } from "../http/compress";

/**
 * Each finished page is kept this long. A page depends only on its brand, its URL, the visitor's choices and content
 * the server caches 30 s anyway, so a second more costs nothing in freshness, and under load every URL is rendered
 * once a second instead of once per request (rendering the app is most of a page's cost).
 */
export const pageCacheMs = 1_000;

/** At most this many pages are kept (the oldest go first), so URLs with ever new queries cannot fill the memory. */
export const pageCacheEntries = 200;

/** A finished page: its HTML and status, and its compressed forms, each made the first time a client asks for it. */
export interface FinishedPage {
  html: string;
  status: 200 | 404;
}

/** A page as kept: its HTML as bytes, and its compressed forms, each made the first time a client asks for one. */
export interface KeptPage {
  page: FinishedPage;
  bytes: Uint8Array<ArrayBuffer>;
  encoded: Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>;
}

export interface PageCache {
  /**
   * The page kept under the key, rendered by `render` when there is none or it is older than `pageCacheMs`; requests
   * arriving while it renders share that render.
   */
  page(key: string, render: () => Promise<FinishedPage>): Promise<KeptPage>;
}

export function createPageCache(now: () => number = Date.now, ttlMs = pageCacheMs): PageCache {
  const entries = new Map<string, { storedAt: number; kept: Promise<KeptPage> }>();
  return {
    page(key, render) {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return entry.kept;
      const kept = render().then((page) => ({ page, bytes: new TextEncoder().encode(page.html), encoded: new Map() }));
      entries.delete(key);
      entries.set(key, { storedAt: now(), kept });
      kept.catch(() => {
        if (entries.get(key)?.kept === kept) entries.delete(key);
      });
      if (entries.size > pageCacheEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return kept;
    },
  };
}

/**
 * Answers with the kept page, compressed as the client prefers (the compression middleware leaves an encoded answer
 * alone), with the headers already set on the context (security headers, cookies, caching) and `vary`.
 */
export async function sendPage(c: Context, entry: KeptPage, vary: string): Promise<Response> {
  const { page, bytes } = entry;
  const coding = bytes.byteLength >= compressThreshold ? preferredCoding(c.req.header("accept-encoding")) : undefined;
  // Every form of the page depends on what the client accepts, the uncompressed one included.
  c.header("Vary", varyOnEncoding(vary));
  if (!coding || c.req.method === "HEAD") return c.html(page.html, page.status);
  let encoded = entry.encoded.get(coding);
  if (!encoded) {
    encoded = encodeBytes(bytes, coding);
    entry.encoded.set(coding, encoded);
  }
  const body = await encoded;
  c.set("answerEncoded", true);
  return c.body(body, page.status, {
    "Content-Type": "text/html; charset=UTF-8",
    "Content-Encoding": coding,
    "Content-Length": String(body.byteLength),
  });
}
