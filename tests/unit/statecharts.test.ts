import { describe, expect, it } from "vitest";
import { type AnyActorRef, assign, createMachine, enqueueActions, raise, sendTo, setup } from "xstate";
import { type ActorsModel, actorsDiagram, actorsModel } from "../../workbench/actors-diagram";
import { allStates, chartModel } from "../../workbench/machine-model";
import { statechartPage } from "../../workbench/mermaid";
import { maxStatesPerDiagram, stateDiagrams } from "../../workbench/state-diagrams";

const sample = setup({
  actors: { clock: createMachine({}) },
  guards: { hasResults: () => true },
  delays: { pollDelay: 2500 },
}).createMachine({
  id: "sample",
  description: "A sample workflow.",
  initial: "idle",
  on: { "sample.reset": { target: ".idle", description: "visitor starts again" } },
  states: {
    idle: {
      description: "Waiting for a search.",
      on: { "sample.submit": { target: "busy", guard: "hasResults", description: "visitor searched" } },
    },
    busy: {
      description: "Checking the names.",
      meta: { activity: "watching the clock" },
      invoke: { id: "clock", src: "clock" },
      initial: "waiting",
      states: {
        waiting: { after: { pollDelay: { target: "#sample.done", description: "after 2.5 s" } } },
        lost: {},
      },
    },
    done: { type: "final", description: "Finished." },
  },
});

/** A machine with more states than one diagram holds: three compound states of seven. */
function bigMachine() {
  const steps = (prefix: string) =>
    Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`${prefix}${i}`, { on: { next: i < 5 ? `${prefix}${i + 1}` : "#big.b" } }]),
    );
  return createMachine({
    id: "big",
    initial: "a",
    states: {
      a: { initial: "a0", states: steps("a") },
      b: {
        initial: "b0",
        states: {
          ...steps("b"),
          b5: { on: { next: "#big.b" }, after: { 3000: { target: "b0", description: "after 3 s" } } },
        },
      },
      c: { initial: "c0", states: { ...steps("c"), c6: { on: { back: "c0" } } } },
    },
  });
}

