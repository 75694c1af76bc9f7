import type { AnyStateMachine, AnyStateNode } from "xstate";
import {
  type ModelOptions,
  type ModelPath,
  modelInventory,
  modelPaths,
  replayPath,
} from "../../machines/support/model-paths";

/**
 * Which generated paths the browser runs, and which of the machine's transitions they take. No Playwright here: the
 * browser specs (`tests/e2e/model/`) and the fast Vitest check (`tests/machines/browser-paths.test.ts`) make the
 * very same selection from the same model.
 */

/** The path-generation half of a browser model: the machine, the browser's fixtures, and what it cannot drive. */
export interface BrowserPathModel<TMachine extends AnyStateMachine> extends ModelOptions<TMachine> {
  /**
   * Transitions no browser path takes, by their readable name (`source —event→ target [guard]`, as the machine's
   * coverage names them), each with the reason (a visitor cannot cause it, another suite covers it). A transition
   * missing from the browser's paths and from this list fails the check, and so does one listed but taken.
   */
  notDrivenInBrowser: Record<string, string>;
}

/** A generated path with its replayed snapshots (its context exact) and the transitions it takes. */
export interface BrowserPath extends ModelPath {
  snapshots: unknown[];
  takenTransitions: Set<string>;
}

/** Every path the browser model generates (shortest paths and transition paths), ids `<machine>-browser-<NN>`. */
export function generatedBrowserPaths<TMachine extends AnyStateMachine>(
  model: BrowserPathModel<TMachine>,
): BrowserPath[] {
  // The browser's fixtures differ from the machine test's, so its paths have ids of their own (`lookup-browser-03`).
  const options = { ...model, name: `${model.name}-browser` };
  return modelPaths(options).map((path) => {
    const { snapshots, takenTransitions } = replayPath(options, path);
    return { ...path, snapshots, takenTransitions };
  });
}

export function activeStateIds(snapshot: unknown): string[] {
  return ((snapshot as { _nodes: AnyStateNode[] })._nodes ?? []).filter((n) => n.parent).map((n) => n.id);
}

/** States with an eventless transition without a guard: the machine passes through them and never rests there. */
export function transientStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    if ((node.always ?? []).some((transition) => !transition.guard)) ids.push(node.id);
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return ids;
}

/** The states a visitor sees along a path: every state active at rest after some step (the start included). */
function statesSeen(path: BrowserPath): Set<string> {
  return new Set(path.snapshots.flatMap(activeStateIds));
}

/**
 * The paths the browser runs: greedily, the generated path that takes the most transitions no chosen path takes yet
 * (the shorter one on a tie), until none adds one; then, for any state still unseen, the shortest path that rests in
 * it. Each browser path costs seconds where a machine replay costs microseconds, so the browser runs this covering
 * subset; the machine tests run every path.
 */
export function chooseBrowserPaths(paths: BrowserPath[]): BrowserPath[] {
  const chosen: BrowserPath[] = [];
  const taken = new Set<string>();
  const gain = (path: BrowserPath) => [...path.takenTransitions].filter((t) => !taken.has(t)).length;
  for (;;) {
    let best: BrowserPath | undefined;
    let bestGain = 0;
    for (const path of paths) {
      const g = gain(path);
      if (g > bestGain || (g === bestGain && g > 0 && best && path.events.length < best.events.length)) {
        best = path;
        bestGain = g;
      }
    }
    if (!best) break;
    for (const t of best.takenTransitions) taken.add(t);
    chosen.push(best);
  }
  const seen = new Set(chosen.flatMap((path) => [...statesSeen(path)]));
  for (const path of [...paths].sort((a, b) => a.events.length - b.events.length)) {
    const adds = [...statesSeen(path)].filter((id) => !seen.has(id));
    if (adds.length === 0) continue;
    for (const id of adds) seen.add(id);
    chosen.push(path);
  }
  return chosen.sort((a, b) => a.number - b.number);
}

export interface BrowserCoverage {
  taken: number;
  total: number;
  /** Transitions no chosen path takes and `notDrivenInBrowser` does not list. */
  unlisted: string[];
  /** Transitions `notDrivenInBrowser` lists that a chosen path takes after all (or that the machine does not have). */
  listedButTaken: string[];
  /** States no chosen path rests in, besides transient ones. */
  unseenStates: string[];
}

/** The machine's transitions the chosen browser paths take, against its whole inventory and the listed gaps. */
export function browserCoverage<TMachine extends AnyStateMachine>(
  model: BrowserPathModel<TMachine>,
  chosen: BrowserPath[],
): BrowserCoverage {
  const inventory = modelInventory(model.machine);
  const taken = new Set(chosen.flatMap((path) => [...path.takenTransitions]));
  const listed = model.notDrivenInBrowser;
  const seen = new Set(chosen.flatMap((path) => path.snapshots.flatMap(activeStateIds)));
  const transient = new Set(transientStateIds(model.machine));
  return {
    taken: inventory.transitions.filter((t) => taken.has(t)).length,
    total: inventory.transitions.length,
    unlisted: inventory.transitions.filter((t) => !taken.has(t) && !(t in listed)),
    listedButTaken: Object.keys(listed).filter((t) => taken.has(t) || !inventory.transitions.includes(t)),
    unseenStates: inventory.states.filter((id) => !seen.has(id) && !transient.has(id)),
  };
}

export function formatBrowserCoverage(name: string, coverage: BrowserCoverage): string {
  const percent = coverage.total === 0 ? 100 : Math.floor((coverage.taken / coverage.total) * 100);
  const listed = coverage.total - coverage.taken - coverage.unlisted.length;
  const drivable = coverage.total - listed;
  const drivablePercent = drivable === 0 ? 100 : Math.floor((coverage.taken / drivable) * 100);
  const gaps = [
    listed > 0
      ? `${coverage.taken}/${drivable} of those a browser can cause (${drivablePercent}%), ${listed} listed as not drivable in a browser`
      : "",
    coverage.unlisted.length > 0 ? `${coverage.unlisted.length} not taken and not listed` : "",
  ].filter(Boolean);
  const suffix = gaps.length > 0 ? `; ${gaps.join(", ")}` : "";
  return `[browser coverage] ${name}: transitions ${coverage.taken}/${coverage.total} (${percent}%)${suffix}`;
}
