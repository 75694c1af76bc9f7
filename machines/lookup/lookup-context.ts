import type { AiSuggestions, LookupPayload } from "../../contract/domains";
import type { DomainResult } from "../../rules/lookup/results";
import type { SearchedDomain } from "../../rules/lookup/search-input";
import type { SearchRequest } from "./search-plan";

/**
 * What the lookup holds (spec section 3 "Lookup state"). Whether the lookup is active or suspended, complete, or
 * waiting for a human check is not held here: the machine's state says it (its tags, read by selectors.ts).
 */

export interface LookupInput {
  parentCustomerId: number;
  supportedTlds: readonly string[];
  supportPhone: string;
}

interface CurrentDomainLookup {
  results: DomainResult[];
  /** Answers so far: 0 after the first answer, then one more per poll. */
  updatedCounter: number;
  lookupPayload: LookupPayload | null;
  /** The id the brand API gave the search it accepted (its first answer): polls and premium checks name it. */
  searchId: string | null;
  hCaptchaToken: string | null;
}

export interface LookupContext extends LookupInput {
  category: string;
  search: SearchRequest | null;
  /**
   * The key of the search shown (the result list restarts when it changes). A new search stops the requests of the
   * last one, so their answers never arrive (spec section 4: a superseded lookup is cancelled).
   */
  pendingRequestName: string | null;
  /** The exact name of a single search (shown first), or null for bulk and AI searches. */
  searchedInfo: SearchedDomain | null;
  currentDomainLookup: CurrentDomainLookup;
  premiumResults: DomainResult[];
  /** TLDs whose premium check has run or is queued (once per TLD). */
  checkedPremiumTlds: string[];
  premiumQueue: { name: string; tld: string }[];
  aiResults: AiSuggestions | null;
  /** Set when the search came from a shared `?ai_uuid=` link; the view drops it from the URL once loaded. */
  aiUuid: string | null;
  apiError: string | null;
  inputError: string | null;
  humanCheckError: string | null;
  /** Period chosen per result (`name.tld`), when the visitor picked one other than the result's own. */
  selectedPeriods: Record<string, string>;
}

/** Every answer names the request it belongs to. */
export interface Answer<T> {
  requestName: string;
  response: T;
}

export const emptyLookup: CurrentDomainLookup = {
  results: [],
  updatedCounter: 0,
  lookupPayload: null,
  searchId: null,
  hCaptchaToken: null,
};

/** What a new search starts from: no premium checks, AI names, messages or chosen periods yet. */
export const nothingSearchedYet = {
  premiumResults: [],
  checkedPremiumTlds: [],
  premiumQueue: [],
  aiResults: null,
  aiUuid: null,
  apiError: null,
  inputError: null,
  humanCheckError: null,
  selectedPeriods: {},
} satisfies Partial<LookupContext>;
