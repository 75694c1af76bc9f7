import { useCallback } from "react";

/**
 * A ref for a sticky bar that keeps a custom property on the root equal to the bar's height while the bar is shown,
 * so the page's `scroll-padding` (src/styles.css) scrolls a focused control clear of it, whatever the text size or
 * line wrapping.
 */
export function useStickyHeight(property: string): (bar: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (bar: HTMLElement | null) => {
      if (!bar) return;
      const root = document.documentElement.style;
      const observer = new ResizeObserver(() => root.setProperty(property, `${bar.offsetHeight}px`));
      observer.observe(bar);
      return () => {
        observer.disconnect();
        root.removeProperty(property);
      };
    },
    [property],
  );
}
