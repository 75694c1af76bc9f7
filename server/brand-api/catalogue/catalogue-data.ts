/**
 * The catalogue of hosting plans and add-ons (decisions.md section 4), the one data file of the brand API for it.
 * Rates are per month in minor units of each currency; a period's price is its monthly rate times its months, and
 * its renewal is the regular monthly rate times its months. USD serves WH and MP, GBP serves UK2.
 */

import type { CurrencyCode } from "../../../brands/index";
import type { Serviceplan } from "../../../contract/catalogue";

type MonthlyRates = { 1: number; 12: number; 24: number; 36: number };

interface PlanDefinition {
  serviceplan_id: number;
  codename: string;
  name: string;
  type: "hosting" | "addon";
  description: string;
  requires_domain: boolean;
  features: string[];
  periods: (keyof MonthlyRates)[];
  rates: Record<CurrencyCode, { first: MonthlyRates; renew: number }>;
}

const hostingPeriods: (keyof MonthlyRates)[] = [1, 12, 24, 36];

export const serviceplanIds = {
  hostingStarter: 3101,
  hostingPersonal: 3102,
  hostingBusiness: 3103,
  onlineShop10: 3104,
  emailHosting: 3201,
  emailTimelineBackup: 3202,
  freeStarter: 3203,
} as const;

const plans: PlanDefinition[] = [
  {
    serviceplan_id: serviceplanIds.hostingStarter,
    codename: "hosting-starter",
    name: "Starter Hosting",
    type: "hosting",
    description: "One website with room to grow.",
    requires_domain: true,
    features: ["1 website", "10 GB SSD storage", "Free SSL certificate"],
    periods: hostingPeriods,
    rates: {
      USD: { first: { 1: 499, 12: 399, 24: 349, 36: 299 }, renew: 699 },
      GBP: { first: { 1: 399, 12: 299, 24: 249, 36: 199 }, renew: 549 },
    },
  },
  {
    serviceplan_id: serviceplanIds.hostingPersonal,
    codename: "hosting-personal",
    name: "Personal Hosting",
    type: "hosting",
    description: "Personal sites and blogs, with daily backups.",
    requires_domain: true,
    features: ["3 websites", "50 GB SSD storage", "Free SSL certificate", "Daily backups"],
    periods: hostingPeriods,
    rates: {
      USD: { first: { 1: 799, 12: 599, 24: 549, 36: 499 }, renew: 999 },
      GBP: { first: { 1: 599, 12: 449, 24: 399, 36: 349 }, renew: 749 },
    },
  },
  {
    serviceplan_id: serviceplanIds.hostingBusiness,
    codename: "hosting-business",
    name: "Business Hosting",
    type: "hosting",
    description: "Unlimited websites for a growing business.",
    requires_domain: true,
    features: ["Unlimited websites", "200 GB SSD storage", "Free SSL certificate", "Daily backups", "Priority support"],
    periods: hostingPeriods,
    rates: {
      USD: { first: { 1: 1299, 12: 999, 24: 899, 36: 799 }, renew: 1499 },
      GBP: { first: { 1: 999, 12: 749, 24: 699, 36: 649 }, renew: 1199 },
    },
  },
  {
    serviceplan_id: serviceplanIds.onlineShop10,
    codename: "online-shop-10",
    name: "Online Shop 10",
    type: "hosting",
    description: "A ready-made online shop for up to 10 products, with mailboxes included.",
    requires_domain: true,
    features: ["Up to 10 products", "Card and PayPal checkout", "5 mailboxes included"],
    periods: hostingPeriods,
    rates: {
      USD: { first: { 1: 1999, 12: 1599, 24: 1499, 36: 1399 }, renew: 2299 },
      GBP: { first: { 1: 1599, 12: 1299, 24: 1199, 36: 1099 }, renew: 1799 },
    },
  },
  {
    serviceplan_id: serviceplanIds.emailHosting,
    codename: "email-hosting",
    name: "Email Hosting",
    type: "addon",
    description: "Professional mailboxes at your own domain.",
    requires_domain: true,
    features: ["5 mailboxes", "10 GB per mailbox"],
    periods: hostingPeriods,
    rates: {
      USD: { first: { 1: 299, 12: 249, 24: 229, 36: 199 }, renew: 299 },
      GBP: { first: { 1: 249, 12: 199, 24: 179, 36: 159 }, renew: 249 },
    },
  },
  {
    serviceplan_id: serviceplanIds.emailTimelineBackup,
    codename: "email-timeline-backup",
    name: "Email Timeline Backup",
    type: "addon",
    description: "Every message of an email hosting add-on kept for a year, restorable to any day.",
    requires_domain: false,
    features: ["365 days of history", "Restore any mailbox to any day"],
    periods: hostingPeriods,
    rates: {
      USD: { first: { 1: 199, 12: 149, 24: 139, 36: 129 }, renew: 199 },
      GBP: { first: { 1: 149, 12: 99, 24: 89, 36: 79 }, renew: 149 },
    },
  },
  {
    serviceplan_id: serviceplanIds.freeStarter,
    codename: "free-starter",
    name: "Free Starter Page",
    type: "addon",
    description: "A free one-page website on your domain.",
    requires_domain: true,
    features: ["1 page", "Free SSL certificate"],
    periods: [12],
    rates: {
      USD: { first: { 1: 0, 12: 0, 24: 0, 36: 0 }, renew: 0 },
      GBP: { first: { 1: 0, 12: 0, 24: 0, 36: 0 }, renew: 0 },
    },
  },
];

