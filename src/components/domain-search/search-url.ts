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

/**
 * The search form's own field names, which a browser sends when it submits the form before the app has started (or
 * without JavaScript): `?kind=bulk&q=a.com,b.net&transfer=1`. The results page reads them as it reads the canonical
 * parameters above.
 */
export const formFields = { kind: "kind", query: "q", transfer: "transfer" } as const;

const searchKinds: readonly SearchRequest["kind"][] = ["single", "bulk", "ai"];

export function isSearchKind(value: unknown): value is SearchRequest["kind"] {
  return searchKinds.some((kind) => kind === value);
}
