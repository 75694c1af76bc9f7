import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { sameOriginTarget } from "../../../contract/same-origin-target";

/**
 * HTML from the content service, which the storefront server has already sanitised
 * (server/content/sanitise.ts). Links to this site's pages are followed by the router.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const followSiteLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    // A fragment link scrolls this page the browser's way; a link read from this page that stays on it, the router's.
    const sitePath = !href || href.startsWith("#") ? null : sameOriginTarget(href, window.location.href);
    if (sitePath === null) return;
    event.preventDefault();
    navigate(sitePath);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the links inside; the links stay the interactive elements.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires click, so keyboard users get the same navigation.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML with sanitize-html (server/content/sanitise.ts) before sending it.
    <div className={className} onClick={followSiteLinks} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
