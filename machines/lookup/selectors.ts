import type { SnapshotFrom } from "xstate";
import { checkedCount } from "../../rules/lookup/results";
import type { lookupMachine, SearchRequest } from "./lookup.machine";

export {
  hasActiveFilters,
  noResultFilters,
  parseResultFilters,
  type ResultFilterParams,
  type ResultFilters,
  type ResultSort,
  resultFilterParams,
  resultSorts,
  toggled,
  toResultSort,
} from "../../rules/lookup/result-filters";
/** A result's name with its extension ("example.com"): the key of its row and of the period chosen for it. */
export { type DomainResult, resultKey } from "../../rules/lookup/results";
export type { DisplayStatus, FinalStatus } from "../../rules/lookup/statuses";

type LookupSnapshot = SnapshotFrom<typeof lookupMachine>;

/** What the progress line says: nothing yet, finding AI ideas, searching, checking the rest, or finished. */
export type LookupProgress =
  | { kind: "none" }
  | { kind: "findingIdeas" }
  | { kind: "searching" }
  | { kind: "checking"; checked: number; total: number }
  | { kind: "finished"; count: number; suspended: boolean };

export function selectProgress(snapshot: LookupSnapshot): LookupProgress {
  const { results } = snapshot.context.currentDomainLookup;
  if (snapshot.hasTag("findingIdeas")) return { kind: "findingIdeas" };
  if (snapshot.hasTag("searching")) return { kind: "searching" };
  if (snapshot.hasTag("checking")) return { kind: "checking", checked: checkedCount(results), total: results.length };
  if (snapshot.hasTag("finished"))
    return {
      kind: "finished",
      count: results.length,
      suspended: snapshot.matches({ searching: { request: "suspended" } }),
    };
  return { kind: "none" };
}

/** Progress is an object: compare its fields, so a view re-renders only when what it says changes. */
export function sameProgress(a: LookupProgress, b: LookupProgress): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const selectResults = (snapshot: LookupSnapshot) => snapshot.context.currentDomainLookup.results;
export const selectHasResults = (snapshot: LookupSnapshot) => snapshot.context.currentDomainLookup.results.length > 0;
export const selectSearchedDomain = (snapshot: LookupSnapshot) => snapshot.context.searchedInfo;
export const selectSelectedPeriods = (snapshot: LookupSnapshot) => snapshot.context.selectedPeriods;
export { selectChosenPeriod } from "./chosen-period";
/** The input message (empty search, unknown extension, names left out) or the lookup's error, if any. */
export const selectMessage = (snapshot: LookupSnapshot) => snapshot.context.inputError ?? snapshot.context.apiError;
export const selectShowsHumanCheck = (snapshot: LookupSnapshot) => snapshot.hasTag("humanCheck");
/** The challenge is shown while its outcome can be reported: from the visitor's start until it is solved or failed. */
export const selectSolvingHumanCheck = (snapshot: LookupSnapshot) => snapshot.can({ type: "lookup.humanCheck.failed" });
export const selectCanStartHumanCheck = (snapshot: LookupSnapshot) => snapshot.can({ type: "lookup.humanCheck.start" });
export const selectHumanCheckError = (snapshot: LookupSnapshot) => snapshot.context.humanCheckError;
/** The search the lookup has (to tell whether the URL asks for another one). */
export const selectSearch = (snapshot: LookupSnapshot) => snapshot.context.search;
export const selectAiUuid = (snapshot: LookupSnapshot) => snapshot.context.aiUuid;
/** Once a shared `?ai_uuid=` link's suggestions are loaded: the search they amount to, for the URL. */
export const selectLoadedAiSearch = (snapshot: LookupSnapshot): SearchRequest | null =>
  snapshot.context.aiUuid !== null && snapshot.context.aiResults !== null ? snapshot.context.search : null;
