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

/**
 * A page older than `pageCacheMs` but younger than this is still sent while its next render runs: under load, no
 * request waits for the render (on a busy machine 30-100 ms, every second, for every request of the URL). An older one
 * is rendered before it is sent, as a URL seldom asked for should not show what it showed minutes ago.
 */
export const pageStaleMs = 5_000;

export interface PageCache {
  /**
   * The page kept under the key, rendered by `render` when there is none or it is older than `pageCacheMs`; requests
   * arriving while it renders share that render, or, while a page younger than `pageStaleMs` is kept, get that page.
   */
  page(key: string, render: () => Promise<FinishedPage>): Promise<KeptPage>;
}

interface Entry {
  storedAt: number;
  kept: Promise<KeptPage>;
  /** Whether its next render is under way (it is then sent as it is). */
  refreshing: boolean;
}

/** The page as rendered, kept with the compressed forms of the one before when it is the same page. */
function keptPage(page: FinishedPage, before?: KeptPage): KeptPage {
  if (before && before.page.html === page.html && before.page.status === page.status) return before;
  return { page, ...keptAnswer(page.html) };
}

export function createPageCache(now: () => number = Date.now, ttlMs = pageCacheMs, staleMs = pageStaleMs): PageCache {
  const entries = new Map<string, Entry>();
  const store = (key: string, kept: Promise<KeptPage>, storedAt: number) => {
    const entry: Entry = { storedAt, kept, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    kept.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size > pageCacheEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  };
  const refresh = (key: string, entry: Entry, render: () => Promise<FinishedPage>) => {
    entry.refreshing = true;
    const next = Promise.all([entry.kept, render()]).then(([before, page]) => keptPage(page, before));
    next.then(
      () => {
        if (entries.get(key) === entry) store(key, next, now());
      },
      () => {
        // The next request renders again and meets the failure itself.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  };
  return {
    page(key, render) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && age < ttlMs) return entry.kept;
      if (entry && age < staleMs) {
        if (!entry.refreshing) refresh(key, entry, render);
        return entry.kept;
      }
      return store(
        key,
        render().then((page) => keptPage(page)),
        now(),
      ).kept;
    },
  };
}

/** Answers with the kept page as kept (server/http/kept-answer.ts): never re-encoded, compressed or not. */
export function sendPage(c: Context, entry: KeptPage, vary: string): Promise<Response> {
  return sendKept(c, entry, { status: entry.page.status, contentType: "text/html; charset=UTF-8", vary });
}
