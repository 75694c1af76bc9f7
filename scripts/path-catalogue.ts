// The QA catalogue (`npm run paths`): of every path the machine tests generate, the fewest that still take every
// transition, grouped by workflow and scenario. Pure functions over the generated paths, so that other tools (the
// statechart workbench) can ask which QA paths pass through a state.
import type { CatalogEntry } from "../tests/machines/support/model-coverage";

/** What the catalogue needs of a generated path (see `CatalogEntry`). */
export type GeneratedPath = Pick<
  CatalogEntry,
  "model" | "id" | "title" | "steps" | "endsIn" | "route" | "transitions" | "states"
>;

/** One path QA is shown: a generated path standing for those it makes redundant. */
export interface QaPath {
  model: string;
  id: string;
  title: string;
  /** Each event's words, one a step. */
  steps: string[];
  endsIn: string[];
  /** Every state it passes through, compound states included. */
  states: string[];
  transitions: string[];
  /** Generated paths that take the very same transitions through the same states, with other data. */
  sameStepsAs: string[];
  /** The browser paths (`lookup-browser-05`) that take the same steps, when the machine has browser paths. */
  browserIds: string[];
}

export interface Scenario {
  /** What the visitor (or the system) does first, in the machine's own words. */
  name: string;
  paths: QaPath[];
}

export interface Workflow {
  model: string;
  /** How many paths the machine tests generate (and run). */
  generated: number;
  /** How many of them take different steps (the others differ from one of them in their events' data only). */
  distinct: number;
  /** How many distinct transitions they take: the listed paths take every one. */
  transitions: number;
  scenarios: Scenario[];
}

const numberOf = (id: string) => Number(id.match(/(\d+)$/)?.[1] ?? 0);

/** Same transitions, same states after each event: two paths with the same key differ only in their events' data. */
export const stepsKey = (path: { route: string; transitions: readonly string[] }) =>
  `${path.route}\n${path.transitions.join("\n")}`;

/** The paths with the same steps as another, merged into the first by id. */
function mergeSameSteps(paths: readonly GeneratedPath[]): { path: GeneratedPath; sameStepsAs: string[] }[] {
  const byKey = new Map<string, { path: GeneratedPath; sameStepsAs: string[] }>();
  for (const path of [...paths].sort((a, b) => numberOf(a.id) - numberOf(b.id))) {
    const merged = byKey.get(stepsKey(path));
    if (merged) merged.sameStepsAs.push(path.id);
    else byKey.set(stepsKey(path), { path, sameStepsAs: [] });
  }
  return [...byKey.values()];
}

/**
 * The fewest paths (greedily) that take every transition any path takes: the one taking the most transitions not yet
 * taken (the fewer steps on a tie, then the lower id), until none adds one; then each chosen path that the others
 * make redundant is dropped again, last chosen first.
 */
export function coveringPaths<T extends { path: GeneratedPath }>(candidates: readonly T[]): T[] {
  const chosen: T[] = [];
  const taken = new Set<string>();
  const gain = (c: T) => c.path.transitions.filter((t) => !taken.has(t)).length;
  const steps = (c: T) => JSON.parse(c.path.route).length as number;
  for (;;) {
    let best: T | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const g = gain(candidate);
      const better =
        g > bestGain ||
        (g === bestGain && g > 0 && best !== undefined && steps(candidate) < steps(best)) ||
        (g === bestGain &&
          g > 0 &&
          best !== undefined &&
          steps(candidate) === steps(best) &&
          numberOf(candidate.path.id) < numberOf(best.path.id));
      if (better) {
        best = candidate;
        bestGain = g;
      }
    }
    if (!best) break;
    for (const t of best.path.transitions) taken.add(t);
    chosen.push(best);
  }
  for (const candidate of [...chosen].reverse()) {
    const others = chosen.filter((c) => c !== candidate);
    const covered = new Set(others.flatMap((c) => c.path.transitions));
    if (candidate.path.transitions.every((t) => covered.has(t))) chosen.splice(chosen.indexOf(candidate), 1);
  }
  return chosen.sort((a, b) => numberOf(a.path.id) - numberOf(b.path.id));
}

/** The scenario a path belongs to: its first step, in the machine's words. */
const scenarioOf = (path: { steps: readonly string[] }) => path.steps[0] ?? "at start";

/**
 * The catalogue: per workflow (machine), the covering paths grouped by scenario, each with the generated paths that
 * take the same steps and the browser paths that do too (`browserIdsBySteps`, keyed by model and `stepsKey`).
 */
export function qaCatalogue(
  paths: readonly GeneratedPath[],
  browserIdsBySteps: ReadonlyMap<string, string[]> = new Map(),
): Workflow[] {
  const models = [...new Set(paths.map((p) => p.model))].sort((a, b) => a.localeCompare(b, "en"));
  return models.map((model) => {
    const own = paths.filter((p) => p.model === model);
    const merged = mergeSameSteps(own);
    const listed: QaPath[] = coveringPaths(merged).map(({ path, sameStepsAs }) => ({
      model,
      id: path.id,
      title: path.title,
      steps: path.steps,
      endsIn: path.endsIn,
      states: path.states,
      transitions: path.transitions,
      sameStepsAs,
      browserIds: browserIdsBySteps.get(`${model}\n${stepsKey(path)}`) ?? [],
    }));
    const scenarios = new Map<string, QaPath[]>();
    for (const path of listed) scenarios.set(scenarioOf(path), [...(scenarios.get(scenarioOf(path)) ?? []), path]);
    return {
      model,
      generated: own.length,
      distinct: merged.length,
      transitions: new Set(own.flatMap((p) => p.transitions)).size,
      scenarios: [...scenarios].map(([name, scenarioPaths]) => ({ name, paths: scenarioPaths })),
    };
  });
}

/** The catalogue's paths of `machine` that pass through `state` (a state id such as `lookup.searching.request.suspended`). */
export function pathsThroughState(
  catalogue: readonly Workflow[],
  machine: string,
  state: string,
): Pick<QaPath, "id" | "title" | "browserIds">[] {
  return catalogue
    .filter((workflow) => workflow.model === machine)
    .flatMap((workflow) => workflow.scenarios.flatMap((scenario) => scenario.paths))
    .filter((path) => path.states.includes(state))
    .map(({ id, title, browserIds }) => ({ id, title, browserIds }));
}

/** What the statechart workbench lists under a state: per machine, per state, the catalogue's paths through it. */
export type QaPathsByState = Record<string, Record<string, Pick<QaPath, "id" | "title" | "browserIds">[]>>;

/** Where `npm run workbench-paths` writes `qaPathsByState` for the workbench, which bundles it. */
export const qaPathsByStateFile = "workbench/qa-paths-by-state.json";

/**
 * `pathsThroughState` for every state a listed path passes through, computed once here rather than in the browser
 * (generating the lookup's paths there took about 13 s). A state no path passes through has no entry.
 */
export function qaPathsByState(catalogue: readonly Workflow[]): QaPathsByState {
  return Object.fromEntries(
    catalogue.map((workflow) => {
      const states = new Set(workflow.scenarios.flatMap((scenario) => scenario.paths.flatMap((path) => path.states)));
      const byState = [...states]
        .sort((a, b) => a.localeCompare(b, "en"))
        .map((state) => [state, pathsThroughState(catalogue, workflow.model, state)]);
      return [workflow.model, Object.fromEntries(byState)];
    }),
  );
}

/** The file's text: stable, so that a test can tell when it is out of date. */
export function formatQaPathsByState(map: QaPathsByState): string {
  return `${JSON.stringify(map, null, 2)}\n`;
}
