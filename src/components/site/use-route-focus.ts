import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After moving to another page, put the visitor at its top and move focus to the main content,
 * so keyboard and screen-reader users start reading the new page. A link with a hash is left
 * to the hash scroll.
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
    if (hash.length > 1) return;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
