import { sameOriginTarget } from "../../../contract/same-origin-target";

/**
 * The "Back to checkout" address after a payment: the page the provider was given as `pathname` when it stays on the
 * brand's origin (contract/same-origin-target.ts), else the checkout, with the basket id in its query.
 */
export function backToCheckoutPath(
  backPath: string | null,
  basketId: string,
  { brandOrigin, checkoutPath }: { brandOrigin: string; checkoutPath: string },
): string {
  const local = (backPath && sameOriginTarget(backPath, brandOrigin)) || checkoutPath;
  return `${local}?${new URLSearchParams({ basket: basketId })}`;
}
