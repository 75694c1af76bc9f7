import type { Context } from "hono";
import { type KeptAnswer, keptAnswer, sendKept } from "../http/kept-answer";

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
export interface KeptPage extends KeptAnswer {
  page: FinishedPage;
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
      const kept = render().then((page) => ({ page, ...keptAnswer(page.html) }));
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

/** Answers with the kept page as kept (server/http/kept-answer.ts): never re-encoded, compressed or not. */
export function sendPage(c: Context, entry: KeptPage, vary: string): Promise<Response> {
  return sendKept(c, entry, { status: entry.page.status, contentType: "text/html; charset=UTF-8", vary });
}
