import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** DOMPurify needs a DOM; on the server one jsdom window serves every call. */
function domPurify(): ReturnType<typeof createDOMPurify> {
  purifier ??= createDOMPurify(new JSDOM("").window);
  return purifier;
}

/**
 * Content HTML as it may be rendered: no script, style, frames, forms or event handlers, and
 * links only to http(s), mailto or same-site addresses (no `javascript:` or `data:`).
 */
export function sanitiseHtml(html: string): string {
  if (!html) return "";
  return domPurify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i,
  });
}