describe("statechart diagrams", () => {
  it("labels arrows with the transitions' descriptions and shows each state's description and activity", () => {
    const [diagram] = stateDiagrams(chartModel("sample", sample));
    const source = diagram?.source ?? "";
    expect(source).toContain("stateDiagram-v2");
    expect(source).toContain("[*] --> sample_idle");
    expect(source).toContain("sample_idle --> sample_busy : visitor searched");
    expect(source).toContain("sample_busy_waiting --> sample_done : after 2.5 s");
    expect(source).toContain("sample_idle : Waiting for a search.");
    // A group takes no notes (Mermaid rejects them): its activity and description are in its label.
    expect(source).toContain('state "busy<br/>⟳ watching the clock<br/>Checking the names." as sample_busy {');
    expect(source).toContain("sample_done --> [*]");
    expect(source).not.toContain("hasResults");
  });

  it("prints a visible placeholder where a description is missing, never a code word", () => {
    const [diagram] = stateDiagrams(chartModel("sample", sample));
    expect(diagram?.source).toContain("sample_busy_lost : (no description)");
    expect(diagram?.source).not.toContain("pollDelay");
    const unlabelled = createMachine({ id: "bare", initial: "x", states: { x: { on: { "bare.go": "y" } }, y: {} } });
    expect(stateDiagrams(chartModel("bare", unlabelled))[0]?.source).toContain("bare_x --> bare_y : (no label)");
  });

  it("draws alternatives between the same two states as one arrow, each phrase after a bullet", () => {
    const twoWays = createMachine({
      id: "two",
      initial: "x",
      states: {
        x: {
          on: {
            "two.a": { target: "y", description: "visitor left" },
            "two.b": { target: "y", description: "after 3 s" },
          },
        },
        y: {},
      },
    });
    expect(stateDiagrams(chartModel("two", twoWays))[0]?.source).toContain(
      "two_x --> two_y : • visitor left<br/>• after 3 s",
    );
  });

  it("keeps each phrase of a long list of alternatives on one line where it fits", () => {
    const phrases = ["a", "b", "c", "d", "e", "f", "g"].map((letter) => `plan ${letter} linked to a domain`);
    const many = createMachine({
      id: "many",
      initial: "x",
      states: {
        x: { on: Object.fromEntries(phrases.map((description, index) => [`many.e${index}`, { description }])) },
      },
    });
    const source = stateDiagrams(chartModel("many", many))[0]?.source ?? "";
    // 27 characters with its bullet: over the 24 of an arrow's line, within a list's.
    expect(source).toContain(phrases.map((phrase) => `• ${phrase}`).join("<br/>"));
  });

  it("draws events accepted in every state from an 'at any time' block", () => {
    const [diagram] = stateDiagrams(chartModel("sample", sample));
    expect(diagram?.source).toContain('state "at any time" as at_any_time');
    expect(diagram?.source).toContain("at_any_time --> sample_idle : visitor starts again");
  });

  it("collapses the smallest compound states of a machine too big for one diagram, each with its own", () => {
    const model = chartModel("big", bigMachine());
    const diagrams = stateDiagrams(model);
    // The fixture must be too big for one diagram, or this test would prove nothing.
    expect(allStates(model.root).length - 1).toBeGreaterThan(maxStatesPerDiagram);
    expect(diagrams.map((d) => d.file)).toEqual(["big.svg", "big.a.svg", "big.b.svg"]);
    const [overview, insideA, insideB] = diagrams;
    expect(Object.values(overview?.nodes ?? {}).length).toBeLessThanOrEqual(maxStatesPerDiagram);
    expect(Object.values(overview?.nodes ?? {})).toContain("big.c.c6");
    expect(overview?.source).toContain('state "a ▸" as big_a');
    expect(overview?.details).toEqual(["big.a.svg", "big.b.svg"]);
    // The last step of a leads out of it: drawn from the collapsed box in the overview, to a stand-in in its own.
    // Between two collapsed boxes the overview's arrow has no words: a's own diagram carries them.
    expect(overview?.source).toMatch(/^ {2}big_a --> big_b$/m);
    expect(insideA?.source).toContain("big_a_a5 --> outside_big_b : (no label)");
    expect(insideA?.source).toContain('state "↗ b" as outside_big_b');
    expect(insideB?.source).toContain("outside_big_a_a5 --> big_b");
    expect(insideB?.parent).toBe("big.svg");
  });

  it("draws a state outside a diagram as one box, or apart: once for the arrows from it and once for those to it", () => {
    const trip = createMachine({
      id: "trip",
      initial: "a",
      states: {
        a: { on: { "trip.go": { target: "c", description: "visitor went" } } },
        b: {},
        c: { on: { "trip.back": { target: "a", description: "visitor came back" } } },
        d: {},
      },
    });
    const [overview, phase] = stateDiagrams(chartModel("trip", trip), () => 2);
    expect(phase?.file).toBe("trip.aToB.svg");
    // Between the phases no words: the phase's own diagram has them.
    expect(overview?.source).toMatch(/^ {2}trip_aToB --> trip_cToD$/m);
    expect(overview?.source).toMatch(/^ {2}trip_cToD --> trip_aToB$/m);
    expect(phase?.source).toContain("trip_aToB_a --> outside_trip_cToD_c : visitor went");
    expect(phase?.source).toContain("outside_trip_cToD_c --> trip_aToB_a : visitor came back");
    expect(phase?.source).not.toContain("from_outside");
    // Apart, two boxes, so that both arrows run one way and "c" takes no row between two states of this diagram.
    expect(phase?.apartSource).toContain("trip_aToB_a --> outside_trip_cToD_c : visitor went");
    expect(phase?.apartSource).toContain("from_outside_trip_cToD_c --> trip_aToB_a : visitor came back");
    expect(phase?.apartSource).toContain('state "↗ c" as outside_trip_cToD_c');
    expect(phase?.apartSource).toContain('state "↗ c" as from_outside_trip_cToD_c');
  });

  it("keeps a collapsed state's timed and counted steps on its own loop in the overview", () => {
    const [overview] = stateDiagrams(chartModel("big", bigMachine()));
    // a1 -> a2 is an inner step without a number: left to a's own diagram.
    expect(overview?.source).not.toContain("big_a --> big_a");
    expect(overview?.source).toContain("big_b --> big_b : after 3 s");
  });

  it("draws a state's diagram group as one box in its diagram and the group's inside in a diagram of its own", () => {
    const grouped = createMachine({
      id: "shop",
      initial: "asking",
      states: {
        asking: {
          meta: {
            diagramGroups: {
              retries: { description: "Tries again, at most 3 times.", states: ["waiting", "retrying"] },
            },
          },
          initial: "sending",
          states: {
            sending: { on: { "shop.busy": { target: "waiting", description: "registrar busy" } } },
            waiting: { after: { 1000: { target: "retrying", description: "after 1 s" } } },
            retrying: {
              on: {
                "shop.busy": { target: "waiting", description: "still busy" },
                "shop.answer": { target: "answered", description: "answer arrived" },
                "shop.limit": { target: "#shop.gaveUp", description: "3 tries done" },
              },
            },
            answered: {},
          },
        },
        gaveUp: {},
      },
    });
    const model = chartModel("shop", grouped);
    const diagrams = stateDiagrams(model);
    expect(diagrams.map((d) => d.file)).toEqual(["shop.svg", "shop.asking.retries.svg"]);
    const [whole, retries] = diagrams;
    expect(whole?.details).toEqual(["shop.asking.retries.svg"]);
    expect(whole?.source).toContain('state "retries ▸" as shop_asking_retries');
    expect(whole?.source).toContain("shop_asking_retries : Tries again, at most 3 times.");
    expect(whole?.source).toContain("shop_asking_sending --> shop_asking_retries : registrar busy");
    expect(whole?.source).toContain("shop_asking_retries --> shop_gaveUp : 3 tries done");
    // Timed and counted steps inside the group stay on its box, as on a collapsed state's.
    expect(whole?.source).toContain("shop_asking_retries --> shop_asking_retries : after 1 s");
    // No machine state is called "retries": its box carries no XState id; the members keep theirs.
    expect(Object.values(whole?.nodes ?? {})).not.toContain("shop.asking.retries");
    expect(Object.values(retries?.nodes ?? {}).sort()).toEqual(["shop.asking.retrying", "shop.asking.waiting"]);
    expect(retries?.title).toBe("shop: inside asking › retries");
    expect(retries?.parent).toBe("shop.svg");
    // A state outside by its path below the state the group lies in, which the title names.
    expect(retries?.source).toContain('state "↗ answered" as outside_shop_asking_answered');
    expect(retries?.source).toContain("outside_shop_asking_sending --> shop_asking_retries_waiting : registrar busy");
    // The state table stays the machine's own.
    expect(statechartPage(model, "shop.machine.ts", diagrams)).toContain("| asking › waiting |");
  });

  it("draws a state with more children than a diagram holds in phases, in the machine's order, each opening", () => {
    const flat = createMachine({
      id: "flat",
      initial: "s1",
      states: Object.fromEntries(
        ["s1", "s2", "s3", "s4", "s5", "s6", "s7"].map((key, index, keys) => [
          key,
          { on: { next: { target: keys[index + 1] ?? "s1", description: `step ${index + 1}` } } },
        ]),
      ),
    });
    const model = chartModel("flat", flat);
    const diagrams = stateDiagrams(model, () => 3);
    // Seven states, at most three a diagram: three phases of 2, 3 and 2 states, in the order the machine lists them.
    expect(diagrams.map((d) => d.file)).toEqual(["flat.svg", "flat.s1ToS2.svg", "flat.s3ToS5.svg", "flat.s6ToS7.svg"]);
    const [overview, first] = diagrams;
    expect(overview?.source).toContain('state "s1 to s2 ▸" as flat_s1ToS2');
    expect(overview?.source).toContain("flat_s1ToS2 : From s1 to s2#58; s1, s2.");
    expect(overview?.source).toMatch(/^ {2}flat_s1ToS2 --> flat_s3ToS5$/m);
    expect(overview?.opens).toEqual({
      flat_s1ToS2: "flat.s1ToS2.svg",
      flat_s3ToS5: "flat.s3ToS5.svg",
      flat_s6ToS7: "flat.s6ToS7.svg",
    });
    expect(first?.title).toBe("flat: inside s1 to s2");
    expect(first?.source).toContain("flat_s1ToS2_s2 --> outside_flat_s3ToS5_s3 : step 2");
    // A phase is no machine state: its states are drawn loose, with no box around them.
    expect(first?.source).toContain("[*] --> flat_s1ToS2_s1");
    expect(first?.source).not.toContain("as flat_s1ToS2 {");
    expect(first?.source).toContain('state "↗ s3" as outside_flat_s3ToS5_s3');
    // Every state is drawn, by its machine id, in one of the phases.
    const drawn = diagrams.flatMap((d) => Object.values(d.nodes)).sort();
    expect(drawn).toEqual(["flat.s1", "flat.s2", "flat.s3", "flat.s4", "flat.s5", "flat.s6", "flat.s7"]);
    // With room for all seven, one diagram.
    expect(stateDiagrams(model).map((d) => d.file)).toEqual(["flat.svg"]);
    // A phase still too big draws phases of its own; every state is still drawn once.
    const finer = stateDiagrams(model, (scope) => (scope === "flat.s3ToS5" ? 2 : 3));
    expect(finer.map((d) => d.file)).toContain("flat.s3ToS5.s3ToS4.svg");
    expect(finer.find((d) => d.file === "flat.s3ToS5.s3ToS4.svg")?.title).toBe("flat: inside s3 to s5 › s3 to s4");
    expect(finer.flatMap((d) => Object.values(d.nodes)).sort()).toEqual(drawn);
  });

  it("rejects a diagram group naming a state that is not a child", () => {
    const typo = createMachine({
      id: "typo",
      initial: "a",
      meta: { diagramGroups: { both: { description: "Both.", states: ["a", "c"] } } },
      states: { a: {}, b: {} },
    });
    expect(() => stateDiagrams(chartModel("typo", typo))).toThrow('the diagram group "both" names c');
  });

  it("tables every state with its description and arrows in business words", () => {
    const model = chartModel("sample", sample);
    const page = statechartPage(model, "machines/sample/sample.machine.ts", stateDiagrams(model));
    expect(page).toContain("| busy › waiting |  |  | after 2.5 s → done |");
    expect(page).toContain("| idle | Waiting for a search. |  | visitor searched → busy |");
    expect(page).toContain("![sample](sample.svg)");
  });
});

