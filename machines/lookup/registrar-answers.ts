import type { LookupPollResponse, LookupResponse } from "../../contract/domains";
import {
  dropNonFinal,
  markNonFinalUnavailable,
  mergeResults,
  premiumChecksFor,
  resultKey,
  toDomainResults,
} from "../../rules/lookup/results";
import type { Answer, LookupContext } from "./lookup-context";

/** A registrar answer as the lookup reads it, whichever request it answers: its response and the answer count. */
export interface RegistrarAnswer {
  response: LookupResponse;
  updatedCounter: number;
}

/** The registrar's first answer: its results count as the lookup's first update. */
export function firstAnswer({ context, event }: { context: LookupContext; event: { output: Answer<LookupResponse> } }) {
  return { response: event.output.response, updatedCounter: context.currentDomainLookup.updatedCounter };
}

/** A poll's answer: its results and how many answers the registrar has given so far. */
export function pollAnswer({ event }: { event: { output: Answer<LookupPollResponse> } }): RegistrarAnswer {
  return event.output.response;
}

/**
 * Spec section 4 "Merging": the answer's names merged into those shown, and a premium check queued for each new
 * taken extension.
 */
export function answerMerged(context: LookupContext, answer: RegistrarAnswer): Partial<LookupContext> {
  const incoming = toDomainResults(answer.response.register);
  const merged = mergeResults(context.currentDomainLookup.results, incoming, context.search?.transfer ?? false);
  // A premium offer found for a taken name stays shown when a later answer repeats "taken".
  const results = merged.map(
    (result) =>
      (result.status === "taken" && context.premiumResults.find((p) => resultKey(p) === resultKey(result))) || result,
  );
  const checks = premiumChecksFor(results, context.checkedPremiumTlds);
  return {
    currentDomainLookup: {
      ...context.currentDomainLookup,
      results,
      updatedCounter: answer.updatedCounter,
      // The first answer names the search; a poll's answer does not, and the search stays the same.
      searchId: answer.response.search_id ?? context.currentDomainLookup.searchId,
    },
    premiumQueue: [...context.premiumQueue, ...checks],
    checkedPremiumTlds: [...context.checkedPremiumTlds, ...checks.map((check) => check.tld)],
  };
}

/** Every name has its outcome: the names without one are left out. */
export function lookupCompleted(context: LookupContext): Partial<LookupContext> {
  const results = dropNonFinal(context.currentDomainLookup.results);
  return { currentDomainLookup: { ...context.currentDomainLookup, results } };
}

/** Polls stopped at the limit: the names still without an outcome show as unavailable. */
export function lookupSuspended(context: LookupContext): Partial<LookupContext> {
  const results = markNonFinalUnavailable(context.currentDomainLookup.results);
  return { currentDomainLookup: { ...context.currentDomainLookup, results } };
}
