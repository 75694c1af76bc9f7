import type { BasketContents, BasketErrorCode } from "./types";

/** Spec section 5 "Basket": each basket error code with its message, word for word. */
export const basketErrorMessages: Record<BasketErrorCode, string> = {
  NO_DOMAIN_FOR_EMAIL: "No domain selected for email hosting!",
  NO_DOMAIN_FOR_HOSTING: "No domain selected for hosting!",
  OWN_DOMAIN_NOT_ASSIGNED: "Your own domain has to be assigned to hosting!",
};

/**
 * The basket error, recomputed after every change (spec section 4): email hosting without a domain, then hosting
 * without a domain, then an own domain that no hosting line uses; null when the basket is in order.
 */
export function basketError(contents: Omit<BasketContents, "error">): BasketErrorCode | null {
  if (contents.domainAddons.some((addon) => addon.codename === "email-hosting" && addon.connectedDomain === null))
    return "NO_DOMAIN_FOR_EMAIL";
  if (contents.orderDetail.some((line) => line.requireDomain && line.connectedDomain === null))
    return "NO_DOMAIN_FOR_HOSTING";
  const hostedDomains = new Set(contents.orderDetail.map((line) => line.connectedDomain));
  if (contents.domains.some((domain) => domain.ownDomain && !hostedDomains.has(domain.fullDomain)))
    return "OWN_DOMAIN_NOT_ASSIGNED";
  return null;
}
