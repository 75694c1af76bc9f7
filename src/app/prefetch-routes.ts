import { matchRoutes, type RouteObject } from "react-router";
import { type RouteChunks, routeChunksElementId } from "../../contract/server-render";
import { addsToBasketAttribute } from "./basket-intent";
import { basketWorkflowModule } from "./workflows";

/** The route chunks the server put into the page (none when the browser rendered it or in dev). */
function readRouteChunks(): RouteChunks {
  const text = document.getElementById(routeChunksElementId)?.textContent;
  return text ? JSON.parse(text) : {};
}

/** The same-origin address a link or form leads to, or null for anything else. */
function destination(target: EventTarget | null): URL | null {
  const element = target instanceof Element ? target.closest("a[href], form") : null;
  const href =
    element instanceof HTMLAnchorElement ? element.href : element instanceof HTMLFormElement ? element.action : null;
  if (!href) return null;
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Fetches a page's scripts when the visitor shows they are about to go there: pointing at a link, touching it, or
 * moving into a form (the search box) whose address is the page. Every file of the route is asked for at once (a
 * modulepreload link each, from the server's route chunks), so by the click they are on their way or here and a
 * client navigation waits through at most that one wave (issue 39); the router later imports the same modules.
 * The basket's code, which loads when the basket is first used, is fetched the same way when the visitor heads for an
 * add-to-basket control, so the add does not wait a round trip for it.
 */
export function prefetchRoutesOnIntent(routes: RouteObject[]): void {
  const chunks = readRouteChunks();
  const asked = new Set<string>();
  const preload = (file: string) => {
    if (asked.has(file)) return;
    asked.add(file);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  };
  const prefetch = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${addsToBasketAttribute}]`))
      for (const file of chunks[basketWorkflowModule] ?? []) preload(file);
    const url = destination(event.target);
    if (!url) return;
    for (const { route } of matchRoutes(routes, url.pathname) ?? [])
      for (const file of (route.id && chunks[route.id]) || []) preload(file);
  };
  for (const type of ["pointerover", "focusin", "touchstart"])
    document.addEventListener(type, prefetch, { capture: true, passive: true });
}
