import type { EventFromLogic, MachineImplementationsFrom, OutputFrom, SnapshotFrom } from "xstate";
import { lookupMachine } from "../../../machines/lookup/lookup.machine";
import { simulatedCallError } from "../support/call-failure";
import { allOracles } from "../support/machine-fixtures";
import { activeInvokes, type ModelEventOf, type ModelOptions } from "../support/model-paths";
import { answer, entry, whInput } from "./lookup.fixtures";
import { lookupOracle } from "./lookup.oracle";
import { lookupViewOracle } from "./lookup.view-oracle";

/**
 * The lookup machine's model: the events worth sending in each state, the invoke results of each of its actors, and
 * the oracles that check every step (the lookup's, and its view's: the result rows and the list). Shared by
 * `lookup-model.test.ts` and `lookup-mutants.test.ts`.
 */

type LookupMachine = typeof lookupMachine;
type Snapshot = SnapshotFrom<LookupMachine>;
type LookupEvent = EventFromLogic<LookupMachine>;

/** The machine's actors by name (`lookupRequest`, `lookupPoll`, ...), as `setup({ actors })` declares them. */
type LookupActors = NonNullable<MachineImplementationsFrom<LookupMachine>["actors"]>;
type LookupActorName = keyof LookupActors;

/** What an invoke of `actor` reports: its output, typed as the actor declares it, or a failure. */
type ActorResult<TName extends LookupActorName> =
  | { type: `xstate.done.actor.${string}`; output: OutputFrom<NonNullable<LookupActors[TName]>> }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/**
 * Exhaustive by type: a new visitor event or a new actor of the machine fails to compile until it has its entry
 * here. Visitor events are sent in every state (the graph keeps those the state accepts); an actor's results are
 * sent while one of its invokes is active, under that invoke's id.
 */
interface LookupFixtures {
  visitor: { [K in LookupEvent["type"]]: (snapshot: Snapshot) => Extract<LookupEvent, { type: K }>[] };
  actors: { [K in LookupActorName]: (snapshot: Snapshot, invokeId: string) => ActorResult<K>[] };
}

const humanCheckToken = "10000000-aaaa-bbbb-cccc-000000000001";
const incomplete = answer(false, entry("name.com", "registrar_unavailable"), entry("name.net", "started"));
const complete = answer(true, entry("name.com", "registrar_available"));
/** A poll's answer holds only the names that changed: here name.net is still being checked. */
const stillChecking = answer(false, entry("name.net", "started"));
const humanCheckRejection = simulatedCallError("hcaptcha_invalid", "bad", 422);

const requestNameOf = (snapshot: Snapshot) => snapshot.context.pendingRequestName ?? "";

