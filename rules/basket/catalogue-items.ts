/** Basket lines built from the catalogue (decisions.md section 4) and the free `.online` upsell. */
import type { BrandCode } from "../../brands/index";
import type { CataloguePrice, Serviceplan } from "../../contract/catalogue";
import type { BasketDomain, DomainAddon, EmailTimelineBackup, HostingLine, Period, PricingEntry } from "./types";
import { freeOnlineOffer } from "./upsells";

/** The preferred default period is 12 months (spec section 9), else the plan's first. */
export function defaultPeriod(plan: Pick<Serviceplan, "prices">): Period {
  const prices = plan.prices.map((price) => price.period as Period);
  return prices.includes("12m") ? "12m" : (prices[0] ?? "12m");
}

/** The catalogue's prices as basket pricing entries (the contract checked each period's form). */
export function pricingOf(prices: readonly CataloguePrice[]): PricingEntry[] {
  return prices.map(({ period_in_months: _months, ...price }) => ({ ...price, period: price.period as Period }));
}

function pricing(plan: Serviceplan): PricingEntry[] {
  return pricingOf(plan.prices);
}

function periodOf(plan: Serviceplan, wanted: Period | undefined): Period {
  return wanted && plan.prices.some((price) => price.period === wanted) ? wanted : defaultPeriod(plan);
}

export function hostingLineFrom(
  plan: Serviceplan,
  period?: Period,
): Omit<HostingLine, "id" | "connectedDomain" | "requireDomain"> {
  return {
    codename: plan.codename,
    name: plan.name,
    type: "hosting",
    currentServiceplanID: plan.serviceplan_id,
    period: periodOf(plan, period),
    prices: pricing(plan),
  };
}

export function domainAddonFrom(
  plan: Serviceplan,
  connectedDomain: string | null,
): Omit<DomainAddon, "id" | "requireDomain"> {
  return {
    codename: plan.codename as DomainAddon["codename"],
    name: plan.name,
    type: "addon",
    connectedDomain,
    serviceplan_id: plan.serviceplan_id,
    period: defaultPeriod(plan),
    prices: pricing(plan),
  };
}

export function timelineBackupFrom(plan: Serviceplan, emailAddonId: string): Omit<EmailTimelineBackup, "id"> {
  return {
    codename: "email-timeline-backup",
    name: plan.name,
    connectedEmailAddon: emailAddonId,
    serviceplan_id: plan.serviceplan_id,
    period: defaultPeriod(plan),
    prices: pricing(plan),
  };
}

/** "I already have a domain": a domain the visitor owns, linked to hosting and never charged. */
export function ownDomainFrom(fullDomain: string, brand: BrandCode): BasketDomain | null {
  const domain = fullDomain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/.*$/, "");
  const match = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.([a-z]{2,}(?:\.[a-z]{2,})?)$/.exec(domain);
  if (!match) return null;
  return {
    fullDomain: domain,
    name: match[1],
    tld: match[2],
    status: "own",
    period: "1y",
    brandName: brand,
    isPremium: false,
    ownDomain: true,
    free_register_id: null,
    emailHostingAddonID: null,
    offer: null,
    auto_bundle: false,
    currentServiceplanID: 0,
    new_price: 0,
    renew_price: 0,
    special_offer_price: null,
    prices: [],
    extradetails: { tld: match[2] },
  };
}

/** The free `.online` of the same name (UK2's offer), priced by the `.online` register prices once the offer ends. */
export function freeOnlineDomainFrom(
  name: string,
  brand: BrandCode,
  onlinePrices: PricingEntry[],
): BasketDomain | null {
  const offer = freeOnlineOffer(brand);
  const oneYear = onlinePrices.find((price) => price.period === "1y");
  if (!offer || !oneYear) return null;
  return {
    fullDomain: `${name}.online`,
    name,
    tld: "online",
    status: "available",
    period: "1y",
    brandName: brand,
    isPremium: false,
    ownDomain: false,
    free_register_id: null,
    emailHostingAddonID: null,
    offer,
    auto_bundle: false,
    currentServiceplanID: oneYear.serviceplan_id,
    new_price: oneYear.new_price,
    renew_price: oneYear.renew_price,
    special_offer_price: oneYear.special_offer_price,
    prices: onlinePrices,
    extradetails: { tld: "online" },
  };
}
