import { brandThemes } from "../../brands/themes";
import { type SiteContent, siteContentElementId } from "../../contract/content";
import { type RuntimeConfig, runtimeConfigElementId } from "../../contract/runtime-config";
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

/** Where the per-request parts go in a shell: the head tags (in place of the title) and the site content. */
const headSlot = "\u0000storefront-head\u0000";
const siteContentSlot = "\u0000storefront-site-content\u0000";

/** The app's HTML page for one brand with the parts that never change per request already in place. */
export interface AppShell {
  render(page?: PageExtras): string;
}

/**
 * Builds the page shell of one brand once: the brand's theme as custom properties in a <style> (themed before any script
 * runs), the brand's metadata travels in a JSON script element (not executed, so the
 * Content-Security-Policy needs no inline-script allowance), and the language is set from the brand's currency. What
 * is left per request is joining the pieces around the page's head tags and site content.
 */
export function appShell(template: string, config: RuntimeConfig): AppShell {
  const theme = themeStyleElement(brandThemes[config.brand.brandName]);
  const json = `<script type="application/json" id="${runtimeConfigElementId}">${scriptSafeJson(config)}</script>`;
  const lang = config.brand.defaultCurrency.code === "GBP" ? "en-GB" : "en-US";
  const defaultHead = `<title>${escapeHtml(config.brand.displayName)}</title>`;
  // A function replacement, so `$` in content is never read as a replacement pattern.
  const marked = template
    .replace(configPlaceholder, () => theme + json + siteContentSlot)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => headSlot);
  const pieces = marked.split(new RegExp(`(${headSlot}|${siteContentSlot})`));
  return {
    render(page = {}) {
      const siteContent = page.siteContent
        ? `\n    <script type="application/json" id="${siteContentElementId}">${scriptSafeJson(page.siteContent)}</script>`
        : "";
      const head = page.head ?? defaultHead;
      let html = "";
      for (const piece of pieces) html += piece === headSlot ? head : piece === siteContentSlot ? siteContent : piece;
      return html;
    },
  };
}

/** The app's HTML page for one brand, built from scratch (pages reuse a cached `appShell` instead). */
export function renderAppHtml(template: string, config: RuntimeConfig, page: PageExtras = {}): string {
  return appShell(template, config).render(page);
}

/** What a page adds to the HTML: its SEO tags (replacing the title) and the site content for the app. */
export interface PageExtras {
  head?: string;
  siteContent?: SiteContent;
}
