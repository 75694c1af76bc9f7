import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a new page's heading is waited for (a page whose workflow is still loading shows it a little later). */
const headingWaitMs = 5000;

/**
 * After moving to another page, put the visitor at its top and move focus to the new page's heading (made focusable
 * for it), so a screen reader reads where the visitor arrived and the next Tab starts at the page's content. Until the
 * heading is there, focus waits on the main content; it moves on to the heading only if the visitor has not moved it.
 * A link with a hash is left to the hash scroll.
 */
export function useRouteFocus(): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger, though the effect does not read its path.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById("main");
    if (hash.length > 1 || !main) return;
    window.scrollTo(0, 0);
    const focusHeading = () => {
      const heading = main.querySelector("h1");
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}
