/**
 * What the views read from the basket actor: each selector takes a snapshot and answers what a part of a page shows,
 * so no view recomputes the basket's rules. Amounts are in minor units; the views format them.
 */
import type { SnapshotFrom } from "xstate";
import { basketErrorMessages } from "../../rules/basket/basket-errors";
import { basketSummary, domainFirstPrice } from "../../rules/basket/basket-lines";
import { describePeriod } from "../../rules/basket/periods";
import { savingsPercent } from "../../rules/basket/savings";
import type { BasketDomain, Period, PricingEntry } from "../../rules/basket/types";
import { emailUpsellDomain, freeOnlineUpsells, upgradableHostingLines } from "../../rules/basket/upsells";
import { resultKey } from "../../rules/lookup/results";
import type { basketMachine } from "./basket.machine";

export type { SearchAction } from "../../rules/basket/search-result-domain";
export type { Period } from "../../rules/basket/types";
export type { DomainResult as SearchResult } from "../../rules/lookup/results";

type BasketSnapshot = SnapshotFrom<typeof basketMachine>;

export interface PeriodChoice {
  period: Period;
  label: string;
}

function periodChoices(prices: readonly PricingEntry[]): PeriodChoice[] {
  return prices.map(({ period }) => ({ period, label: describePeriod(period) }));
}

function firstPeriodPrice(line: { period: Period; prices: readonly PricingEntry[] }) {
  const entry = line.prices.find((price) => price.period === line.period);
  return entry ? { price: entry.special_offer_price ?? entry.new_price, renewPrice: entry.renew_price } : null;
}

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

export const checkoutError = (snapshot: BasketSnapshot) => snapshot.context.checkoutError;
export const orderError = (snapshot: BasketSnapshot) => snapshot.context.orderError;
export const voucherMessage = (snapshot: BasketSnapshot) => snapshot.context.voucherMessage;
export const ownDomainMessage = (snapshot: BasketSnapshot) => snapshot.context.ownDomainMessage;

/** The domains hosting and add-ons can be linked to. */
export function linkableDomains({ context: { contents } }: BasketSnapshot): string[] {
  return contents.domains.map((domain) => domain.fullDomain);
}

export type DomainKind = "own" | "transfer" | "premium" | "registration";

function domainKind(domain: BasketDomain): DomainKind {
  if (domain.ownDomain) return "own";
  if (domain.status === "transfer") return "transfer";
  if (domain.isPremium) return "premium";
  return "registration";
}

export interface DomainLineView {
  fullDomain: string;
  kind: DomainKind;
  offerTitle: string | null;
  /** Free for its first year through a hosting promotion. */
  promotedFree: boolean;
  period: Period;
  periodLabel: string;
  price: number;
  renewPrice: number;
  savingPercent: number;
  /** The periods the visitor can choose between; empty when the period is fixed. */
  periodChoices: PeriodChoice[];
}

export function domainLines({ context: { contents } }: BasketSnapshot): DomainLineView[] {
  return contents.domains.map((domain) => {
    const price = domainFirstPrice(domain);
    const renewPrice = domain.offer?.renew_price ?? domain.renew_price;
    const promotedFree = domain.free_register_id !== null;
    return {
      fullDomain: domain.fullDomain,
      kind: domainKind(domain),
      offerTitle: domain.offer?.title ?? null,
      promotedFree,
      period: domain.period,
      periodLabel: describePeriod(domain.period),
      price,
      renewPrice,
      savingPercent: savingsPercent(price, renewPrice),
      periodChoices: !promotedFree && domain.prices.length > 1 ? periodChoices(domain.prices) : [],
    };
  });
}

export interface HostingLineView {
  id: string;
  name: string;
  connectedDomain: string | null;
  period: Period;
  periodChoices: PeriodChoice[];
  price: { price: number; renewPrice: number } | null;
  /** A personal-tier plan, which the basket offers to upgrade to Business hosting. */
  upgradable: boolean;
}

export function hostingLines({ context: { contents } }: BasketSnapshot): HostingLineView[] {
  const upgradable = upgradableHostingLines(contents);
  return contents.orderDetail.map((line) => ({
    id: line.id,
    name: line.name,
    connectedDomain: line.connectedDomain,
    period: line.period,
    periodChoices: periodChoices(line.prices),
    price: firstPeriodPrice(line),
    upgradable: upgradable.includes(line.id),
  }));
}

