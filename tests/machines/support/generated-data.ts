import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine, EventObject, SnapshotFrom } from "xstate";
import { generatedPaths, pathsFixedBeforeMutation } from "./fixed-paths";
import { replayAllTimeoutMs } from "./model-coverage";
import { type ModelEventOf, type ModelOptions, type ModelPath, replayPath } from "./model-paths";
import { formatOracleReach, type OracleChecks } from "./oracle-checks";

/**
 * Each generated path replayed over many generated data sets through the same oracle (issue 27). The paths come from
 * the model with its fixed fixtures; a data set gives a model of the same machine whose fixtures carry other data
 * (another brand, other prices, other answers). Each step of a path sends the event in the same place of the data
 * model's fixtures (the n-th fixture of its type offered in that snapshot), so lines and answers follow the data;
 * a step with no such event (the data took the path elsewhere) is skipped, as is one the machine refuses, whose
 * refusal the oracle's accepted-events check judges instead.
 */
export interface GeneratedDataOptions<TMachine extends AnyStateMachine, TData> {
  /** The model the paths are generated from (its fixtures decide each step's place). */
  base: ModelOptions<TMachine>;
  /** The data sets. */
  data: fc.Arbitrary<TData>;
  /** The model of one data set: the same machine, fixtures made of the data, the same oracle. */
  modelFor: (data: TData) => ModelOptions<TMachine>;
  /** Data sets per path. */
  numRuns: number;
  /** The oracle's named checks: the last test fails on any that no path reaches over the data. */
  checks: OracleChecks<string>;
}

/** The seed of every data set: fixed in CI, another one with `MODEL_DATA_SEED=<n>`; each path adds its number. */
export const modelDataSeed = Number(process.env.MODEL_DATA_SEED ?? 27);

const key = (event: unknown) => JSON.stringify(event);

/** The event a data model sends where the base model sent `pathEvent`, or null when there is none to send. */
function dataEvent<TMachine extends AnyStateMachine>(
  base: ModelOptions<TMachine>,
  model: ModelOptions<TMachine>,
  baseBefore: SnapshotFrom<TMachine>,
  pathEvent: ModelEventOf<TMachine>,
  before: SnapshotFrom<TMachine>,
): ModelEventOf<TMachine> | null {
  // Events and snapshots of any machine: `ModelEventOf` and `SnapshotFrom` of a generic machine hide their members.
  const typeOf = (event: ModelEventOf<TMachine>) => (event as EventObject).type;
  const accepts = (event: ModelEventOf<TMachine>) =>
    (before as unknown as { can(e: EventObject): boolean }).can(event as EventObject);
  const sameType = (events: ModelEventOf<TMachine>[]) => events.filter((e) => typeOf(e) === typeOf(pathEvent));
  const place = sameType(base.events(baseBefore)).findIndex((e) => key(e) === key(pathEvent));
  // Delays and failures the paths add themselves carry no data: sent as they are.
  const event = place < 0 ? pathEvent : sameType(model.events(before))[place];
  return event !== undefined && accepts(event) ? event : null;
}

/** Replays `path` with the data model's events; what its oracle found wrong (empty when every step is right). */
export function replayOverData<TMachine extends AnyStateMachine>(
  base: ModelOptions<TMachine>,
  model: ModelOptions<TMachine>,
  path: ModelPath,
): string[] {
  const baseSnapshots = replayPath({ ...base, oracle: undefined }, path).snapshots;
  let step = 0;
  const result = replayPath(model, path, (pathEvent, before) => {
    step += 1;
    return dataEvent(base, model, baseSnapshots[step - 1], pathEvent, before);
  });
  return result.violations.map((v) => `step ${v.step} (${v.event}): ${v.message}`);
}

/**
 * Registers, per generated path, a test replaying it over `numRuns` data sets (seed printed on failure, with the data
 * set), and a last test that prints the oracle checks those replays never reached (replaying the paths whose own test
 * did not run, when tests are picked by name) and fails on any.
 */
export function describeGeneratedData<TMachine extends AnyStateMachine, TData>(
  options: GeneratedDataOptions<TMachine, TData>,
): void {
  const { base, data, modelFor, numRuns, checks } = options;
  const name = base.name;
  describe(`${name} paths over generated data`, () => {
    const paths = generatedPaths(base);
    const seedOf = (path: ModelPath) => modelDataSeed + path.number;
    /** The paths whose data sets this file has replayed already (each reaches the oracle's checks as it goes). */
    const replayed = new Set<string>();
    // The paths' own data set counts too (its replay is checked by the model's own test).
    const replayAll = (path: ModelPath) => {
      replayPath(base, path);
      for (const dataSet of fc.sample(data, { seed: seedOf(path), numRuns }))
        replayOverData(base, modelFor(dataSet), path);
      replayed.add(path.id);
    };

    it.each(paths.map((path) => [path.description, path] as const))("%s", (_description, path) => {
      const seed = seedOf(path);
      replayPath(base, path);
      const run = fc.check(
        fc.property(data, (dataSet) => replayOverData(base, modelFor(dataSet), path).length === 0),
        { seed, numRuns, endOnFailure: true },
      );
      if (!run.failed) {
        replayed.add(path.id);
        return;
      }
      const [dataSet] = run.counterexample ?? [];
      const problems =
        dataSet === undefined ? [String(run.errorInstance)] : replayOverData(base, modelFor(dataSet), path);
      expect.fail(
        `${path.id} over generated data (seed ${seed}, MODEL_DATA_SEED=${modelDataSeed}):\n${problems.join("\n")}\ndata: ${JSON.stringify(dataSet)}`,
      );
    });

    // Only the paths not replayed by their own tests (when a test is run alone) are replayed here. Not in a mutation
    // run of the rules: it measures the data, and it would replay every path for every mutant.
    if (!pathsFixedBeforeMutation)
      it(`reaches every check of the ${name} oracle over generated data`, { timeout: replayAllTimeoutMs }, () => {
        for (const path of paths) if (!replayed.has(path.id)) replayAll(path);
        const unreached = checks.unreached();
        console.log(formatOracleReach(name, checks));
        expect(unreached, "oracle checks no generated path reaches").toEqual([]);
      });
  });
}
