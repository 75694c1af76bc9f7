import type { SearchRequest } from "../../../machines/lookup/lookup.machine";
import { parseResultFilters, type ResultFilters, resultFilterParams } from "../../../machines/lookup/selectors";
import { formFields, isSearchKind, paramOf } from "./search-url";

/** What the results page's URL asks for: a search, or (`?ai_uuid=`) stored AI suggestions from a shared link. */
export type UrlSearch = { kind: "search"; search: SearchRequest } | { kind: "aiUuid"; uuid: string; transfer: boolean };

export function readUrlSearch(params: URLSearchParams): UrlSearch | null {
  const transfer = params.get("transfer") === "1";
  const uuid = params.get("ai_uuid");
  if (uuid) return { kind: "aiUuid", uuid, transfer };
  for (const kind of ["single", "bulk", "ai"] as const) {
    const query = params.get(paramOf[kind]);
    if (query !== null) return { kind: "search", search: { kind, query, transfer } };
  }
  // The form as a browser submits it before the app starts: one field, and the kind chosen (one name by default).
  const query = params.get(formFields.query);
  if (query === null) return null;
  const kind = params.get(formFields.kind);
  return { kind: "search", search: { kind: isSearchKind(kind) ? kind : "single", query, transfer } };
}

export function sameSearch(a: SearchRequest | null, b: SearchRequest): boolean {
  return a !== null && a.kind === b.kind && a.query === b.query && a.transfer === b.transfer;
}

/** The results' filters and sort, kept in the URL beside the search (`&status=available&tld=com,net&sort=price-asc`). */
export function readResultFilters(params: URLSearchParams): ResultFilters {
  return parseResultFilters({ status: params.get("status"), tld: params.get("tld"), sort: params.get("sort") });
}

/** The URL's parameters with these filters in place of the old ones; the search's own parameters stay as they are. */
export function withResultFilters(params: URLSearchParams, filters: ResultFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(resultFilterParams(filters))) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
