import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { replayPassed, replayRecording } from "../../scripts/replay-recording";
import { statechartsBroadcast } from "../../workbench/broadcast";
import type { Json, StorefrontMessage } from "../../workbench/protocol";
import { pathFileSchema } from "../../workbench/recording/path-file";
import { recordingOf, recordMessage, startRecording } from "../../workbench/recording/recorder";
import { fixturesModel } from "../../workbench/simulate/simulation-models";
import { whInput } from "../machines/lookup/lookup.fixtures";

// The live viewer's recorder fed by the storefront's real broadcast of a real lookup actor: what it exports is a path
// file that replays green, holds every event once, and starts only with actors it saw start (issue 28).
const committed = pathFileSchema.parse(
  JSON.parse(readFileSync("tests/recordings/search-add-checkout.path.json", "utf8")),
);
const lookupSteps = committed.actors.find((actor) => actor.name === "lookup")?.steps ?? [];

const inert = fromPromise(() => new Promise<never>(() => {}));
const offline = lookupMachine.provide({
  actors: Object.fromEntries(Object.keys(lookupMachine.implementations.actors).map((name) => [name, inert])),
});

/** A visit's messages: a lookup actor started at `startedAt`, sent the committed recording's lookup events. */
function visit(startedAt: number): StorefrontMessage[] {
  const messages: StorefrontMessage[] = [];
  const { inspect } = statechartsBroadcast({
    channel: { postMessage: (message) => messages.push(message), addEventListener: () => {} },
    location: { pathname: "/", search: "" },
    tab: "tab-1",
    now: () => startedAt,
  });
  const actor = createActor(offline, { input: whInput, inspect });
  actor.start();
  // The recorded events are the lookup's own: the file's schema leaves their payload loose.
  for (const { event } of lookupSteps) actor.send(event as never);
  actor.stop();
  return messages;
}

describe("the live viewer's recorder", () => {
  it("exports the events and states of a visit as a path file that replays green", async () => {
    const recordings = visit(2000).reduce(recordMessage, startRecording(1000));
    const file = recordingOf(recordings);
    expect(file && pathFileSchema.parse(file).actors.map((actor) => actor.steps)).toEqual([lookupSteps]);
    if (file) expect(replayPassed(await replayRecording(file, fixturesModel))).toBe(true);
  });

  it("holds each step with the state it led to whenever the export comes, even between two messages of a tab", () => {
    // Each message reaches the viewer as a task of its own, and a click on Export may come between any two.
    const messages = visit(2000);
    for (let count = 1; count <= messages.length; count++) {
      const steps = recordingOf(messages.slice(0, count).reduce(recordMessage, startRecording(1000)))?.actors[0].steps;
      expect(steps ?? []).toEqual(lookupSteps.slice(0, steps?.length ?? 0));
    }
  });

  it("keeps each event once when the tab resends its latest events to another viewer", () => {
    const messages = visit(2000);
    const resent = messages.filter((message) => message.kind === "event");
    const file = recordingOf([...messages, ...resent].reduce(recordMessage, startRecording(1000)));
    expect(file?.actors[0].steps).toHaveLength(lookupSteps.length);
  });

  it("records no actor that started before the viewer opened: its first steps are unknown", () => {
    expect(recordingOf(visit(500).reduce(recordMessage, startRecording(1000)))).toBeUndefined();
  });

  it("masks a name the checkout form held in the search made before it, in every actor's events", () => {
    const event = (seq: number, actor: string, type: string, payload: Json): StorefrontMessage => ({
      kind: "event",
      tab: "tab-1",
      page: "/",
      seq,
      actor: { key: actor, name: actor, machine: actor },
      at: 2000,
      type,
      payload,
      value: "idle",
    });
    const messages = [
      event(0, "lookup", "xstate.init", { input: whInput }),
      event(1, "lookup", "lookup.submit", { search: { kind: "single", query: "janedoeplumbing", transfer: false } }),
      event(2, "checkout", "xstate.init", { input: null }),
      event(3, "checkout", "checkout.pay", { contact: { registrant: "Jane Doe", email: "jane@mailbox.org" } }),
    ];
    const file = recordingOf(messages.reduce(recordMessage, startRecording(1000)));
    expect(file?.actors.map((actor) => actor.steps[0].event)).toEqual([
      { type: "lookup.submit", search: { kind: "single", query: "xxxxxxxplumbing", transfer: false } },
      { type: "checkout.pay", contact: { registrant: "Alex Example", email: "visitor@example.com" } },
    ]);
  });
});
