import type { AnyStateMachine, AnyStateNode, EventObject } from "xstate";

/**
 * Names QA can read and type: every generated path gets an id (`lookup-07`) and a title made of the machine's own
 * business words (the `description` of each transition taken and the states it ends in), e.g.
 * `lookup-07 search one name, 6 polls, then suspended`. Test names are `<id> <title>`, at most `maxTestNameLength`.
 */

/** Longer names wrap in reporters and are hard to type into a filter; `npm run paths` lists every one. */
export const maxTestNameLength = 100;

/** What the names are built from: one generated path, with the snapshot before its first event and after each one. */
export interface UnnamedPath {
  events: EventObject[];
  /** The initial snapshot, then the snapshot after each event (as the graph generated them). */
  states: unknown[];
}

export interface PathName {
  id: string;
  /** The number in the id. */
  number: number;
  title: string;
  /** The title with every step, never shortened: what `npm run paths` lists (titles fit in test names). */
  fullTitle: string;
  /** Each event's words, one a step, as the machine describes the transition it takes. */
  steps: string[];
  /** Ids of the active leaf states the path ends in, e.g. `lookup.searching.request.suspended`. */
  endsIn: string[];
  /**
   * The route through the chart without the events' data: each event's type and the state value it leads to. Two
   * guarded transitions of one event can share a route, so browser paths are matched to machine paths by their route
   * and the transitions they take (`stepsKey` in scripts/path-catalogue.ts).
   */
  route: string;
}

type Snapshot = { value: unknown; _nodes: AnyStateNode[] };

function nodesOf(snapshot: unknown): AnyStateNode[] {
  return (snapshot as Snapshot)._nodes;
}

/** `waitingToPoll` → `waiting to poll`. */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

function leaves(snapshot: unknown): AnyStateNode[] {
  const active = nodesOf(snapshot);
  // In document order: the same regions are named in the same order on every path.
  return active
    .filter((node) => node.parent && !active.some((other) => other.parent === node))
    .sort((a, b) => a.order - b.order);
}

/** A leaf that is its region's initial state (a premium check waiting beside the lookup) says little about a path. */
function isInitialOfParent(node: AnyStateNode): boolean {
  return (node.parent?.initial?.target ?? []).includes(node);
}

/** The deepest state (the root excluded) that holds all of `nodes`: the parallel state their regions belong to. */
function commonAncestor(nodes: AnyStateNode[]): AnyStateNode | undefined {
  const holds = (ancestor: AnyStateNode, node: AnyStateNode): boolean =>
    node === ancestor || (!!node.parent && holds(ancestor, node.parent));
  for (let candidate = nodes[0]?.parent; candidate?.parent; candidate = candidate.parent) {
    if (nodes.every((node) => holds(candidate, node))) return candidate;
  }
  return undefined;
}

/**
 * The end in words: the leaf states other than their regions' initial ones; with several, each after the first is
 * prefixed by its region ("waiting to poll + premium checking"). When every region rests in its initial state, the
 * parallel state they belong to ("ready"); a machine without states is "running".
 */
function endWords(snapshot: unknown): string {
  const all = leaves(snapshot);
  if (all.length === 0) return "running";
  const telling = all.length === 1 ? all : all.filter((node) => !isInitialOfParent(node));
  if (telling.length === 0) return words(commonAncestor(all)?.key ?? all[0].key);
  const [first, ...others] = telling;
  return [words(first.key), ...others.map((node) => `${words(node.parent?.key ?? "")} ${words(node.key)}`)].join(" + ");
}

/** What the machine says about the transition an event takes from `before`: its description, else the event type. */
function stepWords(machine: AnyStateMachine, before: unknown, event: EventObject): string {
  // biome-ignore lint/suspicious/noExplicitAny: the snapshot comes from the graph of this very machine.
  const transitions = machine.getTransitionData(before as any, event);
  const described = transitions.map((t) => t.description?.trim()).filter((d): d is string => !!d);
  return described.length > 0 ? [...new Set(described)].join(" & ") : event.type;
}

/** Runs of a repeated step, or of a repeated pair of steps (a poll and its answer), written once with a count. */
export function compressSteps(steps: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < steps.length) {
    let best = { size: 1, times: 1 };
    for (const size of [1, 2]) {
      let times = 1;
      while (steps.slice(i, i + size).join("\n") === steps.slice(i + size * times, i + size * (times + 1)).join("\n"))
        times++;
      if (times > 1 && size * times > best.size * best.times) best = { size, times };
    }
    const block = steps.slice(i, i + best.size);
    if (best.times === 1) out.push(block[0]);
    else out.push(best.size === 1 ? `${best.times}× ${block[0]}` : `${best.times}× (${block.join(", ")})`);
    i += best.size * best.times;
  }
  return out;
}

/** The steps in words, then where the path ends. */
function joinSteps(parts: readonly string[], end: string): string {
  return parts.length ? `${parts.join(", ")}, then ${end}` : `at start: ${end}`;
}

/** The title, shortened in the middle (the first step and as many of the last ones as fit) to fit beside `id`. */
export function titleOf(id: string, steps: readonly string[], end: string): string {
  const room = maxTestNameLength - id.length - 1;
  const join = (parts: readonly string[]) => joinSteps(parts, end);
  const shortened = [steps];
  for (let kept = steps.length - 2; kept >= 0; kept--)
    shortened.push([steps[0], "…", ...steps.slice(steps.length - kept)]);
  const title = join(shortened.find((parts) => join(parts).length <= room) ?? shortened.at(-1) ?? []);
  return title.length <= room ? title : `${title.slice(0, room - 1)}…`;
}

/**
 * The order ids are numbered in: shorter paths first, then by their events (types, then data). It depends only on
 * the paths themselves, not on the order the graph found them, so ids are the same on every run and every machine.
 * A new path takes the place its events sort to: the paths sorted after it move up by one.
 */
function compareByEvents(a: UnnamedPath, b: UnnamedPath): number {
  if (a.events.length !== b.events.length) return a.events.length - b.events.length;
  const types = (p: UnnamedPath) => p.events.map((e) => e.type).join("\n");
  const data = (p: UnnamedPath) => JSON.stringify(p.events);
  return types(a).localeCompare(types(b), "en") || data(a).localeCompare(data(b), "en");
}

/** Ids and titles for a model's paths, in the given order. Paths must be distinct (by their events). */
export function namePaths(name: string, machine: AnyStateMachine, paths: readonly UnnamedPath[]): PathName[] {
  const numbered = new Map([...paths].sort(compareByEvents).map((path, index) => [path, index + 1]));
  return paths.map((path) => {
    const number = numbered.get(path) ?? 0;
    const id = `${name}-${String(number).padStart(2, "0")}`;
    const steps = path.events.map((event, index) => stepWords(machine, path.states[index], event));
    const last = path.states.at(-1);
    const compressed = compressSteps(steps);
    return {
      id,
      number,
      title: titleOf(id, compressed, endWords(last)),
      fullTitle: joinSteps(compressed, endWords(last)),
      steps,
      // A machine without states (the app's, which only starts others) rests in itself.
      endsIn: leaves(last)
        .map((node) => node.id)
        .concat(leaves(last).length === 0 ? [machine.id] : []),
      route: JSON.stringify(
        path.events.map((event, index) => [event.type, (path.states[index + 1] as Snapshot).value]),
      ),
    };
  });
}
