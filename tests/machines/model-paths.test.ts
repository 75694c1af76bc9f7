import { describe, expect, it } from "vitest";
import { assign, fromPromise, setup } from "xstate";
import { describeModelPaths } from "./support/model-coverage";
import { modelCoverage, modelInventory, modelPaths } from "./support/model-paths";

/** A small machine with an invoke, a guarded done transition, a named delay and an eventless transition. */
const toyMachine = setup({
  types: { events: {} as { type: "toy.load" } | { type: "toy.reset" }, context: {} as { loads: number } },
  actors: { load: fromPromise(async (): Promise<number> => 1) },
  delays: { retryDelay: 1000 },
  guards: { isLarge: ({ event }) => (event as unknown as { output: number }).output > 5 },
}).createMachine({
  id: "toy",
  initial: "idle",
  context: { loads: 0 },
  states: {
    idle: { description: "Waiting", on: { "toy.load": "loading" } },
    loading: {
      invoke: {
        id: "load",
        src: "load",
        onDone: [{ guard: "isLarge", target: "large" }, { target: "small" }],
        onError: "failed",
      },
    },
    small: { after: { retryDelay: "idle" }, on: { "toy.reset": "idle" } },
    large: { entry: assign({ loads: ({ context }) => context.loads + 1 }), type: "final" },
    failed: { always: "idle" },
  },
});

const fixtures = () => [
  { type: "toy.load" as const },
  { type: "toy.reset" as const },
  { type: "xstate.done.actor.load", output: 1 },
  { type: "xstate.done.actor.load", output: 9 },
];

describe("model paths helper", () => {
  it("lists every state and transition candidate", () => {
    const inventory = modelInventory(toyMachine);
    expect(inventory.states.sort()).toEqual(["toy.failed", "toy.idle", "toy.large", "toy.loading", "toy.small"]);
    expect(inventory.transitions).toHaveLength(7);
  });

  it("reaches every state and takes every transition with complete fixtures", () => {
    // biome-ignore lint/suspicious/noExplicitAny: fixtures include invoke results the event union does not declare.
    const options = { name: "toy", machine: toyMachine, events: fixtures as any };
    const coverage = modelCoverage(options);
    expect(coverage.states).toMatchObject({ reached: 5, total: 5, missing: [] });
    expect(coverage.transitions).toMatchObject({ reached: 7, total: 7, missing: [] });
    expect(modelPaths(options).some((p) => p.description.includes("xstate.after.retryDelay"))).toBe(true);
  });

  it("names what incomplete fixtures miss", () => {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const options = { name: "toy", machine: toyMachine, events: (() => [{ type: "toy.load" }]) as any };
    const coverage = modelCoverage(options);
    expect(coverage.states.missing.sort()).toEqual(["toy.large", "toy.small"]);
    expect(coverage.transitions.reached).toBeLessThan(coverage.transitions.total);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: as above.
describeModelPaths({ name: "toy", machine: toyMachine, events: fixtures as any });
