import type { IOptions } from "sanitize-html";

type SanitizeHtml = (html: string, options: IOptions) => string;

let sanitizer: Promise<SanitizeHtml> | undefined;

/**
 * sanitize-html parses with htmlparser2 and needs no DOM (DOMPurify needed jsdom, about 90 MB of the server's memory).
 * It is still loaded on the first content that needs sanitising, not when the server starts (about 0.1 s to load).
 */
function loadSanitizer(): Promise<SanitizeHtml> {
  sanitizer ??= import("sanitize-html").then((module) => module.default);
  // A failed load is not kept, so the next call tries again.
  sanitizer.catch(() => {
    sanitizer = undefined;
  });
  return sanitizer;
}

/** What content HTML may hold: text structure, tables, images and links; everything else is dropped. */
export const contentAllowList: IOptions = {
  allowedTags: [
    ..."h1 h2 h3 h4 h5 h6 p br hr blockquote pre code div span section article header footer aside".split(" "),
    ..."a abbr b strong i em u s small sub sup mark q cite dfn kbd samp time del ins".split(" "),
    ..."ul ol li dl dt dd figure figcaption img picture".split(" "),
    ..."table caption colgroup col thead tbody tfoot tr th td".split(" "),
  ],
  allowedAttributes: {
    "*": ["id", "class", "title", "lang", "dir", "aria-*"],
    a: ["href", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    ol: ["start", "reversed", "type"],
    td: ["colspan", "rowspan", "headers"],
    th: ["colspan", "rowspan", "headers", "scope"],
    time: ["datetime"],
  },
  // http(s), mailto and same-site (relative, not //host) addresses only: no `javascript:`, `data:`, `vbscript:` or `tel:`.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  // Dropped with what they hold (any other tag not allowed is dropped, its text kept).
  nonTextTags: [
    ..."script style textarea option noscript iframe object embed".split(" "),
    ..."noembed noframes template title xmp svg math select".split(" "),
  ],
  disallowedTagsMode: "discard",
};

/**
 * Content HTML as it may be rendered: no script, style, frames, forms or event handlers, and
 * links only to http(s), mailto or same-site addresses (no `javascript:` or `data:`).
 */
export async function sanitiseHtml(html: string): Promise<string> {
  if (!html) return "";
  return (await loadSanitizer())(html, contentAllowList);
}
