/**
 * What the views read from the basket actor: each selector takes a snapshot and answers what a part of a page shows,
 * so no view recomputes the basket's rules. These are the light ones, read on every page (the header's count, the
 * search results' buttons); the basket page's lines are in `line-selectors.ts`, loaded with that page.
 */
import type { SnapshotFrom } from "xstate";
import { basketErrorMessages } from "../../rules/basket/basket-errors";
import { resultKey } from "../../rules/lookup/results";
import type { basketMachine } from "./basket.machine";

export type { SearchAction } from "../../rules/basket/search-result-domain";
export type { Period } from "../../rules/basket/types";
export type { DomainResult as SearchResult } from "../../rules/lookup/results";

export type BasketSnapshot = SnapshotFrom<typeof basketMachine>;

/** How many lines the basket holds: domains, hosting plans, add-ons and backups. */
export function basketItemCount({ context: { contents } }: BasketSnapshot): number {
  return (
    contents.domains.length +
    contents.orderDetail.length +
    contents.domainAddons.length +
    contents.emailTimelineBackups.length
  );
}

/** Whether the basket page has nothing to list (backups never stand alone). */
export function basketIsEmpty({ context: { contents } }: BasketSnapshot): boolean {
  return contents.domains.length === 0 && contents.orderDetail.length === 0 && contents.domainAddons.length === 0;
}

/** The basket error's message, word for word (spec section 5), or null. */
export function basketErrorMessage({ context: { contents } }: BasketSnapshot): string | null {
  return contents.error ? basketErrorMessages[contents.error] : null;
}

/** The saved basket is still being read: nothing to show or send yet. */
export const isRestoring = (snapshot: BasketSnapshot) => snapshot.matches("restoring");
// One state each, so read here rather than through a tag renaming it (issue 38); views call the selector.
export const isCheckingVoucher = (snapshot: BasketSnapshot) => snapshot.matches({ ready: { voucher: "checking" } });
export const isOpeningCheckout = (snapshot: BasketSnapshot) => snapshot.hasTag("openingCheckout");
/** An order from the checkout address is being put in a basket. */
export const isPlacingOrder = (snapshot: BasketSnapshot) => snapshot.hasTag("placingOrder");
/** Whether the voucher field takes a code now (the code itself is checked when it is sent). */
export const canApplyVoucher = (snapshot: BasketSnapshot) => snapshot.can({ type: "basket.voucher.apply", code: "" });
/** Whether the basket can go to checkout now: something to order, no basket error, not already on its way. */
export const canCheckout = (snapshot: BasketSnapshot) => snapshot.can({ type: "basket.checkout" });

export const checkoutError = (snapshot: BasketSnapshot) => snapshot.context.checkoutError;
export const orderError = (snapshot: BasketSnapshot) => snapshot.context.orderError;
export const voucherMessage = (snapshot: BasketSnapshot) => snapshot.context.voucherMessage;
export const ownDomainMessage = (snapshot: BasketSnapshot) => snapshot.context.ownDomainMessage;

/** The domains hosting and add-ons can be linked to. */
export function linkableDomains({ context: { contents } }: BasketSnapshot): string[] {
  return contents.domains.map((domain) => domain.fullDomain);
}

/** How many lines of each hosting plan (by serviceplan id) the basket holds. */
export function hostingPlanCounts({ context: { contents } }: BasketSnapshot): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of contents.orderDetail)
    counts.set(line.currentServiceplanID, (counts.get(line.currentServiceplanID) ?? 0) + 1);
  return counts;
}

export const hasHosting = ({ context: { contents } }: BasketSnapshot) => contents.orderDetail.length > 0;

/** A search result's domain name, as the basket and the results page both name it. */
export function searchResultDomain(result: { name: string; tld: string }): string {
  return resultKey(result);
}

export function hasDomain({ context: { contents } }: BasketSnapshot, fullDomain: string): boolean {
  return contents.domains.some((domain) => domain.fullDomain === fullDomain);
}
