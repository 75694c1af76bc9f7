import { type SiteContent, siteContentElementId, siteContentSchema } from "../../contract/content";

let cached: SiteContent | null | undefined;

/**
 * The site content the server put into the page (navigation, footer, promotion bar, cookie
 * text, cookie choices), or null when the page carries none. It never changes during a page
 * load, so it is read once.
 */
export function readSiteContent(doc: Document = document): SiteContent | null {
  if (cached !== undefined && doc === document) return cached;
  const text = doc.getElementById(siteContentElementId)?.textContent;
  const parsed = text ? siteContentSchema.safeParse(JSON.parse(text)) : undefined;
  const content = parsed?.success ? parsed.data : null;
  if (doc === document) cached = content;
  return content;
}
