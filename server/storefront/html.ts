import { type SiteContent, siteContentElementId } from "../../contract/content";
import { type RuntimeConfig, runtimeConfigElementId } from "../../contract/runtime-config";

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
 * The app's HTML page for one brand: the brand's metadata travels in a JSON script element
 * (not executed, so the Content-Security-Policy needs no inline-script allowance).
 */
export function renderAppHtml(template: string, config: RuntimeConfig, page: PageExtras = {}): string {
  const json = `<script type="application/json" id="${runtimeConfigElementId}">${scriptSafeJson(config)}</script>`;
  const siteContent = page.siteContent
    ? `\n    <script type="application/json" id="${siteContentElementId}">${scriptSafeJson(page.siteContent)}</script>`
    : "";
  const lang = config.brand.defaultCurrency.code === "GBP" ? "en-GB" : "en-US";
  // A function replacement, so `$` in content is never read as a replacement pattern.
  const head = page.head ?? `<title>${escapeHtml(config.brand.displayName)}</title>`;
  return template
    .replace(configPlaceholder, () => json + siteContent)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => head);
}

/** What a page adds to the HTML: its SEO tags (replacing the title) and the site content for the app. */
export interface PageExtras {
  head?: string;
  siteContent?: SiteContent;
}
