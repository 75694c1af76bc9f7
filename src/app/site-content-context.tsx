import { createContext, type ReactNode, use } from "react";
import type { SiteContent } from "../../contract/content";

const SiteContentContext = createContext<SiteContent | null>(null);

/**
 * The site content of this page (navigation, footer, promotion bar, cookie text): read from the page in the browser
 * and handed over by the server when it renders, so both render the same header and footer.
 */
export function SiteContentProvider({ content, children }: { content: SiteContent | null; children: ReactNode }) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

/** The page's site content, or null when the page carries none. */
export function useSiteContent(): SiteContent | null {
  return use(SiteContentContext);
}
