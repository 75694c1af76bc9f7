import type { SnapshotFrom } from "xstate";
import { simulatedCallError } from "../../machines/checkout/call-errors";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { answer, entry, whInput } from "./support/lookup-fixtures";
import { describeModelPaths } from "./support/model-coverage";
import type { ActorReport, ModelEventOf } from "./support/model-paths";

type Snapshot = SnapshotFrom<typeof lookupMachine>;

/** Every event worth sending, with invoke results for the current request and a stale one. */
function events(snapshot: Snapshot): ModelEventOf<typeof lookupMachine>[] {
  const requestName = snapshot.context.pendingRequestName ?? "";
  const counter = snapshot.context.currentDomainLookup.updatedCounter;
  const incomplete = answer(false, entry("name.com", "registrar_unavailable"), entry("name.net", "started"));
  const complete = answer(true, entry("name.com", "registrar_available"));
  const lookupResults = (id: "lookupRequest" | "lookupRetry"): ActorReport[] => [
    { type: `xstate.done.actor.${id}`, output: { requestName: "stale", response: complete } },
    { type: `xstate.done.actor.${id}`, output: { requestName, response: { requireHCaptcha: true } } },
    { type: `xstate.done.actor.${id}`, output: { requestName, response: { error: "Registrar maintenance." } } },
    { type: `xstate.done.actor.${id}`, output: { requestName, response: complete } },
    { type: `xstate.done.actor.${id}`, output: { requestName, response: incomplete } },
    { type: `xstate.error.actor.${id}`, error: simulatedCallError("hcaptcha_invalid", "bad", 422) },
  ];
  const poll = (response: unknown, updatedCounter = counter + 1): ActorReport => ({
    type: "xstate.done.actor.lookupPoll",
    output: { requestName, response: { response, updatedCounter } },
  });
  return [
    { type: "lookup.submit", search: { kind: "single", query: "name", transfer: false } },
    { type: "lookup.submit", search: { kind: "single", query: "", transfer: false } },
    { type: "lookup.submit", search: { kind: "ai", query: "idea", transfer: false } },
    { type: "lookup.ai.load", uuid: "00000000-0000-0000-0000-000000000000", transfer: false },
    { type: "lookup.humanCheck.start" },
    { type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" },
    { type: "lookup.humanCheck.failed" },
    { type: "lookup.period.select", domain: "name.com", period: "2y" },
    ...lookupResults("lookupRequest"),
    ...lookupResults("lookupRetry"),
    {
      type: "xstate.done.actor.lookupPoll",
      output: { requestName: "stale", response: { response: complete, updatedCounter: 1 } },
    },
    poll({ requireHCaptcha: true }),
    poll({ error: "Registrar maintenance." }),
    poll(complete),
    poll(incomplete, 6),
    poll(incomplete),
    { type: "xstate.done.actor.premiumCheck", output: { requestName: "stale", response: { domains: [] } } },
    {
      type: "xstate.done.actor.premiumCheck",
      output: { requestName, response: { domains: [{ domain: "name.com", price: 99_900 }] } },
    },
    { type: "xstate.done.actor.aiGenerate", output: { requestName: "stale", response: { domains: ["idea.com"] } } },
    { type: "xstate.done.actor.aiGenerate", output: { requestName, response: { requireHCaptcha: true } } },
    {
      type: "xstate.done.actor.aiGenerate",
      output: { requestName, response: { uuid: "u", prompt: "idea", domains: ["idea.com"] } },
    },
    { type: "xstate.done.actor.aiGenerate", output: { requestName, response: { domains: [] } } },
    { type: "xstate.error.actor.aiGenerate", error: simulatedCallError("hcaptcha_invalid", "bad", 422) },
    { type: "xstate.done.actor.aiLoad", output: { uuid: "u", prompt: "idea", domains: ["idea.com"] } },
  ];
}

describeModelPaths({
  name: "lookup",
  machine: lookupMachine,
  input: whInput,
  events,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.search?.kind ?? null, c.aiResults !== null, c.premiumQueue.length > 0]);
  },
});
