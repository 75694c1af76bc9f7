import type { DOMPurify } from "dompurify";

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify needs a DOM; on the server one jsdom window serves every call. jsdom is most of the server's start-up
 * time (about 0.2 s to load), so it is loaded on the first content that needs sanitising, not when the server starts.
 */
function domPurify(): Promise<DOMPurify> {
  purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM("").window),
  );
  // A failed load is not kept, so the next call tries again.
  purifier.catch(() => {
    purifier = undefined;
  });
  return purifier;
}

/**
 * Content HTML as it may be rendered: no script, style, frames, forms or event handlers, and
 * links only to http(s), mailto or same-site addresses (no `javascript:` or `data:`).
 */
export async function sanitiseHtml(html: string): Promise<string> {
  if (!html) return "";
  return (await domPurify()).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i,
  });
}
