import type { LookupPayload } from "../../contract/domains";
import type { SearchKind } from "../../rules/lookup/errors";
import { resultKey } from "../../rules/lookup/results";
import {
  emptySearchMessage,
  parseBulkSearch,
  parseSingleSearch,
  type SearchedDomain,
} from "../../rules/lookup/search-input";

/** Spec section 9: the default TLD category of a single search. */
export const defaultCategory = "Best Sellers";

/** What the visitor searched for: one name, a comma-separated list, or an AI prompt; register or transfer. */
export interface SearchRequest {
  kind: SearchKind;
  query: string;
  transfer: boolean;
}

/** Who is searching and for which extensions: all a plan needs besides the search. */
interface Searcher {
  parentCustomerId: number;
  supportedTlds: readonly string[];
}

type SearchPlan =
  | { error: string }
  | {
      searchedInfo: SearchedDomain | null;
      payload: LookupPayload | null;
      /** Messages for the names a bulk search left out (the valid ones are still looked up). */
      skipped?: string;
    };

/** The key of a search: answers carry it, so one for an earlier search is told apart (and ignored). */
export function requestNameOf(search: SearchRequest): string {
  return `${search.kind}:${search.transfer ? "transfer" : "both"}:${search.query}`;
}

const modeOf = (transfer: boolean): LookupPayload["mode"] => (transfer ? "transfer" : "both");

/** The lookup a search asks for (its payload), or the input error (spec section 5). AI searches get their payload later. */
export function planSearch(search: SearchRequest, searcher: Searcher, category: string): SearchPlan {
  const mode = modeOf(search.transfer);
  const parent_customer_id = searcher.parentCustomerId;
  if (search.kind === "ai") {
    return search.query.trim() ? { searchedInfo: null, payload: null } : { error: emptySearchMessage };
  }
  if (search.kind === "bulk") {
    const bulk = parseBulkSearch(search.query, searcher.supportedTlds);
    if ("error" in bulk) return { error: bulk.error };
    const domains = bulk.domains.map(resultKey);
    return { searchedInfo: null, payload: { mode, domains, parent_customer_id }, skipped: bulk.errors };
  }
  const parsed = parseSingleSearch(search.query, searcher.supportedTlds);
  if (!parsed.ok) return { error: parsed.error };
  return {
    searchedInfo: parsed.domain,
    payload: { mode, domain_category: category, domain_stems: [parsed.domain.name], parent_customer_id },
  };
}

/** The lookup of the names the AI generator suggested (spec section 7: looked up as a list). */
export function aiNamesPayload(names: string[], transfer: boolean, searcher: Searcher): LookupPayload {
  return { mode: modeOf(transfer), domains: names, parent_customer_id: searcher.parentCustomerId };
}