export const lookupFixtures: LookupFixtures = {
  visitor: {
    "lookup.submit": () => [
      { type: "lookup.submit", search: { kind: "single", query: "name", transfer: false } },
      { type: "lookup.submit", search: { kind: "single", query: "", transfer: false } },
      { type: "lookup.submit", search: { kind: "ai", query: "idea", transfer: false } },
    ],
    "lookup.ai.load": () => [{ type: "lookup.ai.load", uuid: "00000000-0000-0000-0000-000000000000", transfer: false }],
    "lookup.humanCheck.start": () => [{ type: "lookup.humanCheck.start" }],
    "lookup.humanCheck.solved": () => [{ type: "lookup.humanCheck.solved", token: humanCheckToken }],
    "lookup.humanCheck.failed": () => [{ type: "lookup.humanCheck.failed" }],
    "lookup.period.select": () => [{ type: "lookup.period.select", domain: "name.com", period: "2y" }],
  },
  actors: {
    lookupRequest: (snapshot, id) => {
      const requestName = requestNameOf(snapshot);
      return [
        { type: `xstate.done.actor.${id}`, output: { requestName, response: { requireHCaptcha: true } } },
        { type: `xstate.done.actor.${id}`, output: { requestName, response: { error: "Registrar maintenance." } } },
        { type: `xstate.done.actor.${id}`, output: { requestName, response: complete } },
        { type: `xstate.done.actor.${id}`, output: { requestName, response: incomplete } },
        { type: `xstate.error.actor.${id}`, error: humanCheckRejection },
      ];
    },
    /** The registrar counts its answers: each poll reports one more than the lookup had, so 6 polls suspend it. */
    lookupPoll: (snapshot, id) => {
      const requestName = requestNameOf(snapshot);
      const updatedCounter = snapshot.context.currentDomainLookup.updatedCounter + 1;
      return [
        {
          type: `xstate.done.actor.${id}`,
          output: { requestName, response: { response: { requireHCaptcha: true }, updatedCounter } },
        },
        {
          type: `xstate.done.actor.${id}`,
          output: { requestName, response: { response: { error: "Registrar maintenance." }, updatedCounter } },
        },
        { type: `xstate.done.actor.${id}`, output: { requestName, response: { response: complete, updatedCounter } } },
        {
          type: `xstate.done.actor.${id}`,
          output: { requestName, response: { response: stillChecking, updatedCounter } },
        },
        // Polls carry the token again; the registrar may refuse it (spec section 8: the human check is needed).
        { type: `xstate.error.actor.${id}`, error: humanCheckRejection },
      ];
    },
    premiumCheck: (snapshot, id) => [
      {
        type: `xstate.done.actor.${id}`,
        output: {
          requestName: requestNameOf(snapshot),
          response: { domains: [{ domain: "name.com", price: 99_900 }] },
        },
      },
    ],
    aiGenerate: (snapshot, id) => {
      const requestName = requestNameOf(snapshot);
      return [
        { type: `xstate.done.actor.${id}`, output: { requestName, response: { requireHCaptcha: true } } },
        {
          type: `xstate.done.actor.${id}`,
          output: { requestName, response: { uuid: "u", prompt: "idea", domains: ["idea.com"] } },
        },
        { type: `xstate.done.actor.${id}`, output: { requestName, response: { domains: [] } } },
        { type: `xstate.error.actor.${id}`, error: humanCheckRejection },
      ];
    },
    aiLoad: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: { uuid: "u", prompt: "idea", domains: ["idea.com"] } },
    ],
  },
};

function isLookupActor(name: string): name is LookupActorName {
  return Object.hasOwn(lookupFixtures.actors, name);
}

/** The fixture's events for one actor, typed by its name (a generic call keeps output and actor together). */
function actorResults<K extends LookupActorName>(name: K, snapshot: Snapshot, invokeId: string): ActorResult<K>[] {
  const results: LookupFixtures["actors"][K] = lookupFixtures.actors[name];
  return results(snapshot, invokeId);
}

/** Every visitor event, and the results of the invokes active in `snapshot`. */
export function lookupEvents(snapshot: Snapshot): ModelEventOf<LookupMachine>[] {
  const events: ModelEventOf<LookupMachine>[] = [];
  for (const visitorEvents of Object.values(lookupFixtures.visitor)) events.push(...visitorEvents(snapshot));
  for (const { id, src } of activeInvokes(snapshot)) {
    if (!isLookupActor(src)) throw new Error(`The lookup model has no fixture for the actor "${src}" (invoke ${id}).`);
    events.push(...actorResults(src, snapshot, id));
  }
  return events;
}

/** Polls are told apart by how many answers the lookup has had, so the 6th poll is reached one poll at a time. */
const pollStates: readonly unknown[] = ["waitingToPoll", "polling"];

export function serializeLookupState(snapshot: Snapshot): string {
  const c = snapshot.context;
  const request = typeof snapshot.value === "string" ? null : snapshot.value.searching.request;
  const counter = pollStates.includes(request) ? c.currentDomainLookup.updatedCounter : null;
  return JSON.stringify([
    snapshot.value,
    c.search?.kind ?? null,
    c.aiResults !== null,
    c.premiumQueue.length > 0,
    counter,
  ]);
}

/** The lookup model of `machine` (the real one, or a mutant of it), checked by its oracles after every step. */
export function lookupModel(machine: LookupMachine = lookupMachine): ModelOptions<LookupMachine> {
  return {
    name: "lookup",
    machine,
    input: whInput,
    events: lookupEvents,
    serializeState: serializeLookupState,
    oracle: allOracles(lookupOracle, lookupViewOracle),
  };
}
