import type { ServerConfig } from "../config";
import { createContentService } from "./service";
import { type ContentSource, createContentSource } from "./source";

/** Address the built-in content service stand-in is reached at when `CONTENT_BASE_URL` is not set. */
export const contentServiceMount = "/content-service";

/**
 * The content source the storefront reads: the configured content service, or the built-in
 * stand-in called in-process (it is also served at /content-service for anyone holding the token).
 */
export function contentSourceFor(
  config: ServerConfig,
  now?: () => number,
  sanitise?: (html: string) => Promise<string>,
): ContentSource {
  const { baseUrl, token, dir } = config.content;
  if (baseUrl) return createContentSource({ baseUrl, token, now, sanitise, fetch: (url, init) => fetch(url, init) });
  const standIn = createContentService({ token, contentDir: dir });
  return createContentSource({
    baseUrl: `http://content-service.internal`,
    token,
    now,
    sanitise,
    fetch: async (url, init) => standIn.request(url, init),
  });
}
