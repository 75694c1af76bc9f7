import { describe, expect, it } from "vitest";
import { type EventMessage, keptEvents, type SnapshotMessage } from "../../workbench/protocol";
import { activeLeafNames, splitDiagrams } from "../../workbench/viewer/ActorPanel";
import { actorsInOrder, applyMessage, noTabs, type ViewerState } from "../../workbench/viewer-state";

const lookup = { key: "x:2", name: "lookup", machine: "lookup" };
const app = { key: "x:0", name: "app", machine: "app" };

const snapshot = (tab: string, actor = lookup, active = ["lookup", "lookup.idle"]): SnapshotMessage => ({
  kind: "snapshot",
  tab,
  page: `/${tab}`,
  actor,
  activeStateIds: active,
  value: "idle",
  context: { query: "" },
});
const event = (tab: string, n: number): EventMessage => ({
  kind: "event",
  seq: n,
  tab,
  page: `/${tab}`,
  actor: lookup,
  at: n,
  type: `event ${n}`,
  payload: { n },
});

const play = (...messages: (SnapshotMessage | EventMessage | { kind: "bye"; tab: string; page: string })[]) =>
  messages.reduce<ViewerState>(applyMessage, noTabs);

describe("the statechart viewer's state", () => {
  it(`keeps the last ${keptEvents} events of a tab, newest first`, () => {
    const state = play(...Array.from({ length: 60 }, (_, i) => event("a", i)));
    const events = state.tabs.a.events;
    expect(events).toHaveLength(keptEvents);
    expect(events[0]).toMatchObject({ type: "event 59", actor: "lookup", at: 59, payload: { n: 59 } });
    expect(events.at(-1)?.type).toBe("event 10");
  });

  it("skips the events a tab replays for another viewer when they are logged already", () => {
    const replayed = [event("a", 0), event("a", 1), event("a", 2)];
    const state = play(event("a", 0), event("a", 1), ...replayed, event("a", 3));
    expect(state.tabs.a.events.map((e) => e.seq)).toEqual([3, 2, 1, 0]);
  });

  it("replaces an actor's snapshot and lists the app first", () => {
    const state = play(
      snapshot("a"),
      snapshot("a", app, ["app"]),
      snapshot("a", lookup, ["lookup", "lookup.searching"]),
    );
    expect(actorsInOrder(state.tabs.a).map((a) => [a.name, a.activeStateIds.at(-1)])).toEqual([
      ["app", "app"],
      ["lookup", "lookup.searching"],
    ]);
  });

  it("follows the tab that spoke last and hands over to the last active tab when it closes", () => {
    let state = play(snapshot("a"), snapshot("b"), event("a", 1));
    expect(state.followed).toBe("a");
    expect(state.tabs.b.events).toEqual([]);
    state = applyMessage(state, { kind: "bye", tab: "a", page: "/a" });
    expect(state).toMatchObject({ followed: "b" });
    expect(Object.keys(state.tabs)).toEqual(["b"]);
    expect(applyMessage(state, { kind: "bye", tab: "b", page: "/b" })).toEqual({ tabs: {}, followed: undefined });
  });
});

describe("an actor's panel", () => {
  const actor = {
    ...lookup,
    context: null,
    activeStateIds: [
      "lookup",
      "lookup.searching",
      "lookup.searching.names",
      "lookup.searching.ai",
      "lookup.searching.ai.idle",
    ],
  };
  const entry = (file: string, stateIds: string[]) => ({ machine: "lookup", file, title: file, stateIds });

  it("names the innermost active states as paths below the machine", () => {
    expect(activeLeafNames(actor)).toEqual(["searching › names", "searching › ai › idle"]);
    expect(activeLeafNames({ machine: "app", activeStateIds: ["app"] })).toEqual([]);
  });

  it("opens the overview and the diagrams drawing an active state, and folds the others", () => {
    const overview = entry("lookup.svg", ["lookup.idle", "lookup.searching"]);
    const searching = entry("lookup.searching.svg", ["lookup.searching.names", "lookup.searching.ai"]);
    const checkout = entry("lookup.humanCheck.svg", ["lookup.humanCheck.asking", "lookup"]);
    expect(splitDiagrams([overview, searching, checkout], actor)).toEqual({
      open: [overview, searching],
      folded: [checkout],
    });
  });
});
