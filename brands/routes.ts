import { type BrandCode, brands } from "./index";

/** Paths shared by every brand (spec section 2). */
export const sharedRoutePaths = {
  home: "/",
  checkout: "/order/checkout/",
  charged: "/order/charged/",
  awaitingConfirmation: "/order/awaiting-confirmation/",
  paymentPending: "/order/payment-pending/",
  cardCheckoutComplete: "/order/thg-checkout-complete/",
  paypalComplete: "/order/paypal-complete/",
  chooseYourContract: "/order/choose-your-contract",
  orderTracking: "/order/tracking/",
  terms: "/terms-and-conditions/",
  cookiePolicy: "/cookie-policy/",
  knowledgeBase: "/knowledge-base/",
} as const;

export type RouteId = keyof typeof sharedRoutePaths | "searchResults" | "hosting" | "basket";
export type RoutePaths = Record<RouteId, string>;

/** Every route of the storefront app with its path for one brand. */
export function routePathsFor(brand: BrandCode): RoutePaths {
  return { ...sharedRoutePaths, ...brands[brand].routes };
}

/** Compares paths the way the router does: a trailing slash is optional. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const termsPagePattern = /^\/terms-and-conditions\/[a-z0-9-]+$/;

/** The path of one terms page of the brand's content ("general" is `/terms-and-conditions/general/`). */
export function termsPagePath(slug: string): string {
  return `${sharedRoutePaths.terms}${slug}/`;
}

/** The statechart viewer's path; served only when the server runs with STATECHARTS=1 (and in dev). */
export const statechartsPath = "/statecharts";

export function isStatechartsPath(pathname: string): boolean {
  return withoutTrailingSlash(pathname) === statechartsPath;
}

/** Whether the app has a page at this path for this brand; any other path is the 404 page. */
export function isAppPath(brand: BrandCode, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (termsPagePattern.test(path)) return true;
  return Object.values(routePathsFor(brand)).some((routePath) => withoutTrailingSlash(routePath) === path);
}
