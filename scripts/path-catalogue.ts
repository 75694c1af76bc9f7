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
  /** The browser path `npm run path` runs for it, when the machine has browser paths (see `browserPathFor`). */
  browserPath: BrowserPathChoice | null;
}

/** What the catalogue needs of a browser path (`generatedBrowserPaths`): its steps and where it ends. */
export interface BrowserPathSummary {
  model: string;
  /** `lookup-browser-05`. */
  id: string;
  route: string;
  transitions: readonly string[];
  /** Every state active when it ends, compound states included. */
  endsIn: readonly string[];
}

/** The browser path run for a machine path, and how much of it the browser takes. */
export interface BrowserPathChoice {
  id: string;
  /** The very same transitions through the same states (the other data aside). */
  sameSteps: boolean;
  /** How many of the machine path's transitions the browser path takes too. */
  sharedTransitions: number;
  /** How many transitions the machine path takes. */
  ofTransitions: number;
}

export interface Scenario {
  /** The steps its paths share from the start, in the machine's words (or `singlePathScenarios`). */
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

/**
 * The browser path that stands for a machine path in Chromium: one taking the very same steps when there is one;
 * else the one taking most of its transitions, then one ending where it ends, then the one with fewer transitions,
 * then the lower id. The browser generates its paths from its own fixtures (a browser cannot hold back a stale answer,
 * for one), so some machine paths have no twin; the nearest still shows the same states on the page.
 */
export function browserPathFor(
  path: Pick<GeneratedPath, "model" | "route" | "transitions" | "endsIn">,
  browserPaths: readonly BrowserPathSummary[],
): BrowserPathChoice | null {
  const own = browserPaths.filter((candidate) => candidate.model === path.model);
  const ofTransitions = path.transitions.length;
  const twin = own
    .filter((candidate) => stepsKey(candidate) === stepsKey(path))
    .sort((a, b) => numberOf(a.id) - numberOf(b.id))[0];
  if (twin) return { id: twin.id, sameSteps: true, sharedTransitions: ofTransitions, ofTransitions };
  const shared = (candidate: BrowserPathSummary) => candidate.transitions.filter((t) => path.transitions.includes(t));
  const endsAlike = (candidate: BrowserPathSummary) => path.endsIn.every((state) => candidate.endsIn.includes(state));
  const nearest = [...own].sort(
    (a, b) =>
      shared(b).length - shared(a).length ||
      Number(endsAlike(b)) - Number(endsAlike(a)) ||
      a.transitions.length - b.transitions.length ||
      numberOf(a.id) - numberOf(b.id),
  )[0];
  if (!nearest) return null;
  return { id: nearest.id, sameSteps: false, sharedTransitions: shared(nearest).length, ofTransitions };
}

/** How the catalogue names a path's browser path: `lookup-browser-05`, or `lookup-browser-05 (nearest: 4 of its 6 transitions)`. */
export function browserPathWords(choice: BrowserPathChoice): string {
  return choice.sameSteps
    ? choice.id
    : `${choice.id} (nearest: ${choice.sharedTransitions} of its ${choice.ofTransitions} transitions)`;
}

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

/** What QA reads for the paths that each start a scenario of their own: one group, not a heading per path. */
export const singlePathScenarios = "other scenarios, one path each";

/** The steps every one of the paths starts with. */
function sharedStart(paths: readonly QaPath[]): string[] {
  const [first, ...others] = paths.map((path) => path.steps);
  const shared: string[] = [];
  for (const [index, step] of (first ?? []).entries()) {
    if (others.some((steps) => steps[index] !== step)) break;
    shared.push(step);
  }
  return shared;
}

/**
 * The listed paths grouped by their first step, each group named by every step its paths share from the start
 * ("plans and prices kept from the catalogue, saved basket restored"); the paths alone in their group, when there are
 * several, go together in one, their titles saying how each starts.
 */
function scenariosOf(listed: readonly QaPath[]): Scenario[] {
  const byFirstStep = new Map<string, QaPath[]>();
  for (const path of listed) byFirstStep.set(scenarioOf(path), [...(byFirstStep.get(scenarioOf(path)) ?? []), path]);
  const groups = [...byFirstStep.values()];
  const alone = groups.filter((paths) => paths.length === 1).flat();
  const named = (paths: QaPath[]) => ({ name: sharedStart(paths).join(", ") || scenarioOf(paths[0]), paths });
  if (alone.length < 2) return groups.map(named);
  // Where the first of them was, so that the paths keep their order (the workbench lists them so).
  return groups.flatMap((paths) =>
    paths.length > 1 ? [named(paths)] : paths[0] === alone[0] ? [{ name: singlePathScenarios, paths: alone }] : [],
  );
}

/**
 * The catalogue: per workflow (machine), the covering paths grouped by scenario, each with the generated paths that
 * take the same steps and the browser path that runs it in Chromium (`browserPathFor`).
 */
export function qaCatalogue(
  paths: readonly GeneratedPath[],
  browserPaths: readonly BrowserPathSummary[] = [],
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
      browserPath: browserPathFor(path, browserPaths),
    }));
    return {
      model,
      generated: own.length,
      distinct: merged.length,
      transitions: new Set(own.flatMap((p) => p.transitions)).size,
      scenarios: scenariosOf(listed),
    };
  });
}

/** The catalogue's paths of `machine` that pass through `state` (a state id such as `lookup.searching.request.suspended`). */
export function pathsThroughState(
  catalogue: readonly Workflow[],
  machine: string,
  state: string,
): Pick<QaPath, "id" | "title" | "browserPath">[] {
  return catalogue
    .filter((workflow) => workflow.model === machine)
    .flatMap((workflow) => workflow.scenarios.flatMap((scenario) => scenario.paths))
    .filter((path) => path.states.includes(state))
    .map(({ id, title, browserPath }) => ({ id, title, browserPath }));
}

/** What the statechart workbench lists under a state: per machine, per state, the catalogue's paths through it. */
export type QaPathsByState = Record<string, Record<string, Pick<QaPath, "id" | "title" | "browserPath">[]>>;

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
