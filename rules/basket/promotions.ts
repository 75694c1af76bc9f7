/**
 * Free-domain promotions (spec section 5 "Basket", decisions.md section 5): one module, used by the basket machine in
 * the browser and by the brand API when it prices a basket, so both always agree on which domain is free.
 */
import { type BrandCode, brands } from "../../brands/index";
import { periodInMonths } from "./periods";
import type { DomainPromotion, Period } from "./types";

export function domainPromotionsFor(brand: BrandCode): readonly DomainPromotion[] {
  return brands[brand].domainPromotions;
}

export interface PromotionDomain {
  tld: string;
  isPremium: boolean;
  ownDomain: boolean;
  /** register or transfer; own domains and bundles never earn a promotion. */
  status: string;
}

export interface PromotionHosting {
  codename: string;
  serviceplanId: number;
  period: Period;
}

/**
 * Spec section 5: a free domain promotion applies only to a non-premium domain, when a hosting item linked to it has
 * a period over one year, the promotion's eligible period matches, and the hosting plan matches the required plan ids
 * or codenames. Answers the promotion earned, if any.
 */
export function freeDomainPromotion(
  domain: PromotionDomain,
  linkedHosting: readonly PromotionHosting[],
  promotions: readonly DomainPromotion[],
): DomainPromotion | null {
  if (domain.isPremium || domain.ownDomain) return null;
  if (domain.status !== "available" && domain.status !== "transfer") return null;
  for (const promotion of promotions) {
    if (promotion.tld !== domain.tld) continue;
    const qualifies = linkedHosting.some((hosting) => {
      const months = periodInMonths(hosting.period);
      const planMatches =
        promotion.must_be_bought_with.serviceplan_ids.includes(hosting.serviceplanId) ||
        promotion.must_be_bought_with.codenames.includes(hosting.codename);
      return months > 12 && promotion.eligible_period.includes(months) && planMatches;
    });
    if (qualifies) return promotion;
  }
  return null;
}

/** The period a domain is forced to once it earns a free registration (spec section 4). */
export const freeDomainPeriod: Period = "1y";
