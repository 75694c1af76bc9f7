import type { EventObject, SnapshotFrom } from "xstate";
import type { LookupResponse } from "../../../../contract/domains";
import { lookupMachine } from "../../../../machines/lookup/lookup.machine";
import { resultKey } from "../../../../rules/lookup/results";
import { answer, entry, whInput } from "../../../machines/lookup/lookup.fixtures";
import { simulatedCallError } from "../../../machines/support/call-failure";
import type { BrowserPathModel } from "../browser-paths";

type Snapshot = SnapshotFrom<typeof lookupMachine>;

const incomplete = answer(false, entry("name.com", "registrar_unavailable"), entry("name.net", "started"));
export const complete = withTwoYearPrice(
  answer(true, entry("name.com", "registrar_available"), entry("name.net", "registrar_available")),
);

/** Offers name.com for two years as well, so its row has a period choice. */
function withTwoYearPrice(response: LookupResponse): LookupResponse {
  const lists = response.register?.price_lists ?? {};
  const [oneYear] = lists["register:com"] ?? [];
  if (!oneYear || !response.register) return response;
  const twoYears = { ...oneYear, period: "2y" as const, period_in_months: 24, new_price: 2398, renew_price: 3198 };
  return {
    ...response,
    register: { ...response.register, price_lists: { ...lists, "register:com": [oneYear, twoYears] } },
  };
}
const humanCheckRejection = simulatedCallError("hcaptcha_invalid", "The human check failed.", 422);

/** The events a visitor and the brand API can cause, as the browser can reproduce them. */
function events(snapshot: Snapshot): EventObject[] {
  const counter = snapshot.context.currentDomainLookup.updatedCounter;
  const lookupAnswers = (id: "lookupRequest" | "lookupRetry") => [
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: { requireHCaptcha: true } } },
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: { error: "Registrar maintenance." } } },
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: complete } },
    { type: `xstate.done.actor.${id}`, output: { requestName: "", response: incomplete } },
    { type: `xstate.error.actor.${id}`, error: humanCheckRejection },
  ];
  // The registrar counts its answers: each poll reports one more than the lookup had, so 6 real polls suspend it.
  const poll = (response: LookupResponse) => ({
    type: "xstate.done.actor.lookupPoll",
    output: { requestName: "", response: { response, updatedCounter: counter + 1 } },
  });
  return [
    { type: "lookup.submit", search: { kind: "single", query: "name", transfer: false } },
    { type: "lookup.submit", search: { kind: "single", query: "", transfer: false } },
    { type: "lookup.submit", search: { kind: "ai", query: "bakery in leeds", transfer: false } },
    { type: "lookup.ai.load", uuid: "8d3f0a52-1f0e-4c7a-9b55-3c1d2e4f5a60", transfer: false },
    { type: "lookup.humanCheck.start" },
    { type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" },
    { type: "lookup.humanCheck.failed" },
    ...periodChoices(snapshot),
    ...lookupAnswers("lookupRequest"),
    ...lookupAnswers("lookupRetry"),
    poll({ requireHCaptcha: true }),
    poll({ error: "Registrar maintenance." }),
    poll(complete),
    poll(incomplete),
    { type: "xstate.error.actor.lookupPoll", error: humanCheckRejection },
    { type: "xstate.done.actor.premiumCheck", output: { requestName: "", response: { domains: [] } } },
    {
      type: "xstate.done.actor.premiumCheck",
      output: { requestName: "", response: { domains: [{ domain: "name.com", price: 99_900 }] } },
    },
    { type: "xstate.done.actor.aiGenerate", output: { requestName: "", response: { requireHCaptcha: true } } },
    {
      type: "xstate.done.actor.aiGenerate",
      output: { requestName: "", response: { uuid: "u", prompt: "bakery in leeds", domains: ["name.com"] } },
    },
    { type: "xstate.done.actor.aiGenerate", output: { requestName: "", response: { domains: [] } } },
    { type: "xstate.error.actor.aiGenerate", error: humanCheckRejection },
    { type: "xstate.done.actor.aiLoad", output: { uuid: "u", prompt: "bakery in leeds", domains: ["name.com"] } },
  ].map((event) => withPendingRequest(snapshot, event));
}

/** A visitor can choose a period only where a result row offers more than one. */
function periodChoices(snapshot: Snapshot): EventObject[] {
  const offered = snapshot.context.currentDomainLookup.results.some(
    (result) => resultKey(result) === "name.com" && result.prices.length > 1,
  );
  return offered ? [{ type: "lookup.period.select", domain: "name.com", period: "2y" } as EventObject] : [];
}

/** Answers belong to the request in flight (the real actor tags them itself; the graph needs the same tag). */
function withPendingRequest(snapshot: Snapshot, event: EventObject): EventObject {
  const output = (event as { output?: { requestName?: string } }).output;
  if (output?.requestName === undefined) return event;
  return { ...event, output: { ...output, requestName: snapshot.context.pendingRequestName ?? "" } } as EventObject;
}

/** The lookup machine's browser paths: generated from these fixtures, the same for the specs and the Vitest check. */
export const lookupPathModel: BrowserPathModel<typeof lookupMachine> = {
  name: "lookup",
  machine: lookupMachine,
  input: whInput,
  events: events as never,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    // The poll count tells the polling states apart, so the 6th answered poll (suspended) is a path of real polls.
    const polls = snapshot.hasTag("checking") ? c.currentDomainLookup.updatedCounter : null;
    return JSON.stringify([
      snapshot.value,
      c.search?.kind ?? null,
      c.aiResults !== null,
      c.premiumQueue.length > 0,
      polls,
    ]);
  },
  // Every transition is driven: an old search's answers are tested in lookup-stale.spec.ts (its requests are cancelled).
  notDrivenInBrowser: {},
};
