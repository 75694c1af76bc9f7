import type { DomainStatusEntry, LookupPayload, LookupResponse, PricingEntry } from "../../../contract/domains";

/** A registrar entry as the brand API answers it, with WH-like prices. */
export function entry(domain: string, status: string): DomainStatusEntry {
  const dot = domain.indexOf(".");
  const name = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  return {
    domain_stem: name,
    name,
    tld,
    status,
    new_price: 1299,
    renew_price: 1599,
    special_offer_price: null,
    period: "1y",
    period_in_months: 12,
    serviceplan_id: 41001,
    isPremium: false,
    price_list: `register:${tld}`,
  };
}

/** The one-year price of every TLD, as the answer's price lists carry it. */
function priceList(tld: string): PricingEntry[] {
  return [
    {
      period: "1y",
      period_in_months: 12,
      new_price: 1299,
      renew_price: 1599,
      special_offer_price: null,
      serviceplan_id: 41001,
      extradetails: { tld },
    },
  ];
}

/** The id the brand API gives an accepted search; the lookup's polls and premium checks must name it. */
export const fixtureSearchId = "5f0c6c1e-3b1a-4c55-9a51-2f4e8d6b7a10";

/** A registrar answer; a first answer names its search (a poll's answer may too: the search stays the same). */
export function answer(complete: boolean, ...entries: DomainStatusEntry[]): LookupResponse {
  const price_lists = Object.fromEntries(entries.map((e) => [e.price_list, priceList(e.tld)]));
  return { search_id: fixtureSearchId, register: { complete, domain_status: entries, price_lists } };
}

export const whInput = {
  parentCustomerId: 101,
  supportedTlds: ["com", "net", "org", "co.uk"],
  supportPhone: "1-888-555-0142",
};

export const singlePayload = (stem: string): LookupPayload => ({
  mode: "both",
  domain_category: "Best Sellers",
  domain_stems: [stem],
  parent_customer_id: 101,
});
