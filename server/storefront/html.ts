import { type RuntimeConfig, runtimeConfigElementId } from "../../src/api/schemas/runtime-config";

/** Placeholder in index.html where the server puts the runtime configuration. */
export const configPlaceholder = "<!--storefront-config-->";

/** JSON inside a script element must not be able to close it, so `<` is escaped. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The app's HTML page for one brand: the brand's metadata travels in a JSON script element
 * (not executed, so the Content-Security-Policy needs no inline-script allowance).
 */
export function renderAppHtml(template: string, config: RuntimeConfig): string {
  const json = `<script type="application/json" id="${runtimeConfigElementId}">${scriptSafeJson(config)}</script>`;
  const lang = config.brand.defaultCurrency.code === "GBP" ? "en-GB" : "en-US";
  return template
    .replace(configPlaceholder, json)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.brand.displayName)}</title>`);
}
