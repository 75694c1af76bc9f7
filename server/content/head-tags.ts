import type { Seo } from "../../contract/content";
import { escapeHtml } from "../storefront/html";

/** A same-site path made absolute on the brand's public origin; absolute URLs stay as they are. */
function absoluteUrl(brandURL: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${brandURL}${url.startsWith("/") ? "" : "/"}${url}`;
}

export interface HeadTagsInput {
  seo: Seo;
  brandURL: string;
  siteName: string;
  /** The requested path, used when the record names no canonical URL. */
  path: string;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for the HTML the server sends,
 * so a crawler that runs no script sees them.
 */
export function renderHeadTags({ seo, brandURL, siteName, path }: HeadTagsInput): string {
  const canonical = absoluteUrl(brandURL, seo.Canonical_URL || path);
  const image = seo.Open_graph_img ? absoluteUrl(brandURL, seo.Open_graph_img) : undefined;
  const meta = (attribute: "name" | "property", key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : "";
  return [
    `<title>${escapeHtml(seo.Title)}</title>`,
    meta("name", "description", seo.Description),
    meta("name", "keywords", seo.Keywords),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", seo.Title),
    meta("property", "og:description", seo.Description),
    meta("property", "og:url", canonical),
    meta("property", "og:image", image),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:site", seo.Twitter_account),
    meta("name", "twitter:title", seo.Title),
    meta("name", "twitter:description", seo.Description),
    meta("name", "twitter:image", image),
  ]
    .filter(Boolean)
    .join("\n    ");
}
