import type { SearchRequest } from "../../../machines/lookup/lookup.machine";

/**
 * Each search is addressable (spec section 2): `?domain=` for one name, `?domains=` for a bulk list, `?ai=` for an AI
 * prompt, `&transfer=1` for a transfer search. The form writes them here; the results page reads them
 * (results-url.ts), so the home page does not load the reading.
 */
export const paramOf: Record<SearchRequest["kind"], string> = { single: "domain", bulk: "domains", ai: "ai" };

export function searchQueryString(search: SearchRequest): string {
  const params = new URLSearchParams({ [paramOf[search.kind]]: search.query });
  if (search.transfer) params.set("transfer", "1");
  return `?${params}`;
}
