/** Moves to a page of the app without reloading it: the router's navigate, once the browser has a router. */
type RouterNavigate = (to: string) => unknown;

let routerNavigate: RouterNavigate | null = null;

/** src/main.tsx hands over its router's navigate as soon as the router exists. */
export function navigateWithRouter(navigate: RouterNavigate): void {
  routerNavigate = navigate;
}

/**
 * Goes to an address the way a link would: a page on this origin through the router (no reload, so the running
 * actors stay and focus moves to the new page's heading), anything else, or any address before the router exists, by
 * loading it.
 */
export function goTo(url: URL): void {
  if (url.origin === window.location.origin && routerNavigate)
    routerNavigate(`${url.pathname}${url.search}${url.hash}`);
  else window.location.assign(url.toString());
}
