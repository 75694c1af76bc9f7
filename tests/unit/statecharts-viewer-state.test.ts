import { describe, expect, it } from "vitest";
import { type EventMessage, keptEvents, type SnapshotMessage } from "../../workbench/protocol";
import { activeLeafNames, diagramToShow } from "../../workbench/viewer/ActorPanel";
import { actorToShow } from "../../workbench/viewer/LiveViewer";
import { contextRows } from "../../workbench/viewer/readable-context";
import { actorsInOrder, applyMessage, noTabs, type ViewerState } from "../../workbench/viewer-state";

const lookup = { key: "x:2", name: "lookup", machine: "lookup" };
const app = { key: "x:0", name: "app", machine: "app" };

const snapshot = (tab: string, actor = lookup, active = ["lookup", "lookup.idle"]): SnapshotMessage => ({
  kind: "snapshot",
  tab,
  page: `/${tab}`,
  actor,
  activeStateIds: active,
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
  value: "idle",
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

  it("shows the workflow that changed last until the visitor chooses one, and not one a tab only repeats", () => {
    const basket = { key: "x:1", name: "basket", machine: "basket" };
    let state = play(snapshot("a"), snapshot("a", basket, ["basket", "basket.ready"]));
    expect(actorToShow(state.tabs.a, undefined)?.name).toBe("basket");
    state = applyMessage(state, snapshot("a", lookup, ["lookup", "lookup.searching"]));
    expect(actorToShow(state.tabs.a, undefined)?.name).toBe("lookup");
    // A tab answers a new viewer with every actor's snapshot: the basket's, unchanged, does not take the view.
    state = applyMessage(state, snapshot("a", basket, ["basket", "basket.ready"]));
    expect(actorToShow(state.tabs.a, undefined)?.name).toBe("lookup");
    expect(actorToShow(state.tabs.a, basket.key)?.name).toBe("basket");
    // A chosen workflow that stopped gives way to the last changed.
    expect(actorToShow(state.tabs.a, "gone")?.name).toBe("lookup");
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

  it("names the innermost active states as paths in words below the machine", () => {
    expect(activeLeafNames(actor)).toEqual(["searching › names", "searching › ai › idle"]);
    expect(activeLeafNames({ machine: "lookup", activeStateIds: ["lookup", "lookup.waitingToPoll"] })).toEqual([
      "waiting to poll",
    ]);
    expect(activeLeafNames({ machine: "app", activeStateIds: ["app"] })).toEqual([]);
  });

  it("shows the most detailed diagram drawing an active state, else the overview", () => {
    const overview = entry("lookup.svg", ["lookup.idle", "lookup.searching"]);
    const searching = entry("lookup.searching.svg", ["lookup.searching.names", "lookup.searching.ai"]);
    const humanCheck = entry("lookup.humanCheck.svg", ["lookup.humanCheck.asking", "lookup"]);
    expect(diagramToShow([overview, searching, humanCheck], actor)).toBe(searching);
    expect(diagramToShow([overview, searching], { ...actor, activeStateIds: ["lookup", "lookup.idle"] })).toBe(
      overview,
    );
    expect(diagramToShow([overview, searching], { ...actor, activeStateIds: ["lookup", "lookup.gone"] })).toBe(
      overview,
    );
  });
});

describe("a workflow's context as a table", () => {
  it("flattens nested fields into words, says money as money, counts lists and names their first entries", () => {
    const rows = contextRows({
      basketId: "b-1",
      pendingVoucher: null,
      useCredit: false,
      price: { currency: "GBP", total: 1299, tax_rate_percent: 20, voucher: null, lines: [{ name: "Starter" }] },
      shownAmountDue: 1299,
      currentDomainLookup: {
        updatedCounter: 3,
        results: [{ name: "a.com" }, { name: "b.net" }, { name: "c.org" }, { name: "d.io" }],
      },
      premiumQueue: [],
      aiResults: { domains: ["x.com", "y.com"] },
      child: "[actor lookupRequest]",
      answeredBy: "lookupPoll",
      deep: { one: { two: { three: { four: { five: 1 } } } } },
    });
    expect(rows).toEqual([
      { field: "basket id", value: "b-1" },
      { field: "pending voucher", value: "none" },
      { field: "use credit", value: "no" },
      { field: "price › currency", value: "GBP" },
      { field: "price › total", value: "£12.99" },
      { field: "price › tax rate percent", value: "20" },
      { field: "price › voucher", value: "none" },
      { field: "price › lines", value: "1 entry: Starter" },
      { field: "shown amount due", value: "£12.99" },
      { field: "current domain lookup › updated counter", value: "3" },
      { field: "current domain lookup › results", value: "4 entries: a.com, b.net, c.org, …" },
      { field: "premium queue", value: "none" },
      { field: "ai results › domains", value: "2 entries: x.com, y.com" },
      { field: "child", value: "running (lookup request)" },
      { field: "answered by", value: "lookup poll" },
      { field: "deep › one › two › three", value: "1 field" },
    ]);
    expect(JSON.stringify(rows.map((row) => row.value))).not.toMatch(/[{}]/);
  });
});
