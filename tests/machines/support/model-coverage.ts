import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { formatCoverage, type ModelOptions, modelCoverage, modelPaths, replayPath } from "./model-paths";

export type { ModelOptions } from "./model-paths";

/**
 * Registers one Vitest test per generated path (run one by its description with `-t`) and a
 * coverage test that prints the summary and fails below 100% of states and transitions. With `options.oracle`,
 * each path also fails when the oracle finds a wrong step (see `tests/machines/oracles/`).
 */
export function describeModelPaths<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>): void {
  describe(`${options.name} model paths`, () => {
    const paths = modelPaths(options);

    it.each(paths.map((path) => [path.description, path] as const))("%s", (_description, path) => {
      const { values, violations } = replayPath(options, path);
      expect(values).toEqual(path.expectedValues);
      expect(violations, "what the oracle found wrong").toEqual([]);
    });

    it(`covers every state and transition of ${options.name}`, () => {
      const coverage = modelCoverage(options, paths);
      console.log(formatCoverage(options.name, coverage));
      expect(coverage.states.missing, "states no path reaches").toEqual([]);
      expect(coverage.transitions.missing, "transitions no path takes").toEqual([]);
    });
  });
}
