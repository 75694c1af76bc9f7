import { currencies } from "../../brands/index";
import { brandThemes } from "../../brands/themes";
import { catalogueElementId, type ServiceplanList } from "../../contract/catalogue";
import { type SiteContent, siteContentElementId } from "../../contract/content";
import { pageScriptsElementId } from "../../contract/page-scripts";
import { type RuntimeConfig, runtimeConfigElementId } from "../../contract/runtime-config";
import {
  type RouteChunks,
  type RouteData,
  routeChunksElementId,
  routeDataElementId,
} from "../../contract/server-render";
import type { PageAssets } from "./server-render";
import { themeStyleElement } from "./theme-style";

/** Placeholder in index.html where the server puts the runtime configuration. */
export const configPlaceholder = "<!--storefront-config-->";

/** JSON inside a script element must not be able to close it, so `<` is escaped. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Where the per-request parts go in a shell: the head tags (in place of the title), the page data (site content and
 * catalogue) and the app's server-rendered HTML (inside `#root`).
 */
const headSlot = "\u0000storefront-head\u0000";
const siteContentSlot = "\u0000storefront-site-content\u0000";
const appSlot = "\u0000storefront-app\u0000";

/** A JSON script element: data for the app, never executed, so the Content-Security-Policy needs no inline script. */
function jsonElement(id: string, value: unknown): string {
  return `\n    <script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}

/** The app's HTML page for one brand with the parts that never change per request already in place. */
export interface AppShell {
  render(page?: PageExtras): string;
}

/**
 * Builds the page shell of one brand once: the brand's theme as custom properties in a <style> (themed before any script
 * runs), the brand's metadata travels in a JSON script element (not executed, so the
 * Content-Security-Policy needs no inline-script allowance), and the language is set from the brand's currency. What
 * is left per request is joining the pieces around the page's head tags, its data and the app's server-rendered HTML.
 */
export function appShell(template: string, config: RuntimeConfig): AppShell {
  const theme = themeStyleElement(brandThemes[config.brand.brandName]);
  const json = `<script type="application/json" id="${runtimeConfigElementId}">${scriptSafeJson(config)}</script>`;
  const lang = currencies[config.brand.defaultCurrency.code].language;
  const defaultHead = `<title>${escapeHtml(config.brand.displayName)}</title>`;
  // A function replacement, so `$` in content is never read as a replacement pattern.
  const marked = template
    .replace(configPlaceholder, () => theme + json + siteContentSlot)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => headSlot)
    .replace(
      /<div id="root"([^>]*)><\/div>/,
      (_element, attributes: string) => `<div id="root"${attributes}>${appSlot}</div>`,
    );
  const pieces = marked.split(new RegExp(`(${headSlot}|${siteContentSlot}|${appSlot})`));
  return {
    render(page = {}) {
      const pageData =
        (page.siteContent ? jsonElement(siteContentElementId, page.siteContent) : "") +
        (page.catalogue ? jsonElement(catalogueElementId, page.catalogue) : "") +
        (page.routeData ? jsonElement(routeDataElementId, page.routeData) : "") +
        (page.routeChunks ? jsonElement(routeChunksElementId, page.routeChunks) : "") +
        (page.assets?.scripts ? jsonElement(pageScriptsElementId, page.assets.scripts) : "");
      const { title, body } = splitAppTitle(page.appHtml ?? "");
      const head = page.head ?? defaultHead;
      const parts = new Map([
        [headSlot, (title ? head.replace(titleElement, () => title) : head) + (page.assets?.stylesheets ?? "")],
        [siteContentSlot, pageData],
        [appSlot, body],
      ]);
      let html = "";
      for (const piece of pieces) html += parts.get(piece) ?? piece;
      return html;
    },
  };
}

const titleElement = /<title>[^<]*<\/title>/;

/**
 * React renders a page's `<title>` (src/components/PageTitle.tsx) at the start of the app's HTML, which lands in the
 * body: the document would have two titles. The page's own title takes the head's place instead; on hydration React
 * takes over the document's first title, so there is one title before the app starts and after.
 */
function splitAppTitle(appHtml: string): { title: string | null; body: string } {
  const match = appHtml.match(/^\s*(<title>[^<]*<\/title>)/);
  return match ? { title: match[1], body: appHtml.slice(match[0].length) } : { title: null, body: appHtml };
}

/** The app's HTML page for one brand, built from scratch (pages reuse a cached `appShell` instead). */
export function renderAppHtml(template: string, config: RuntimeConfig, page: PageExtras = {}): string {
  return appShell(template, config).render(page);
}

/** What a page adds to the HTML: its SEO tags (replacing the title), the data the app starts with and its HTML. */
export interface PageExtras {
  head?: string;
  siteContent?: SiteContent;
  /** The catalogue the server has at hand, so the app need not load it. */
  catalogue?: ServiceplanList | null;
  /** The route loaders' data of the app rendered on the server, for the browser's router to start from. */
  routeData?: RouteData;
  /** The app rendered on the server, for `#root`. */
  appHtml?: string;
  /** The page's stylesheet links (for its head) and the scripts its boot script fetches after the first paint. */
  assets?: PageAssets;
  /** Every lazy route's script files, for the app to fetch a route's at once when the visitor heads for it. */
  routeChunks?: RouteChunks;
}
