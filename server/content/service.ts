import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";

export interface ContentServiceOptions {
  /** The bearer token callers must send. */
  token: string;
  /** Folder with one sub-folder per brand workspace code (`wh`, `mp`, `uk2`) of editable JSON files. */
  contentDir: string;
}

const collections = {
  "custom/globalLocales": "global-locales.json",
  "t-and-c-pages-data": "terms-pages.json",
  "main-pages-data": "main-pages.json",
} as const;

interface Collection {
  data: Record<string, unknown>[];
}

/** Strapi-style `filters[Field][$eq]=value` query parameters. */
function equalityFilters(query: Record<string, string>): [string, string][] {
  return Object.entries(query).flatMap(([key, value]) => {
    const match = key.match(/^filters\[(\w+)\]\[\$eq\]$/);
    return match ? [[match[1], value] as [string, string]] : [];
  });
}

/**
 * A stand-in for the headless content service (spec section 7): it answers like the CMS,
 * demands the bearer token, and reads each brand's content from editable files on every
 * request, so edits show without a restart. `CONTENT_BASE_URL` points the storefront at a
 * real CMS instead.
 */
export function createContentService(options: ContentServiceOptions): Hono {
  const service = new Hono();
  service.use("*", bearerAuth({ token: options.token }));
  for (const [collection, file] of Object.entries(collections)) {
    service.get(`/:site/api/${collection}`, async (c) => {
      const site = c.req.param("site");
      if (!/^[a-z0-9-]+$/.test(site)) return c.json({ error: { status: 404, message: "Unknown site." } }, 404);
      let text: string;
      try {
        text = await readFile(path.join(options.contentDir, site, file), "utf8");
      } catch {
        return c.json({ error: { status: 404, message: `No content for site ${site}.` } }, 404);
      }
      const content = JSON.parse(text) as Collection | { data: Record<string, unknown> };
      if (!Array.isArray(content.data)) return c.json(content);
      const filters = equalityFilters(c.req.query());
      const data = content.data.filter((record) => filters.every(([field, value]) => record[field] === value));
      return c.json({ data, meta: { pagination: { total: data.length } } });
    });
  }
  return service;
}
