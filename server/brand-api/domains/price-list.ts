/**
 * The domain price list of the brand API: per brand, per currency, per TLD, with 1y, 2y and 3y periods (registries
 * sell domains in whole years: decisions.md section 3), serviceplan ids, special offers, two-year offers, and `.uk` free-transfer entries (decisions.md
 * section 3, spec sections 3 and 9). Money is in integer minor units (cents, pence) of the brand's currency.
 *
 * How to use it (stable exports; the basket prices its domain lines with these):
 * - `domainPrice({ brand, tld, period, action })`: the pricing entry for one domain line, or undefined when the brand
 *   does not sell that TLD for that period. `action` is "register" (default) or "transfer".
 *   `new_price` is what the whole period costs the first time; `special_offer_price` (when not null) replaces it;
 *   `renew_price` is what the same period costs at renewal.
 * - `domainPriceEntries({ brand, tld, action })`: every period of a TLD, shortest first.
 * - `twoYearOffer(brand, tld)`: the TLD's two-year offer (spec section 3 "twoYearOffer"), if it has one.
 * - `premiumDomainServiceplanId`: premium domains are sold on the UK2 premium serviceplan in every brand (spec
 *   section 9); their price comes from the premium check, not from this list.
 * - `brandCurrency(brand)`: the currency the brand's prices are in.
 */
import { brandDomainPrices } from "../../../brands/domain-prices";
import { type BrandCode, brands, type Currency } from "../../../brands/index";
import type { TldPrices } from "../../../brands/tld-prices";
import { premiumDomainServiceplanId } from "../../../contract/domains";

export type DomainPeriod = "1y" | "2y" | "3y";
export type DomainPriceAction = "register" | "transfer";

/** Spec section 3 "Pricing entry". */
export interface DomainPriceEntry {
  period: DomainPeriod;
  period_in_months: number;
  new_price: number;
  renew_price: number;
  special_offer_price: number | null;
  serviceplan_id: number;
  extradetails: { tld: string };
}

/** Spec section 3 "twoYearOffer" of a domain search result. */
export interface TwoYearOffer {
  brand: BrandCode;
  new_price: number;
  period: "2y";
  renew_price: number;
  serviceplan_id: number;
  special_offer_price: number | null;
  extradetails: { tld: string };
}

/** The UK2 premium-domain serviceplan, used for premium domains in every brand (spec section 9). */
export { premiumDomainServiceplanId };

const periodMonths: Record<DomainPeriod, number> = { "1y": 12, "2y": 24, "3y": 36 };
/** Offsets of each serviceplan inside a TLD's block of ten (0 was a one-month plan, no longer sold: ids stay). */
const serviceplanOffset = { "1y": 1, "2y": 2, "3y": 3, transfer: 4, ukFreeTransfer: 5, twoYearOffer: 6 };

const ukTransferTlds = new Set(["uk", "co.uk", "me.uk", "org.uk"]);

function tldBlock(brand: BrandCode, tld: string): { prices: TldPrices; base: number } | undefined {
  const list = brandDomainPrices[brand];
  const prices = list.tlds[tld];
  if (!prices) return undefined;
  const index = Object.keys(list.tlds).indexOf(tld);
  return { prices, base: list.serviceplanBase + index * 10 };
}

function registerEntries(tld: string, prices: TldPrices, base: number): DomainPriceEntry[] {
  const entry = (period: DomainPeriod, newPrice: number, renewPrice: number, offer: number | null) => ({
    period,
    period_in_months: periodMonths[period],
    new_price: newPrice,
    renew_price: renewPrice,
    special_offer_price: offer,
    serviceplan_id: base + serviceplanOffset[period],
    extradetails: { tld },
  });
  return [
    entry("1y", prices.register, prices.renew, prices.offer ?? null),
    entry("2y", prices.register + prices.renew, 2 * prices.renew, null),
    entry("3y", prices.register + 2 * prices.renew, 3 * prices.renew, null),
  ];
}

function transferEntry(tld: string, prices: TldPrices, base: number): DomainPriceEntry {
  // `.uk` transfers are free and have their own pricing entries (spec section 9); other transfers add a year.
  const freeUkTransfer = ukTransferTlds.has(tld);
  return {
    period: "1y",
    period_in_months: 12,
    new_price: prices.transfer,
    renew_price: prices.renew,
    special_offer_price: null,
    serviceplan_id: base + (freeUkTransfer ? serviceplanOffset.ukFreeTransfer : serviceplanOffset.transfer),
    extradetails: { tld },
  };
}

/** Every period of a TLD for the brand, shortest first; empty when the brand does not sell the TLD. */
export function domainPriceEntries(query: {
  brand: BrandCode;
  tld: string;
  action?: DomainPriceAction;
}): DomainPriceEntry[] {
  const block = tldBlock(query.brand, query.tld);
  if (!block) return [];
  if (query.action === "transfer") return [transferEntry(query.tld, block.prices, block.base)];
  return registerEntries(query.tld, block.prices, block.base);
}

/** The pricing entry for one domain line, or undefined when the brand does not sell that TLD for that period. */
export function domainPrice(query: {
  brand: BrandCode;
  tld: string;
  period: DomainPeriod;
  action?: DomainPriceAction;
}): DomainPriceEntry | undefined {
  return domainPriceEntries(query).find((entry) => entry.period === query.period);
}

/** The TLD's two-year offer: two years for about the price of one, on its own serviceplan. */
export function twoYearOffer(brand: BrandCode, tld: string): TwoYearOffer | undefined {
  const block = tldBlock(brand, tld);
  if (block?.prices.twoYear === undefined) return undefined;
  return {
    brand,
    new_price: block.prices.twoYear,
    period: "2y",
    renew_price: 2 * block.prices.renew,
    serviceplan_id: block.base + serviceplanOffset.twoYearOffer,
    special_offer_price: null,
    extradetails: { tld },
  };
}

export function brandCurrency(brand: BrandCode): Currency {
  return brands[brand].defaultCurrency;
}
