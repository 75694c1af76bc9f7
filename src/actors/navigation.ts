import { sameOriginTarget } from "../../contract/same-origin-target";

/** Moves to a page of the app without reloading it: the router's navigate, once the browser has a router. */
type RouterNavigate = (to: string) => Promise<void>;

let routerNavigate: RouterNavigate | null = null;

/** src/main.tsx hands over its router's navigate as soon as the router exists. */
export function navigateWithRouter(navigate: RouterNavigate): void {
  routerNavigate = navigate;
}

/**
 * Goes to an address the way a link would: a page on this origin through the router (no reload, so the running
 * actors stay and focus moves to the new page's heading), anything else, or any address before the router exists, by
 * loading it. Resolves `true` once a page of this app shows it, `false` when the browser is loading another document.
 */
export async function goTo(url: URL): Promise<boolean> {
  const inThisApp = sameOriginTarget(url.href, window.location.origin);
  if (inThisApp !== null && routerNavigate) {
    await routerNavigate(inThisApp);
    return true;
  }
  window.location.assign(url.toString());
  return false;
}

/** The brand's checkout address for a server basket (its checkoutURL, spec section 2, with `?basket=`). */
export function checkoutAddress(checkoutURL: string, basketId: string): URL {
  const url = new URL(checkoutURL, window.location.href);
  url.search = new URLSearchParams({ basket: basketId }).toString();
  return url;
}
