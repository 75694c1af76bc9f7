import { describe, expect, it } from "vitest";
import { assign, createMachine, fromPromise, setup } from "xstate";
import { describeModelPaths } from "./support/model-coverage";
import { modelCoverage, modelInventory, modelPaths } from "./support/model-paths";
import { compressSteps, maxTestNameLength, titleOf } from "./support/path-names";

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
    expect(modelPaths(options).some((p) => p.events.some((e) => e.type.startsWith("xstate.after.retryDelay")))).toBe(
      true,
    );
  });

  it("names what incomplete fixtures miss", () => {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const options = { name: "toy", machine: toyMachine, events: (() => [{ type: "toy.load" }]) as any };
    const coverage = modelCoverage(options);
    expect(coverage.states.missing.sort()).toEqual(["toy.large", "toy.small"]);
    expect(coverage.transitions.reached).toBeLessThan(coverage.transitions.total);
  });
});

describe("path names", () => {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const options = { name: "toy", machine: toyMachine, events: fixtures as any };

  it("numbers the paths toy-01, toy-02, ... shortest first, and names each by its steps and where it ends", () => {
    const paths = modelPaths(options);
    expect(paths.map((p) => p.id)).toEqual(paths.map((_, i) => `toy-${String(i + 1).padStart(2, "0")}`));
    expect(paths[0]).toMatchObject({ description: "toy-01 at start: idle", endsIn: ["toy.idle"] });
    const large = paths.find((p) => p.endsIn.includes("toy.large"));
    expect(large?.title).toBe("toy.load, xstate.done.actor.load, then large");
    // A transition's description is the step's words; an event without one is named by its type.
    const described = setup({}).createMachine({
      id: "lamp",
      initial: "off",
      states: { off: { on: { "lamp.flip": { target: "on", description: "visitor switches it on" } } }, on: {} },
    });
    const [, flip] = modelPaths({ name: "lamp", machine: described, events: () => [{ type: "lamp.flip" }] });
    expect(flip.description).toBe("lamp-02 visitor switches it on, then on");
  });

  it("gives a path the same id whatever order the fixtures list events in", () => {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const reversed = { ...options, events: (() => [...fixtures()].reverse()) as any };
    const ids = (paths: ReturnType<typeof modelPaths>) => paths.map((p) => `${p.id} ${JSON.stringify(p.events)}`);
    expect(ids(modelPaths(reversed)).sort()).toEqual(ids(modelPaths(options)).sort());
  });

  it("writes repeated steps, and repeated pairs of steps, once with a count", () => {
    const polls = ["search", ...Array(5).fill(["more to come", "after 2.5 s"]).flat(), "6 polls done"];
    expect(compressSteps(polls)).toEqual(["search", "5× (more to come, after 2.5 s)", "6 polls done"]);
    expect(compressSteps(["open", "open", "open", "close"])).toEqual(["3× open", "close"]);
  });

  it("shortens a long title in the middle, keeping its first step, its last steps and its end", () => {
    const steps = Array.from({ length: 12 }, (_, i) => `step number ${i + 1} of a long path`);
    const title = titleOf("lookup-123", steps, "suspended");
    expect(`lookup-123 ${title}`.length).toBeLessThanOrEqual(maxTestNameLength);
    expect(title).toMatch(/^step number 1 of a long path, …, .*step number 12 of a long path, then suspended$/);
    expect(titleOf("toy-01", ["a", "b"], "idle")).toBe("a, b, then idle");
  });

  it("keeps every step in the full title `npm run paths` lists, where the test name is shortened", () => {
    const step = (n: number) => `the visitor takes step number ${n} of a long path`;
    const states = Object.fromEntries(
      Array.from({ length: 8 }, (_, n) => [`s${n}`, { on: { next: { target: `s${n + 1}`, description: step(n) } } }]),
    );
    const chain = createMachine({ id: "chain", initial: "s0", states: { ...states, s8: {} } });
    const longest = modelPaths({ name: "chain", machine: chain, events: () => [{ type: "next" }] }).at(-1);
    const all = Array.from({ length: 8 }, (_, n) => step(n));
    expect(longest?.title).toContain("…");
    expect(longest?.fullTitle).toBe(`${all.join(", ")}, then s8`);
    expect(longest?.steps).toEqual(all);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: as above.
describeModelPaths({ name: "toy", machine: toyMachine, events: fixtures as any });
