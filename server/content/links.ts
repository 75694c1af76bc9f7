import type { ContentLink, GlobalLocales } from "../../contract/content";

/**
 * Whether content may link here: http(s), mailto, or a relative address of the site. Browsers drop tabs, newlines
 * and leading controls from a URL (`java\tscript:` runs as `javascript:`), so the scheme is read without them. They
 * also read `\` as `/` in an http(s) address, so `/\evil.example/x` and `\\evil.example` go to another host, as
 * `//evil.example` does: an address starting with two of them is not one of the site's.
 */
export function isAllowedContentUrl(url: string): boolean {
  const compact = [...url].filter((char) => char.charCodeAt(0) > 0x20 && char !== "\u007f").join("");
  if (/^[/\\]{2}/.test(compact)) return false;
  const scheme = compact.match(/^([a-z][a-z0-9+.-]*):/i)?.[1].toLowerCase();
  return scheme === undefined || scheme === "http" || scheme === "https" || scheme === "mailto";
}

function allowedLinks(links: ContentLink[]): ContentLink[] {
  return links.filter((link) => isAllowedContentUrl(link.Url));
}

/** The global content with every link the page would not follow (javascript:, data:, ...) left out. */
export function withAllowedLinks(global: GlobalLocales): GlobalLocales {
  const promotionLink = global.promotionBar?.Link;
  return {
    ...global,
    promotionBar: global.promotionBar && {
      Text: global.promotionBar.Text,
      ...(promotionLink && isAllowedContentUrl(promotionLink.Url) ? { Link: promotionLink } : {}),
    },
    navigation: allowedLinks(global.navigation),
    footer: {
      ...global.footer,
      Columns: global.footer.Columns.map((column) => ({ ...column, Links: allowedLinks(column.Links) })),
    },
  };
}
