import type { LookupPayload } from "../../contract/domains";
import type { LookupContext } from "./lookup-context";

/** Spec section 7: what each request of the search shown sends, under the search's request name. */

/** The payload planned when the search started; the request states are entered only once it exists. */
function plannedPayload(context: LookupContext): LookupPayload {
  const payload = context.currentDomainLookup.lookupPayload;
  if (!payload) throw new Error("The lookup has no payload yet: the search was not planned.");
  return payload;
}

/**
 * The search the brand API accepted, which polls and premium checks name. An answer that named none (the contract
 * lets an older server leave it out) sends an empty id: the brand API refuses it, and the lookup fails with its
 * message through the request's own failure path instead of the actor stopping on a throw.
 */
function acceptedSearchId(context: LookupContext): string {
  return context.currentDomainLookup.searchId ?? "";
}

/** The first request, and its retry once the visitor has passed the human check (the token goes with it). */
export function lookupRequestInput({ context }: { context: LookupContext }) {
  const payload = plannedPayload(context);
  const token = context.currentDomainLookup.hCaptchaToken;
  return {
    requestName: context.pendingRequestName ?? "",
    payload: token ? { ...payload, hcaptcha_token: token } : payload,
  };
}

export function lookupPollInput({ context }: { context: LookupContext }) {
  return {
    requestName: context.pendingRequestName ?? "",
    searchId: acceptedSearchId(context),
    payload: plannedPayload(context),
    counter: context.currentDomainLookup.updatedCounter,
    token: context.currentDomainLookup.hCaptchaToken,
  };
}

export function aiGenerateInput({ context }: { context: LookupContext }) {
  return {
    requestName: context.pendingRequestName ?? "",
    prompt: context.search?.query ?? "",
    token: context.currentDomainLookup.hCaptchaToken,
  };
}

/** The first taken name queued for its premium check. */
export function premiumCheckInput({ context }: { context: LookupContext }) {
  return {
    requestName: context.pendingRequestName ?? "",
    searchId: acceptedSearchId(context),
    ...context.premiumQueue[0],
  };
}
