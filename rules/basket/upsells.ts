/**
 * Offers the basket makes (spec section 4 and 5 "Basket"): the free `.online` domain (UK2's offer, decisions.md
 * section 2), the email upsell for the first domain, and plan tiers recognised by name.
 */
import { type BrandCode, brands } from "../../brands/index";
import type { BasketContents, BasketDomain, Offer } from "./types";

/** Spec section 9: the free `.online` offer is serviceplan 22607 and renews at £25.99. */
export const freeOnlineServiceplanId = 22607;
const freeOnlineRenewPrice = 2599;

/** The TLDs whose domains earn a free `.online` of the same name. */
export const freeOnlinePartnerTlds = ["com", "co.uk"] as const;

/** The brand's free `.online` offer, or null when its brand file offers none. */
export function freeOnlineOffer(brand: BrandCode): Offer | null {
  if (!brands[brand].offersFreeOnline) return null;
  return {
    isExtraOffer: true,
    isFree: true,
    serviceplan_id: freeOnlineServiceplanId,
    title: "FREE",
    description: "Free for the first year with your .com or .co.uk domain.",
    new_price: 0,
    renew_price: freeOnlineRenewPrice,
  };
}

/** Whether a `.com` or `.co.uk` of this name is among the domains. */
export function hasFreeOnlinePartner(name: string, domains: readonly { name: string; tld: string }[]): boolean {
  return domains.some(
    (domain) => domain.name === name && (freeOnlinePartnerTlds as readonly string[]).includes(domain.tld),
  );
}

/**
 * Spec section 4: the `.online` FREE title applies only while a `.com` or `.co.uk` domain with the same name is in the
 * basket; when none remains the offer is removed and the `.online` domain costs its normal price.
 */
export function applyFreeOnlineRule(domains: BasketDomain[]): BasketDomain[] {
  return domains.map((domain) => {
    if (domain.tld !== "online" || domain.offer?.serviceplan_id !== freeOnlineServiceplanId) return domain;
    return hasFreeOnlinePartner(domain.name, domains) ? domain : { ...domain, offer: null };
  });
}

/** Spec section 5: the free `.online` upsell for each `.com` and `.co.uk` domain whose `.online` is not yet there. */
export function freeOnlineUpsells(brand: BrandCode, contents: BasketContents): string[] {
  if (!freeOnlineOffer(brand)) return [];
  return contents.domains
    .filter((domain) => !domain.ownDomain && (freeOnlinePartnerTlds as readonly string[]).includes(domain.tld))
    .map((domain) => `${domain.name}.online`)
    .filter((online, index, all) => all.indexOf(online) === index)
    .filter((online) => !contents.domains.some((domain) => domain.fullDomain === online));
}

/** Spec section 5: personal-tier plans are detected by name. */
export function isPersonalTierPlan(name: string): boolean {
  return /\bpersonal\b/i.test(name);
}

/** Spec section 5: online-shop-10 plans are detected by name. */
export function isOnlineShop10Plan(name: string): boolean {
  return /online[\s-]?shop[\s-]?10\b/i.test(name);
}

/**
 * Spec section 5: the email upsell is offered only for the first domain, while it has no email hosting, and not when
 * an Online Shop 10 plan (which includes mailboxes) is in the basket. Answers the domain to offer it for.
 */
export function emailUpsellDomain(contents: BasketContents): string | null {
  const first = contents.domains[0];
  if (!first) return null;
  if (contents.orderDetail.some((line) => isOnlineShop10Plan(line.name))) return null;
  const hasEmail = contents.domainAddons.some(
    (addon) => addon.codename === "email-hosting" && addon.connectedDomain === first.fullDomain,
  );
  return hasEmail ? null : first.fullDomain;
}

/** Hosting lines on a personal-tier plan, which the basket offers to upgrade to Business hosting. */
export function upgradableHostingLines(contents: BasketContents): string[] {
  return contents.orderDetail.filter((line) => isPersonalTierPlan(line.name)).map((line) => line.id);
}
