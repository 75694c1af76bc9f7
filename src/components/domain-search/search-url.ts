import type { SearchRequest } from "../../../machines/lookup/lookup.machine";

/**
 * Each search is addressable (spec section 2): `?domain=` for one name, `?domains=` for a bulk list, `?ai=` for an AI
 * prompt, `&transfer=1` for a transfer search; `?ai_uuid=` loads stored AI suggestions from a shared link.
 */
export type UrlSearch = { kind: "search"; search: SearchRequest } | { kind: "aiUuid"; uuid: string; transfer: boolean };

const paramOf: Record<SearchRequest["kind"], string> = { single: "domain", bulk: "domains", ai: "ai" };

export function searchQueryString(search: SearchRequest): string {
  const params = new URLSearchParams({ [paramOf[search.kind]]: search.query });
  if (search.transfer) params.set("transfer", "1");
  return `?${params}`;
}

export function readUrlSearch(params: URLSearchParams): UrlSearch | null {
  const transfer = params.get("transfer") === "1";
  const uuid = params.get("ai_uuid");
  if (uuid) return { kind: "aiUuid", uuid, transfer };
  for (const kind of ["single", "bulk", "ai"] as const) {
    const query = params.get(paramOf[kind]);
    if (query !== null) return { kind: "search", search: { kind, query, transfer } };
  }
  return null;
}

export function sameSearch(a: SearchRequest | null, b: SearchRequest): boolean {
  return a !== null && a.kind === b.kind && a.query === b.query && a.transfer === b.transfer;
}
