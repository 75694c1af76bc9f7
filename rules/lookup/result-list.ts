import type { ResultFilters, ResultSort } from "./result-filters";
import { type DomainResult, resultKey } from "./results";
import { type FinalStatus, finalStatuses, isFinalStatus } from "./statuses";

/** How the results page narrows, orders and counts results for the visitor's filters (see result-filters.ts). */

/**
 * Keeps the results in the chosen statuses and extensions. A name still being checked stays while a status filter
 * is on: its outcome may yet be one of the chosen statuses, and it leaves the list once it is not.
 */
export function filterResults(results: readonly DomainResult[], filters: ResultFilters): DomainResult[] {
  return results.filter(
    (result) =>
      (filters.tlds.length === 0 || filters.tlds.includes(result.tld)) &&
      (filters.statuses.length === 0 || !isFinalStatus(result.status) || filters.statuses.includes(result.status)),
  );
}

/**
 * Orders results by the price each row shows (`priceOf`, null for a row without a price: taken, still checking).
 * Rows without a price come last in either direction; equal prices keep the registrar's order.
 */
export function sortResults(
  results: readonly DomainResult[],
  sort: ResultSort,
  priceOf: (result: DomainResult) => number | null,
): DomainResult[] {
  if (sort === "default") return [...results];
  const direction = sort === "price-asc" ? 1 : -1;
  const keyed = results.map((result, index) => ({ result, index, price: priceOf(result) }));
  keyed.sort((a, b) => {
    if (a.price === null || b.price === null) {
      if (a.price === b.price) return a.index - b.index;
      return a.price === null ? 1 : -1;
    }
    return (a.price - b.price) * direction || a.index - b.index;
  });
  return keyed.map((entry) => entry.result);
}

/** One choice of a filter with the number of results it would show. */
export interface Facet<T extends string> {
  value: T;
  count: number;
}

/**
 * The final statuses present in the results, in the spec's order, with their counts; a chosen status stays listed
 * (count 0) when no result has it (yet), so the visitor can turn it off.
 */
export function statusFacets(
  results: readonly DomainResult[],
  chosen: readonly FinalStatus[] = [],
): Facet<FinalStatus>[] {
  return finalStatuses
    .map((status) => ({ value: status, count: results.filter((result) => result.status === status).length }))
    .filter((facet) => facet.count > 0 || chosen.includes(facet.value));
}

/** The extensions present in the results, in the order they first appear, with their counts; chosen ones stay. */
export function tldFacets(results: readonly DomainResult[], chosen: readonly string[] = []): Facet<string>[] {
  const counts = new Map<string, number>();
  for (const result of results) counts.set(result.tld, (counts.get(result.tld) ?? 0) + 1);
  for (const tld of chosen) if (!counts.has(tld)) counts.set(tld, 0);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The exact name searched for, split from the other results (it is shown on its own, whatever the filters). */
export function splitExactMatch(
  results: readonly DomainResult[],
  searched: { name: string; tld: string } | null,
): { exact: DomainResult | null; others: DomainResult[] } {
  const key = searched ? resultKey(searched) : null;
  const exact = results.find((result) => resultKey(result) === key) ?? null;
  return { exact, others: results.filter((result) => result !== exact) };
}
