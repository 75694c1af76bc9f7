import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long to wait for an anchor that late content may still add. */
const anchorWaitMs = 10_000;

function anchorFor(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * When the URL has a hash, scroll to that anchor (spec section 2), also when the anchor only
 * appears once content has loaded.
 */
export function useHashScroll(): void {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger, though the effect does not read its path.
  useEffect(() => {
    if (hash.length < 2) return;
    const scroll = (target: HTMLElement) => target.scrollIntoView({ block: "start" });
    const present = anchorFor(hash);
    if (present) {
      scroll(present);
      return;
    }
    const root = document.getElementById("root") ?? document.body;
    const observer = new MutationObserver(() => {
      const target = anchorFor(hash);
      if (!target) return;
      observer.disconnect();
      scroll(target);
    });
    observer.observe(root, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), anchorWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [hash, pathname]);
}
