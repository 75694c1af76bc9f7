import type { SnapshotFrom } from "xstate";
import { describePeriod } from "../../rules/basket/periods";
import { savingsPercent } from "../../rules/basket/savings";
import { priceWhenAdded } from "../../rules/basket/search-result-domain";
import {
  type DomainResult,
  exactMatchFirst,
  pendingCount,
  resultKey,
  showsTwoYearOffer,
} from "../../rules/lookup/results";
import { type DisplayStatus, isFinalStatus, resultAction } from "../../rules/lookup/statuses";
import type { lookupMachine, SearchRequest } from "./lookup.machine";

/** A result's name with its extension ("example.com"): the key of its row and of the period chosen for it. */
export { type DomainResult, resultKey } from "../../rules/lookup/results";
export type { DisplayStatus } from "../../rules/lookup/statuses";

type LookupSnapshot = SnapshotFrom<typeof lookupMachine>;

/** What the progress line says: nothing yet, finding AI ideas, searching, checking the rest, or finished. */
export type LookupProgress =
  | { kind: "none" }
  | { kind: "findingIdeas" }
  | { kind: "searching" }
  | { kind: "checking"; pending: number }
  | { kind: "finished"; count: number; suspended: boolean };

export function selectProgress(snapshot: LookupSnapshot): LookupProgress {
  const { results, status } = snapshot.context.currentDomainLookup;
  if (snapshot.hasTag("findingIdeas")) return { kind: "findingIdeas" };
  if (snapshot.hasTag("searching")) return { kind: "searching" };
  if (snapshot.hasTag("checking")) return { kind: "checking", pending: pendingCount(results) };
  if (snapshot.hasTag("finished"))
    return { kind: "finished", count: results.length, suspended: status === "suspended" };
  return { kind: "none" };
}

/** Progress is an object: compare its fields, so a view re-renders only when what it says changes. */
export function sameProgress(a: LookupProgress, b: LookupProgress): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const selectResults = (snapshot: LookupSnapshot) => snapshot.context.currentDomainLookup.results;
export const selectSearchedDomain = (snapshot: LookupSnapshot) => snapshot.context.searchedInfo;
export const selectSelectedPeriods = (snapshot: LookupSnapshot) => snapshot.context.selectedPeriods;
/** The period the visitor chose in a result row, if any; the basket falls back to its own choice without one. */
export const selectChosenPeriod = (snapshot: LookupSnapshot, domain: string): string | undefined =>
  snapshot.context.selectedPeriods[domain];
export const selectSearchKey = (snapshot: LookupSnapshot) => snapshot.context.pendingRequestName;
/** The input message (empty search, unknown extension, names left out) or the lookup's error, if any. */
export const selectMessage = (snapshot: LookupSnapshot) => snapshot.context.inputError ?? snapshot.context.apiError;
export const selectShowsHumanCheck = (snapshot: LookupSnapshot) => snapshot.hasTag("humanCheck");
export const selectSolvingHumanCheck = (snapshot: LookupSnapshot) => snapshot.hasTag("solvingHumanCheck");
export const selectCanStartHumanCheck = (snapshot: LookupSnapshot) => snapshot.can({ type: "lookup.humanCheck.start" });
export const selectHumanCheckError = (snapshot: LookupSnapshot) => snapshot.context.humanCheckError;
/** The search the lookup has (to tell whether the URL asks for another one). */
export const selectSearch = (snapshot: LookupSnapshot) => snapshot.context.search;
export const selectAiUuid = (snapshot: LookupSnapshot) => snapshot.context.aiUuid;
/** Once a shared `?ai_uuid=` link's suggestions are loaded: the search they amount to, for the URL. */
export const selectLoadedAiSearch = (snapshot: LookupSnapshot): SearchRequest | null =>
  snapshot.context.aiUuid !== null && snapshot.context.aiResults !== null ? snapshot.context.search : null;
/** The results in the order shown: the exact name searched for first. */
export function orderedResults(
  results: readonly DomainResult[],
  searched: { name: string; tld: string } | null,
): DomainResult[] {
  return exactMatchFirst(results, searched);
}

export function isExactMatch(result: DomainResult, searched: { name: string; tld: string } | null): boolean {
  return searched !== null && resultKey(searched) === resultKey(result);
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
  /** Prices for the chosen period; null while checking or when the status has no price. */
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
  /** The two-year offer's price, when the result has one worth showing. */
  twoYearOfferPrice: number | null;
}

export function resultRowView(result: DomainResult, chosenPeriod: string): ResultRowView {
  const action = resultAction(result.status);
  const checking = !isFinalStatus(result.status);
  const entry = result.prices.find((candidate) => candidate.period === chosenPeriod) ?? result.prices[0];
  // The price the basket will charge for this period (a two-year offer included), never the list price alone.
  const charged = entry ? priceWhenAdded(result, entry.period) : null;
  const twoYearOffer = showsTwoYearOffer(result, result.twoYearOffer) ? result.twoYearOffer : undefined;
  return {
    domain: resultKey(result),
    status: result.status,
    checking,
    action: action !== "none" && !checking ? action : null,
    isPremium: result.isPremium,
    price:
      action !== "none" && entry && charged && !checking
        ? {
            period: entry.period,
            periodLabel: describePeriod(entry.period),
            shown: charged.first,
            was: charged.first < entry.new_price ? entry.new_price : null,
            savingsPercent: savingsPercent(charged.first, charged.renew),
            renew: charged.renew,
          }
        : null,
    periods: result.prices.map((candidate) => ({ period: candidate.period, label: describePeriod(candidate.period) })),
    twoYearOfferPrice: twoYearOffer ? (twoYearOffer.special_offer_price ?? twoYearOffer.new_price) : null,
  };
}
