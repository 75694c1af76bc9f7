/** A hosting plan as the hosting page offers it for a billing period (spec section 5 "Hosting"). */
import type { Serviceplan } from "../../contract/catalogue";
import { pricingOf } from "./catalogue-items";
import { describePeriod, periodInMonths } from "./periods";
import { savingsPercent } from "./savings";
import type { Period } from "./types";

export interface HostingOffer {
  serviceplanId: number;
  codename: string;
  name: string;
  description: string;
  features: string[];
  /** The period priced: the one asked for when the plan is sold for it, else the plan's first. */
  period: Period;
  periodLabel: string;
  /** What the first period costs, and that spread over its months (rounded to the minor unit). */
  firstPrice: number;
  monthlyPrice: number;
  renewPrice: number;
  savingPercent: number;
}

/** The plan's offer for the period, or null for a plan with no prices. */
export function hostingOffer(plan: Serviceplan, period: string): HostingOffer | null {
  const prices = pricingOf(plan.prices);
  const price = prices.find((entry) => entry.period === period) ?? prices[0];
  if (!price) return null;
  const firstPrice = price.special_offer_price ?? price.new_price;
  return {
    serviceplanId: plan.serviceplan_id,
    codename: plan.codename,
    name: plan.name,
    description: plan.description,
    features: plan.features,
    period: price.period,
    periodLabel: describePeriod(price.period),
    firstPrice,
    monthlyPrice: Math.round(firstPrice / periodInMonths(price.period)),
    renewPrice: price.renew_price,
    savingPercent: savingsPercent(firstPrice, price.renew_price),
  };
}
