import { type FinalStatus, finalStatuses } from "./statuses";

/** How the visitor orders the other results: the registrar's order, or by the price a row shows. */
export const resultSorts = ["default", "price-asc", "price-desc"] as const;
export type ResultSort = (typeof resultSorts)[number];

/** The visitor's narrowing of a search's results; an empty list means "all". */
export interface ResultFilters {
  statuses: FinalStatus[];
  tlds: string[];
  sort: ResultSort;
}

/** A sort named in a URL or a form field; anything else is the default order. */
export function toResultSort(value: string | null): ResultSort {
  return resultSorts.find((sort) => sort === value) ?? "default";
}

export const noResultFilters: ResultFilters = { statuses: [], tlds: [], sort: "default" };

/** The filters as the URL carries them (`status=available,premium&tld=com,net&sort=price-asc`), absent when unset. */
export interface ResultFilterParams {
  status: string | null;
  tld: string | null;
  sort: string | null;
}

const listOf = (value: string | null, clean: (part: string) => string = (part) => part) => [
  ...new Set(
    (value ?? "")
      .split(",")
      .map((part) => clean(part.trim().toLowerCase()))
      .filter(Boolean),
  ),
];

/**
 * Reads the URL's filters, keeping only what can mean something: known final statuses, extension-shaped TLDs
 * ("co.uk" included), a known sort. A hand-edited or stale link falls back to "all" instead of failing.
 */
export function parseResultFilters(params: ResultFilterParams): ResultFilters {
  const statuses = listOf(params.status).filter((status): status is FinalStatus =>
    (finalStatuses as readonly string[]).includes(status),
  );
  const tlds = listOf(params.tld, (tld) => tld.replace(/^\./, "")).filter((tld) =>
    /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(tld),
  );
  return { statuses, tlds, sort: toResultSort(params.sort) };
}

/** The filters as URL values; defaults are left out (null) so an unfiltered search keeps a short URL. */
export function resultFilterParams(filters: ResultFilters): ResultFilterParams {
  return {
    status: filters.statuses.length ? filters.statuses.join(",") : null,
    tld: filters.tlds.length ? filters.tlds.join(",") : null,
    sort: filters.sort === "default" ? null : filters.sort,
  };
}

export function hasActiveFilters(filters: ResultFilters): boolean {
  return filters.statuses.length > 0 || filters.tlds.length > 0 || filters.sort !== "default";
}

/** Adds the value to the list, or takes it out when it is there (a filter checkbox). */
export function toggled<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
