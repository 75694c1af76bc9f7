/** Basket test data: domains, plans and the catalogue, in minor units like the real ones. */

import type { Serviceplan, ServiceplanList } from "../../contract/catalogue";
import type { DomainToAdd } from "../../rules/basket/search-result-domain";
import { domainFromSearchResult } from "../../rules/basket/search-result-domain";
import type { BasketDomain, Period } from "../../rules/basket/types";

export function searchResult(fullDomain: string, overrides: Partial<DomainToAdd> = {}): DomainToAdd {
  const dot = fullDomain.indexOf(".");
  const tld = fullDomain.slice(dot + 1);
  const oneYear = {
    new_price: overrides.new_price ?? 1299,
    renew_price: overrides.renew_price ?? 1599,
    special_offer_price: overrides.special_offer_price ?? null,
  };
  return {
    name: fullDomain.slice(0, dot),
    tld,
    status: "available",
    ...oneYear,
    period: "1y",
    serviceplan_id: 41001,
    isPremium: false,
    // The 1y entry carries the result's own prices; longer periods add renewals.
    prices: (["1y", "2y", "3y"] as Period[]).map((period, index) => ({
      period,
      new_price: oneYear.new_price + index * oneYear.renew_price,
      renew_price: oneYear.renew_price * (index + 1),
      special_offer_price: index === 0 ? oneYear.special_offer_price : null,
      serviceplan_id: 41001 + index,
      extradetails: { tld },
    })),
    ...overrides,
  };
}

export function domain(fullDomain: string, overrides: Partial<DomainToAdd> = {}): BasketDomain {
  return domainFromSearchResult(searchResult(fullDomain, overrides), "WH");
}

function plan(id: number, codename: string, name: string, type: "hosting" | "addon", periods: number[]): Serviceplan {
  return {
    serviceplan_id: id,
    codename,
    name,
    type,
    description: name,
    requires_domain: codename !== "email-timeline-backup",
    features: [],
    prices: periods.map((months) => ({
      period: `${months}m`,
      period_in_months: months,
      new_price: 100 * months,
      renew_price: 150 * months,
      special_offer_price: null,
      serviceplan_id: id,
    })),
  };
}

const hostingPeriods = [1, 12, 24, 36];

export const catalogue: ServiceplanList = {
  currency: { code: "GBP", symbol: "£" },
  serviceplans: [
    plan(3101, "hosting-starter", "Starter Hosting", "hosting", hostingPeriods),
    plan(3102, "hosting-personal", "Personal Hosting", "hosting", hostingPeriods),
    plan(3103, "hosting-business", "Business Hosting", "hosting", hostingPeriods),
    plan(3104, "online-shop-10", "Online Shop 10", "hosting", hostingPeriods),
    plan(3201, "email-hosting", "Email Hosting", "addon", hostingPeriods),
    plan(3202, "email-timeline-backup", "Email Timeline Backup", "addon", hostingPeriods),
    plan(3203, "free-starter", "Free Starter Page", "addon", [12]),
  ],
  free_online_prices: [
    {
      period: "1y",
      period_in_months: 12,
      new_price: 299,
      renew_price: 2599,
      special_offer_price: 99,
      serviceplan_id: 63091,
    },
  ],
};

export function serviceplan(codename: string): Serviceplan {
  const found = catalogue.serviceplans.find((entry) => entry.codename === codename);
  if (!found) throw new Error(codename);
  return found;
}
