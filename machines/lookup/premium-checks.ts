import { type PremiumResponse, premiumDomainServiceplanId } from "../../contract/domains";
import { premiumResult, resultKey } from "../../rules/lookup/results";
import type { LookupContext } from "./lookup-context";

/** Spec section 4: a taken name's premium check, once per extension; its answer or failure takes it off the queue. */

/**
 * The first queued check answered: an offer turns its name into a premium result while the registrar still says it is
 * taken (a later answer may have made it a preorder, or anything in a transfer, and that outcome stands).
 */
export function premiumAnswered(context: LookupContext, response: PremiumResponse): Partial<LookupContext> {
  const [check, ...rest] = context.premiumQueue;
  const taken = context.currentDomainLookup.results.find(
    (r) => resultKey(r) === resultKey(check) && r.status === "taken",
  );
  const premium = taken && premiumResult(taken, response, premiumDomainServiceplanId);
  if (!premium) return { premiumQueue: rest };
  const results = context.currentDomainLookup.results.map((r) => (resultKey(r) === resultKey(premium) ? premium : r));
  return {
    premiumQueue: rest,
    premiumResults: [...context.premiumResults, premium],
    currentDomainLookup: { ...context.currentDomainLookup, results },
  };
}

/** The first queued check failed: its extension may be checked again by a later answer. */
export function premiumCheckFailed(context: LookupContext): Partial<LookupContext> {
  const [check, ...rest] = context.premiumQueue;
  return { premiumQueue: rest, checkedPremiumTlds: context.checkedPremiumTlds.filter((tld) => tld !== check.tld) };
}