function pricedIn(currency: CurrencyCode): Serviceplan[] {
  return plans.map(({ periods, rates, ...plan }) => ({
    ...plan,
    features: [...plan.features],
    prices: periods.map((months) => ({
      period: `${months}m`,
      period_in_months: months,
      new_price: rates[currency].first[months] * months,
      renew_price: rates[currency].renew * months,
      special_offer_price: null,
      serviceplan_id: plan.serviceplan_id,
    })),
  }));
}

/** Frozen through and through: one copy is shared by every request, so no caller may change it for the others. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) for (const child of Object.values(value)) frozen(child);
  return Object.freeze(value);
}

/**
 * Each currency's priced catalogue, built once per process (issue 26: basket pricing from the catalogue in memory).
 * The catalogue is this file: it changes only with a new build, which starts new processes, so nothing at run time
 * can make a kept copy stale and there is nothing to invalidate.
 */
const pricedCatalogues = {
  USD: frozen(pricedIn("USD")),
  GBP: frozen(pricedIn("GBP")),
} satisfies Record<CurrencyCode, readonly Serviceplan[]>;

/** Every serviceplan with its prices in one currency (the one shared, frozen copy). */
export function serviceplansIn(currency: CurrencyCode): readonly Serviceplan[] {
  return pricedCatalogues[currency];
}

const plansById = {
  USD: new Map(pricedCatalogues.USD.map((plan) => [plan.serviceplan_id, plan])),
  GBP: new Map(pricedCatalogues.GBP.map((plan) => [plan.serviceplan_id, plan])),
} satisfies Record<CurrencyCode, ReadonlyMap<number, Serviceplan>>;

/** The serviceplan with this id priced in the currency, without a search through the catalogue. */
export function serviceplanIn(currency: CurrencyCode, serviceplanId: number): Serviceplan | undefined {
  return plansById[currency].get(serviceplanId);
}

/** The services the catalogue groups its serviceplans into (GET /customer/current/service). */
export const catalogueServices = [
  {
    service: "hosting",
    name: "Web hosting",
    codenames: plans.filter((p) => p.type === "hosting").map((p) => p.codename),
  },
  { service: "email", name: "Email", codenames: ["email-hosting", "email-timeline-backup"] },
  { service: "website", name: "Website builder", codenames: ["free-starter"] },
];
