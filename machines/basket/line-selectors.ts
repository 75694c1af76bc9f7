/** The basket page's lines, totals and offers, as the basket and contract pages show them (amounts in minor units). */
import { basketSummary, domainFirstPrice } from "../../rules/basket/basket-lines";
import { describePeriod } from "../../rules/basket/periods";
import { taxOn, taxRatePercent } from "../../rules/basket/sales-tax";
import { savingsPercent } from "../../rules/basket/savings";
import type { BasketDomain, Period, PricingEntry } from "../../rules/basket/types";
import { emailUpsellDomain, freeOnlineUpsells, upgradableHostingLines } from "../../rules/basket/upsells";
import { isWholeYears } from "../../rules/basket/whole-years";
import type { BasketSnapshot } from "./selectors";

export interface PeriodChoice {
  period: Period;
  label: string;
}

function periodChoices(prices: readonly PricingEntry[]): PeriodChoice[] {
  return prices.map(({ period }) => ({ period, label: describePeriod(period) }));
}

/** A domain's periods: whole years only, whatever its pricing lists (decisions.md section 3). */
function domainPeriodChoices(prices: readonly PricingEntry[]): PeriodChoice[] {
  return periodChoices(prices.filter((price) => isWholeYears(price.period)));
}

function firstPeriodPrice(line: { period: Period; prices: readonly PricingEntry[] }) {
  const entry = line.prices.find((price) => price.period === line.period);
  return entry ? { price: entry.special_offer_price ?? entry.new_price, renewPrice: entry.renew_price } : null;
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
  /** Why the price changed when a period change dropped the domain's two-year offer (spec section 4), else null. */
  offerDroppedNotice: string | null;
}

/** What the basket says once a period change dropped a domain's two-year offer (spec section 4). */
function offerDroppedNotice(domain: BasketDomain): string | null {
  if (!domain.offerDropped || domain.offer !== null) return null;
  return `The two-year offer for ${domain.fullDomain} ended when you changed its period, so its regular price applies. To get the offer again, remove ${domain.fullDomain} and add it for 2 years from your search.`;
}

export function domainLines({ context: { contents } }: BasketSnapshot): DomainLineView[] {
  return contents.domains.map((domain) => {
    const price = domainFirstPrice(domain);
    const renewPrice = domain.offer?.renew_price ?? domain.renew_price;
    const promotedFree = domain.free_register_id !== null;
    const choices = domainPeriodChoices(domain.prices);
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
      periodChoices: !promotedFree && choices.length > 1 ? choices : [],
      offerDroppedNotice: offerDroppedNotice(domain),
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

/**
 * Where the brand adds a sales tax (brands/), the tax the basket expects and its total with it: what checkout takes,
 * by the server's own rule (rules/basket/sales-tax.ts).
 */
export function basketTax(snapshot: BasketSnapshot) {
  const { brandName } = snapshot.context;
  const { total } = basketTotals(snapshot);
  const tax = taxOn(total, brandName);
  return { taxRatePercent: taxRatePercent(brandName), tax, totalWithTax: total + tax };
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
  discount: { type: "percentage" | "fixed"; amount: number };
  appliesTo: "domains" | "selected plans";
}

export function appliedVoucher({ context: { contents } }: BasketSnapshot): AppliedVoucher | null {
  const { voucher } = contents;
  if (!voucher) return null;
  return {
    code: voucher.code,
    discount: { type: voucher.discount_type, amount: voucher.discount_value },
    appliesTo: voucher.codename === "domain" ? "domains" : "selected plans",
  };
}
