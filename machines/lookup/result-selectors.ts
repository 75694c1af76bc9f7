import { describePeriod } from "../../rules/basket/periods";
import { savingsPercent } from "../../rules/basket/savings";
import { priceWhenAdded } from "../../rules/basket/search-result-domain";
import { isWholeYears } from "../../rules/basket/whole-years";
import type { ResultFilters } from "../../rules/lookup/result-filters";
import {
  type Facet,
  filterResults,
  sortResults,
  splitExactMatch,
  statusFacets,
  tldFacets,
} from "../../rules/lookup/result-list";
import { type DomainResult, resultKey, showsTwoYearOffer } from "../../rules/lookup/results";
import { type DisplayStatus, type FinalStatus, isFinalStatus, resultAction } from "../../rules/lookup/statuses";

/**
 * What the result rows and the filters read: the list as shown and each row's prices. Apart from selectors.ts so
 * their code loads with the results panel, after the page's first paint, not before it.
 */

export type { Facet } from "../../rules/lookup/result-list";

/** The results as the page lists them: the exact match on its own, the others filtered and sorted as asked. */
export interface ResultListView {
  exact: DomainResult | null;
  others: DomainResult[];
  /** How many other results there are before filtering (for "showing 5 of 20"). */
  otherCount: number;
  statusFacets: Facet<FinalStatus>[];
  tldFacets: Facet<string>[];
}

/**
 * Splits off the exact match (shown whatever the filters), then filters and sorts the others; a price sort uses the
 * price each row shows for the period chosen in it.
 */
export function resultListView(
  results: readonly DomainResult[],
  searched: { name: string; tld: string } | null,
  selectedPeriods: Readonly<Record<string, string>>,
  filters: ResultFilters,
): ResultListView {
  const { exact, others } = splitExactMatch(results, searched);
  const priceOf = (result: DomainResult) =>
    resultRowView(result, selectedPeriods[resultKey(result)] ?? result.period).price?.shown ?? null;
  return {
    exact,
    others: sortResults(filterResults(others, filters), filters.sort, priceOf),
    otherCount: others.length,
    statusFacets: statusFacets(others, filters.statuses),
    tldFacets: tldFacets(others, filters.tlds),
  };
}

export interface PeriodChoice {
  period: string;
  label: string;
}

/** One result as its row shows it, for the period the visitor chose. */
export interface ResultRowView {
  domain: string;
  status: DisplayStatus;
  /** The registrar has not given this name its outcome yet. */
  checking: boolean;
  /** Register or transfer, once the outcome allows one; null otherwise. */
  action: "register" | "transfer" | null;
  isPremium: boolean;
  /** What the basket charges for the chosen period, and for which; null while checking or when no action is offered. */
  price: {
    period: string;
    periodLabel: string;
    shown: number;
    /** The regular price struck through when a special offer applies. */
    was: number | null;
    savingsPercent: number;
    renew: number;
  } | null;
  periods: PeriodChoice[];
  /** The two-year offer's price (as the basket charges it), when the result has one worth showing. */
  twoYearOfferPrice: number | null;
}

export function resultRowView(result: DomainResult, chosenPeriod: string): ResultRowView {
  const action = resultAction(result.status);
  const checking = !isFinalStatus(result.status);
  // The period and prices the basket takes for this pick (a two-year offer included), never the list price alone:
  // a pick the result is not sold for is priced as the basket prices it, and so is a result without a price list.
  const charged = priceWhenAdded(result, chosenPeriod);
  const offered = showsTwoYearOffer(result, result.twoYearOffer);
  return {
    domain: resultKey(result),
    status: result.status,
    checking,
    action: action !== "none" && !checking ? action : null,
    isPremium: result.isPremium,
    price:
      action !== "none" && !checking
        ? {
            period: charged.period,
            periodLabel: describePeriod(charged.period),
            shown: charged.first,
            was: charged.first < charged.regular ? charged.regular : null,
            savingsPercent: savingsPercent(charged.first, charged.renew),
            renew: charged.renew,
          }
        : null,
    // A domain is offered in whole years only, whatever periods its pricing lists (decisions.md section 3).
    periods: result.prices
      .filter((candidate) => isWholeYears(candidate.period))
      .map((candidate) => ({ period: candidate.period, label: describePeriod(candidate.period) })),
    // What the basket charges for the offer, taken for two years.
    twoYearOfferPrice: offered ? priceWhenAdded(result, "2y").first : null,
  };
}