export interface HostingContractView {
  id: string;
  name: string;
  period: Period;
  /** Each contract length with what it costs now and on renewal. */
  choices: (PeriodChoice & { price: number; renewPrice: number })[];
}

/** The contract lengths of each hosting line, for the choose-your-contract page. */
export function hostingContracts({ context: { contents } }: BasketSnapshot): HostingContractView[] {
  return contents.orderDetail.map((line) => ({
    id: line.id,
    name: line.name,
    period: line.period,
    choices: line.prices.map((price) => ({
      period: price.period,
      label: describePeriod(price.period),
      price: price.new_price,
      renewPrice: price.renew_price,
    })),
  }));
}

/** How many lines of each hosting plan (by serviceplan id) the basket holds. */
export function hostingPlanCounts({ context: { contents } }: BasketSnapshot): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of contents.orderDetail)
    counts.set(line.currentServiceplanID, (counts.get(line.currentServiceplanID) ?? 0) + 1);
  return counts;
}

export const hasHosting = ({ context: { contents } }: BasketSnapshot) => contents.orderDetail.length > 0;

export interface AddonLineView {
  id: string;
  name: string;
  /** Email hosting can be relinked and backed up; a free starter page cannot. */
  isEmailHosting: boolean;
  connectedDomain: string | null;
  /** The add-on as its remove button names it. */
  label: string;
  price: number | null;
  backups: { id: string; name: string }[];
}

export function addonLines({ context: { contents } }: BasketSnapshot): AddonLineView[] {
  return contents.domainAddons.map((addon) => ({
    id: addon.id,
    name: addon.name,
    isEmailHosting: addon.codename === "email-hosting",
    connectedDomain: addon.connectedDomain,
    label: addon.connectedDomain ? `${addon.name} for ${addon.connectedDomain}` : addon.name,
    price: firstPeriodPrice(addon)?.price ?? null,
    backups: contents.emailTimelineBackups
      .filter((backup) => backup.connectedEmailAddon === addon.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

/** The estimate of the total (the server's price stays the figure paid). */
export function basketTotals({ context: { contents } }: BasketSnapshot) {
  const { subtotal, discount, total, saved } = basketSummary(contents);
  return { subtotal, discount, total, saved };
}

export interface BasketOffers {
  /** The domain email hosting is offered for, if any. */
  emailDomain: string | null;
  /** Free `.online` domains on offer, with the name the basket adds them by. */
  onlineDomains: { fullDomain: string; name: string }[];
  /** Domains with neither hosting nor a starter page, offered a free starter page. */
  starterDomains: string[];
}

export function basketOffers({ context: { contents, brandName } }: BasketSnapshot): BasketOffers {
  const hosted = new Set([
    ...contents.orderDetail.map((line) => line.connectedDomain),
    ...contents.domainAddons.filter((a) => a.codename === "free-starter").map((a) => a.connectedDomain),
  ]);
  return {
    emailDomain: emailUpsellDomain(contents),
    onlineDomains: freeOnlineUpsells(brandName, contents).map((fullDomain) => ({
      fullDomain,
      name: fullDomain.replace(/\.online$/, ""),
    })),
    starterDomains: contents.domains.filter((d) => !hosted.has(d.fullDomain)).map((d) => d.fullDomain),
  };
}

export interface AppliedVoucher {
  code: string;
  discount: { type: "percentage" | "fixed"; value: number };
  appliesTo: "domains" | "selected plans";
}

export function appliedVoucher({ context: { contents } }: BasketSnapshot): AppliedVoucher | null {
  const { voucher } = contents;
  if (!voucher) return null;
  return {
    code: voucher.code,
    discount: { type: voucher.discount_type, value: voucher.discount_value },
    appliesTo: voucher.codename === "domain" ? "domains" : "selected plans",
  };
}

/** A search result's domain name, as the basket and the results page both name it. */
export function searchResultDomain(result: { name: string; tld: string }): string {
  return resultKey(result);
}

export function hasDomain({ context: { contents } }: BasketSnapshot, fullDomain: string): boolean {
  return contents.domains.some((domain) => domain.fullDomain === fullDomain);
}
