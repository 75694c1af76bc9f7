import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import "./site-menu.css";

/**
 * The main navigation's links behind a "Menu" disclosure on narrow screens; on wider ones the links show in the header
 * and the disclosure's button is hidden (site-menu.css). A native <details>, so it opens and closes before the app has
 * started and tells assistive technology whether it is expanded. Once the app runs, Escape closes it (focus back on
 * its button), and so do leaving it (its open list overlays the page, which must never cover the focused control) and
 * going to another page.
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger, though the effect does not read its path.
  useEffect(() => {
    menu.current?.removeAttribute("open");
  }, [pathname]);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector("summary")?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
  };
  return (
    <details ref={menu} className="site-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className="site-menu-button">Menu</summary>
      {children}
    </details>
  );
}
