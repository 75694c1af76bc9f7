import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { eventDataWords } from "./event-data-words";
import { generatedPaths, pathsFixedBeforeMutation } from "./fixed-paths";
import { formatCoverage, type ModelOptions, type ModelPath, modelCoverage, replayPath } from "./model-paths";
import { maxTestNameLength } from "./path-names";

export type { ModelOptions } from "./model-paths";

/** The limit of a test that generates or replays all of a model's paths at once (a slow machine is no failure). */
export const replayAllTimeoutMs = 120_000;

/** One generated path as `scripts/paths.ts` reads it back from a `vitest list` run. */
export interface CatalogEntry {
  model: string;
  suite: string;
  id: string;
  /** Every step in words (the test name may shorten it). */
  title: string;
  /** Each event's words, one a step. */
  steps: string[];
  /** Each event's data in words (`declined We are sorry, your card details have been declined…`), one a step. */
  stepData: string[];
  testName: string;
  endsIn: string[];
  route: string;
  /** The transitions the path takes (`source —event→ target [guard]`), in the order first taken. */
  transitions: string[];
  /** Every state the path passes through, compound states included. */
  states: string[];
}

/**
 * With `MODEL_PATH_CATALOG` set to a folder (only `scripts/paths.ts` sets it, while Vitest lists the tests), each
 * model writes its paths there, so the script names them from the very paths the tests run.
 */
function writeCatalog<TMachine extends AnyStateMachine>(
  suite: string,
  options: ModelOptions<TMachine>,
  paths: ModelPath[],
): void {
  const folder = process.env.MODEL_PATH_CATALOG;
  if (!folder) return;
  const entries: CatalogEntry[] = paths.map((p) => {
    // What the path covers, from a replay without the oracle (the path's own test runs that).
    const { takenTransitions, reachedStates } = replayPath({ ...options, oracle: undefined }, p);
    return {
      model: options.name,
      suite,
      id: p.id,
      title: p.fullTitle,
      steps: p.steps,
      stepData: p.events.map(eventDataWords),
      testName: p.description,
      endsIn: p.endsIn,
      route: p.route,
      transitions: [...takenTransitions],
      states: [...reachedStates],
    };
  });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${options.name}.json`), JSON.stringify(entries));
}

/**
 * Registers one Vitest test per generated path, named `<id> <title>` (run one with `npm run path -- <id>`), a test
 * that the names are unique and short, and a coverage test that prints the summary and fails below 100% of states
 * and transitions. With `options.oracle`, each path also fails when the oracle finds a wrong step (see
 * `tests/machines/<flow>/`).
 */
export function describeModelPaths<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>): void {
  const suite = `${options.name} model paths`;
  describe(suite, () => {
    const paths = generatedPaths(options);
    writeCatalog(suite, options, paths);

    it.each(paths.map((path) => [path.description, path] as const))("%s", (_description, path) => {
      const { values, violations } = replayPath(options, path);
      // Paths fixed before a mutation run are the unmutated machine's: a mutant that goes elsewhere is judged by the
      // oracle alone, as when its paths are generated from it; comparing states would only say that it changed.
      if (!pathsFixedBeforeMutation) expect(values).toEqual(path.expectedValues);
      expect(violations, "what the oracle found wrong").toEqual([]);
    });

    it(`names every path of ${options.name} once, in at most ${maxTestNameLength} characters`, () => {
      const names = paths.map((path) => path.description);
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        "names shared by several paths",
      ).toEqual([]);
      expect(
        names.filter((name) => name.length > maxTestNameLength),
        "names too long",
      ).toEqual([]);
    });

    // Replays every path again: on a loaded machine (mutation testing) it outlasts the usual limit without failing.
    // Not in a mutation run of the rules: it measures the fixtures, and it would run every path for every mutant.
    if (!pathsFixedBeforeMutation)
      it(`covers every state and transition of ${options.name}`, { timeout: replayAllTimeoutMs }, () => {
        // Each path's own test runs the oracle; counting what the paths cover needs only the replays.
        const coverage = modelCoverage({ ...options, oracle: undefined }, paths);
        console.log(formatCoverage(options.name, coverage));
        expect(coverage.states.missing, "states no path reaches").toEqual([]);
        expect(coverage.transitions.missing, "transitions no path takes").toEqual([]);
      });
  });
}
