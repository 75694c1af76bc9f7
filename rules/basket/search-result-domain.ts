/** A domain search result (spec section 3 "Domain search result") as a basket domain. */
import type { BrandCode } from "../../brands/index";
import { type DomainResult, showsTwoYearOffer } from "../lookup/results";
import type { BasketDomain, DomainStatus, Period, PricingEntry } from "./types";
import { isWholeYears } from "./whole-years";

/** The fields of a search result the basket needs. */
export interface DomainToAdd {
  name: string;
  tld: string;
  status: string;
  new_price: number;
  renew_price: number;
  special_offer_price: number | null;
  period: Period;
  serviceplan_id: number;
  isPremium: boolean;
  /** Search results also say how many months each period is; the basket does not keep that. */
  prices?: (PricingEntry & { period_in_months?: number })[];
  twoYearOffer?: { new_price: number; renew_price: number; serviceplan_id: number };
  /** Take the two-year offer instead of the chosen period. */
  useTwoYearOffer?: boolean;
  auto_bundle?: boolean;
}

/** What the visitor asked for on the result's row. */
export type SearchAction = "register" | "transfer";

/**
 * What a search result becomes in the basket: the period the visitor chose in the results when it is whole years
 * (decisions.md section 3; else the result's own),
 * a transfer when they asked for one, and the two-year offer when they chose two years and the offer is shown.
 */
export function domainToAddFrom(result: DomainResult, action: SearchAction, chosenPeriod?: string): DomainToAdd {
  const period = chosenPeriod !== undefined && isWholeYears(chosenPeriod) ? chosenPeriod : result.period;
  return {
    ...result,
    period,
    status: action === "transfer" ? "transfer" : result.status,
    useTwoYearOffer: period === "2y" && showsTwoYearOffer(result, result.twoYearOffer),
  };
}

const basketStatuses: DomainStatus[] = ["available", "transfer", "premium", "preorder", "bundle"];

/** The two-year offer the result brings into the basket, when the visitor took it. */
function twoYearOfferOf(result: DomainToAdd) {
  return result.useTwoYearOffer && result.twoYearOffer
    ? {
        isExtraOffer: true,
        isFree: false,
        serviceplan_id: result.twoYearOffer.serviceplan_id,
        title: "Two-year offer",
        description: "Two years for about the price of one.",
        new_price: result.twoYearOffer.new_price,
        renew_price: result.twoYearOffer.renew_price,
      }
    : null;
}

/** The pricing entry of the period the visitor chose (which may not be the result's own). */
function chosenPricing(result: DomainToAdd): PricingEntry {
  return (
    result.prices?.find((entry) => entry.period === result.period) ?? {
      period: result.period,
      new_price: result.new_price,
      renew_price: result.renew_price,
      special_offer_price: result.special_offer_price,
      serviceplan_id: result.serviceplan_id,
    }
  );
}

/**
 * What the basket will charge first, and renew at, for the result added for the period picked, and for which period
 * (the pick when it is whole years, else the result's own), with that period's regular price: the search row shows
 * exactly this, so the page never shows one price or period and the basket charge another.
 */
export function priceWhenAdded(
  result: DomainResult,
  picked: string,
): { period: Period; first: number; renew: number; regular: number } {
  const toAdd = domainToAddFrom(result, "register", picked);
  const offer = twoYearOfferOf(toAdd);
  const own = chosenPricing(toAdd);
  const charged = offer
    ? { first: offer.new_price, renew: offer.renew_price }
    : { first: own.special_offer_price ?? own.new_price, renew: own.renew_price };
  return { period: toAdd.period, ...charged, regular: own.new_price };
}

export function domainFromSearchResult(result: DomainToAdd, brand: BrandCode): BasketDomain {
  const status = (basketStatuses as string[]).includes(result.status) ? (result.status as DomainStatus) : "available";
  const offer = twoYearOfferOf(result);
  const own = chosenPricing(result);
  return {
    fullDomain: `${result.name}.${result.tld}`,
    name: result.name,
    tld: result.tld,
    status,
    period: offer ? "2y" : result.period,
    brandName: brand,
    isPremium: result.isPremium,
    ownDomain: false,
    free_register_id: null,
    emailHostingAddonID: null,
    offer,
    auto_bundle: result.auto_bundle ?? false,
    currentServiceplanID: own.serviceplan_id,
    new_price: own.new_price,
    renew_price: own.renew_price,
    special_offer_price: own.special_offer_price,
    prices: result.prices?.length ? result.prices.map(({ period_in_months: _months, ...price }) => price) : [own],
    extradetails: { tld: result.tld },
  };
}
