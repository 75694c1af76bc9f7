import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { firstFreePortPair } from "../../scripts/free-ports";
import {
  browserPathFor,
  browserPathWords,
  type GeneratedPath,
  pathsThroughState,
  qaCatalogue,
  qaPathsByState,
  singlePathScenarios,
} from "../../scripts/path-catalogue";

/** A generated path of the `door` machine: its words, the transitions it takes, the states it passes through. */
function door(
  id: string,
  title: string,
  transitions: string[],
  states: string[] = ["door.closed"],
  steps = transitions.length,
): GeneratedPath {
  const route = JSON.stringify(Array.from({ length: steps }, (_, step) => ["door.event", step]));
  // The words of each step, as the title joins them (a repeated block is written once there, with its count).
  const words = title.startsWith("at start") ? [] : title.replace(/^\d+× \(|\)|, then .*$/g, "").split(", ");
  return { model: "door", id, title, steps: words, endsIn: [states.at(-1) ?? ""], route, transitions, states };
}

const listedIds = (paths: GeneratedPath[]) =>
  qaCatalogue(paths).flatMap((w) => w.scenarios.flatMap((s) => s.paths.map((p) => p.id)));

describe("the QA catalogue (npm run paths)", () => {
  it("lists the fewest paths that take every transition, dropping a chosen path the later ones make redundant", () => {
    // Greedy takes door-01 first (3 new transitions), then one path for each of 4, 5 and 6, which take 1, 2 and 3
    // between them: door-01 adds nothing any more and is dropped.
    const paths = [
      door("door-01", "open, knock, close, then closed", ["t1", "t2", "t3"]),
      door("door-02", "open, lock, then locked", ["t1", "t4"]),
      door("door-03", "open, close, ring, then closed", ["t3", "t5"]),
      door("door-04", "knock, paint, then closed", ["t2", "t6"]),
      door("door-05", "open, then open", ["t1"]),
    ];
    expect(listedIds(paths)).toEqual(["door-02", "door-03", "door-04"]);
    const [workflow] = qaCatalogue(paths);
    expect(workflow).toMatchObject({ model: "door", generated: 5, distinct: 5, transitions: 6 });
  });

  it("prefers the path with fewer steps, then the lower id, when two add as much", () => {
    const paths = [
      door("door-01", "open, knock, knock, then open", ["t1", "t2"], ["door.open"], 3),
      door("door-02", "open, knock, then open (again)", ["t1", "t2"]),
      door("door-03", "knock, open, then open", ["t2", "t1"]),
    ];
    expect(listedIds(paths)).toEqual(["door-02"]);
  });

  it("merges paths taking the same steps with other data into the lowest id, and names the others", () => {
    const paths = [
      door("door-03", "open, then open", ["t1"]),
      door("door-01", "open, then open", ["t1"]),
      door("door-02", "open, then open", ["t1"]),
      door("door-04", "open with a key, then open", ["t1b"]),
    ];
    expect(qaCatalogue(paths)[0]).toMatchObject({ generated: 4, distinct: 2 });
    const listed = qaCatalogue(paths)[0].scenarios.flatMap((s) => s.paths);
    expect(listed.map((p) => [p.id, p.sameStepsAs])).toEqual([
      ["door-01", ["door-02", "door-03"]],
      ["door-04", []],
    ]);
  });

  it("groups each workflow's paths by their first step, and names the browser path taking the same steps", () => {
    const open = door("door-02", "visitor opens, visitor knocks, then open", ["open", "knock"], ["door.open"]);
    const paths = [
      door("door-01", "at start: closed", ["start"]),
      open,
      door("door-03", "visitor opens, visitor closes, then closed", ["open", "close"]),
      door("door-04", "2× (visitor rings, bell rings), then closed", ["ring", "bell"]),
      { ...door("bell-01", "ring, then ringing", ["ring"]), model: "bell" },
    ];
    const browser = [
      { model: "door", id: "door-browser-03", route: "[]", transitions: ["open"], endsIn: ["door.open"] },
      { model: "door", id: "door-browser-07", route: open.route, transitions: open.transitions, endsIn: ["door.open"] },
    ];
    const workflows = qaCatalogue(paths, browser);
    expect(workflows.map((w) => w.model)).toEqual(["bell", "door"]);
    // The paths alone in their scenario go together, under one heading rather than one heading each.
    expect(workflows[1].scenarios.map((s) => [s.name, s.paths.map((p) => p.id)])).toEqual([
      [singlePathScenarios, ["door-01", "door-04"]],
      ["visitor opens", ["door-02", "door-03"]],
    ]);
    expect(workflows[1].scenarios[1].paths.map((p) => p.browserPath)).toEqual([
      { id: "door-browser-07", sameSteps: true, sharedTransitions: 2, ofTransitions: 2 },
      // No twin: the one taking most of its transitions (door-browser-03 and -07 take "open"), the shorter one first.
      { id: "door-browser-03", sameSteps: false, sharedTransitions: 1, ofTransitions: 2 },
    ]);
    // The bell has no browser paths.
    expect(workflows[0].scenarios[0].paths[0].browserPath).toBeNull();
  });

  it("names a scenario by every step its paths share from the start, not only the first", () => {
    const paths = [
      door("door-01", "page opened, order read, order shown, then shown", ["open", "read", "shown"]),
      door("door-02", "page opened, order read, order failed, then failed", ["open", "read", "failed"]),
      door("door-03", "page opened, nothing read, then failed", ["open", "none"]),
      door("door-04", "page opened, nothing read, retried, then failed", ["open", "none", "retry"]),
    ];
    // door-03 is left out: door-04 takes its steps and one more.
    expect(qaCatalogue(paths)[0].scenarios.map((s) => [s.name, s.paths.map((p) => p.id)])).toEqual([
      ["page opened", ["door-01", "door-02", "door-04"]],
    ]);
    const read = paths.slice(0, 2);
    expect(qaCatalogue(read)[0].scenarios.map((s) => s.name)).toEqual(["page opened, order read"]);
  });

  it("names, for a path without a browser twin, the browser path taking most of its steps, then ending alike", () => {
    const path = door("door-05", "open, knock, lock, then locked", ["open", "knock", "lock"], ["door.locked"]);
    const browser = (id: string, transitions: string[], endsIn: string) => ({
      model: "door",
      id,
      route: "[]",
      transitions,
      endsIn: ["door", endsIn],
    });
    const nearest = browserPathFor(path, [
      browser("door-browser-01", ["open"], "door.locked"),
      browser("door-browser-02", ["open", "knock", "paint"], "door.open"),
      browser("door-browser-03", ["knock", "lock", "close"], "door.locked"),
      { ...browser("bell-browser-01", ["open", "knock", "lock"], "door.locked"), model: "bell" },
    ]);
    expect(nearest).toEqual({ id: "door-browser-03", sameSteps: false, sharedTransitions: 2, ofTransitions: 3 });
    if (!nearest) throw new Error("no browser path named");
    expect(browserPathWords(nearest)).toBe("door-browser-03 (nearest: 2 of its 3 transitions)");
  });

  it("tells which listed paths pass through a state (for the workbench), compound states included", () => {
    const paths = [
      door("door-01", "open, then open", ["t1"], ["door.closed", "door.open", "door.open.ajar"]),
      door("door-02", "lock, then locked", ["t2"], ["door.closed", "door.locked"]),
      door("door-03", "open, then open (again)", ["t1"], ["door.closed", "door.open", "door.open.ajar"]),
      { ...door("bell-01", "ring, then open", ["t1"], ["door.open"]), model: "bell" },
    ];
    const catalogue = qaCatalogue(paths);
    expect(pathsThroughState(catalogue, "door", "door.open")).toEqual([
      { id: "door-01", title: "open, then open", browserPath: null },
    ]);
    expect(pathsThroughState(catalogue, "door", "door.closed").map((p) => p.id)).toEqual(["door-01", "door-02"]);
    expect(pathsThroughState(catalogue, "door", "door.missing")).toEqual([]);
    // Precomputed for the workbench: every state some listed path passes through, by machine.
    const byState = qaPathsByState(catalogue);
    expect(Object.keys(byState.door)).toEqual(["door.closed", "door.locked", "door.open", "door.open.ajar"]);
    expect(byState.door["door.closed"]).toEqual(pathsThroughState(catalogue, "door", "door.closed"));
    expect(byState.bell["door.open"].map((p) => p.id)).toEqual(["bell-01"]);
  });
});

describe("the ports of a browser run (npm run path)", () => {
  const servers: Server[] = [];
  const listen = (port: number) =>
    new Promise<void>((resolve) => {
      const server = createServer().listen(port, "127.0.0.1", () => resolve());
      servers.push(server);
    });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it("skips a busy port and a port whose neighbour (the viewer's) is busy", async () => {
    const from = await firstFreePortPair(20_000, 30_000);
    if (from === undefined) throw new Error("no free ports to test with");
    await listen(from);
    await listen(from + 3);
    expect(await firstFreePortPair(from, from + 100)).toBe(from + 4);
    expect(await firstFreePortPair(from, from + 4)).toBeUndefined();
  });
});