describe("the actors together", () => {
  const child = createMachine({});
  const app = setup({
    types: { context: {} as { helper: AnyActorRef | null; heldForHelper: string[] } },
    actors: { basket: child, search: child },
    actions: {
      startHelper: assign({ helper: ({ spawn }) => spawn(child) }),
      passOn: enqueueActions(({ context, enqueue }) => {
        if (context.helper) enqueue.sendTo(context.helper, { type: "helper.news" });
      }),
      // Held until the helper runs, as the app holds the basket's events: a list the stand-in context reads as empty.
      passHeld: enqueueActions(({ context, enqueue }) => {
        for (const type of context.heldForHelper) if (context.helper) enqueue.sendTo(context.helper, { type });
        if (context.helper) enqueue.sendTo(context.helper, { type: "helper.now" });
      }),
    },
  }).createMachine({
    id: "app",
    context: { helper: null, heldForHelper: [] },
    invoke: [
      { id: "basket", src: "basket" },
      { id: "search", src: "search" },
    ],
    on: {
      "app.helper.loaded": { actions: "startHelper", description: "a page needs the helper" },
      "search.found": { actions: "passOn", description: "a result is worth telling the helper" },
      "helper.done": { actions: sendTo("basket", { type: "basket.clear" }), description: "helper empties the basket" },
      "app.helper.send": { actions: "passHeld", description: "news for the helper, held until it runs" },
      // Raised, the event's own transition sends it: the message is drawn with this transition's words.
      "basket.emptied": { actions: raise({ type: "app.helper.send" }), description: "emptied basket tells the helper" },
    },
  });

  it("finds invoked and spawned children and the messages the app passes between them", () => {
    const model = actorsModel(app);
    expect(model.children).toEqual([
      { name: "basket", started: "invoked" },
      { name: "search", started: "invoked" },
      { name: "helper", started: "spawned", startedWhen: "a page needs the helper" },
    ]);
    expect(model.messages).toEqual([
      { from: "search", to: "helper", label: "a result is worth telling the helper" },
      { from: "helper", to: "basket", label: "helper empties the basket" },
      { from: "page", to: "helper", label: "news for the helper, held until it runs" },
      { from: "basket", to: "helper", label: "emptied basket tells the helper" },
    ]);
    const { source } = actorsDiagram(model);
    expect(source).toContain('actor_helper ==>|"helper empties the basket"| actor_basket');
    expect(source).toContain('actor_app -.->|"a page needs the helper"| group_1');
  });

  it("draws the children started on demand that pass no message in one group, and one arrow per pair", () => {
    const model: ActorsModel = {
      root: "app",
      children: [
        { name: "basket", started: "invoked" },
        { name: "helper", started: "spawned", startedWhen: "a page needs the helper" },
        { name: "news", started: "spawned", startedWhen: "the news page opens" },
        { name: "weather", started: "spawned", startedWhen: "the weather page opens" },
      ],
      messages: [
        { from: "helper", to: "basket", label: "helper empties the basket" },
        { from: "helper", to: "basket", label: "helper fills the basket" },
      ],
    };
    const { source } = actorsDiagram(model);
    expect(source.match(/subgraph/g)).toHaveLength(3);
    expect(source).toContain('actor_app -.->|"the news page opens<br/>the weather page opens"| group_2');
    expect(source).toContain('actor_helper ==>|"helper empties the basket<br/>helper fills the basket"| actor_basket');
    expect(source.match(/==>/g)).toHaveLength(1);
  });
});
