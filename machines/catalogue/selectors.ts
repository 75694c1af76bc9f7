/** What the views read from the catalogue actor. */
import type { SnapshotFrom } from "xstate";
import type { Currency } from "../../brands/index";
import { pricingOf } from "../../rules/basket/catalogue-items";
import { type HostingOffer, hostingOffer } from "../../rules/basket/hosting-offers";
import { describePeriod, isPeriod } from "../../rules/basket/periods";
import { savingsPercent } from "../../rules/basket/savings";
import type { Period } from "../../rules/basket/types";
import type { catalogueMachine } from "./catalogue.machine";

export type { HostingOffer } from "../../rules/basket/hosting-offers";

type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export interface PeriodChoice {
  period: Period;
  label: string;
}

function hostingPlans(snapshot: CatalogueSnapshot) {
  return snapshot.context.serviceplans?.serviceplans.filter((plan) => plan.type === "hosting") ?? [];
}

/** The hosting plans with their prices for the billing period (monthly price included). */
export function hostingOffers(snapshot: CatalogueSnapshot, period: string): HostingOffer[] {
  return hostingPlans(snapshot).flatMap((plan) => hostingOffer(plan, period) ?? []);
}

/** The billing periods the hosting page offers: those of the first plan. */
export function hostingPeriodChoices(snapshot: CatalogueSnapshot): PeriodChoice[] {
  const [first] = hostingPlans(snapshot);
  return pricingOf(first?.prices ?? []).map(({ period }) => ({ period, label: describePeriod(period) }));
}

/** An extension's price as a shop lists it: its first period (its offer, when it has one) and its renewal. */
export interface ExtensionPrice {
  tld: string;
  price: number;
  periodLabel: string;
  renew: number;
  /** The regular price beside an offer; null without one. */
  was: number | null;
  savingsPercent: number;
}

/** The prices of the extensions the brand features, in the catalogue's order. */
export function featuredExtensionPrices(snapshot: CatalogueSnapshot): ExtensionPrice[] {
  return (snapshot.context.serviceplans?.featured_domain_prices ?? []).flatMap(({ tld, price: entry }) => {
    if (!isPeriod(entry.period)) return [];
    const price = entry.special_offer_price ?? entry.new_price;
    return [
      {
        tld,
        price,
        periodLabel: describePeriod(entry.period),
        renew: entry.renew_price,
        was: price < entry.new_price ? entry.new_price : null,
        savingsPercent: savingsPercent(price, entry.renew_price),
      },
    ];
  });
}

/** Whether the plans are still on their way: loading, and none came with the page. */
export function catalogueLoading(snapshot: CatalogueSnapshot): boolean {
  return snapshot.matches("fetchingPlans") && snapshot.context.serviceplans === null;
}

/** Whether the plans could not be loaded (the visitor may try again). */
export const catalogueFailed = (snapshot: CatalogueSnapshot) => snapshot.matches("failed");

/** The currency the catalogue prices in, once loaded. */
export function catalogueCurrency(snapshot: CatalogueSnapshot): Currency | null {
  return snapshot.context.serviceplans?.currency ?? null;
}
