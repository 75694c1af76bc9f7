import fc from "fast-check";
import { type AnyStateMachine, type SnapshotFrom, transition } from "xstate";
import { modelDataSeed } from "./generated-data";
import {
  endReplay,
  type ModelEventOf,
  type ModelOptions,
  type ModelPath,
  type ReplayResult,
  replayPath,
} from "./model-paths";

/**
 * Generated data for model paths (issue 27): each path's route (its transitions and states) is kept, and each step's
 * event is drawn again from fast-check arbitraries, so the oracle checks the same route over many data sets.
 */

/** The fixed seed in CI (`MODEL_DATA_SEED` to try another) and how many data sets each path runs with. */
export const modelDataRuns = {
  seed: modelDataSeed,
  numRuns: Number(process.env.MODEL_DATA_RUNS ?? 3),
};

/**
 * The arbitrary of the events that may stand for `pathEvent` at a step, from the snapshot before it; null sends the
 * path's own event (a delay, an event without data).
 */
export type EventArbitraries<TMachine extends AnyStateMachine> = (
  before: SnapshotFrom<TMachine>,
  pathEvent: ModelEventOf<TMachine>,
) => fc.Arbitrary<ModelEventOf<TMachine>> | null;

/** How a property draws a value (fast-check's `fc.gen()`). */
export type Draw = <T>(arbitrary: fc.Arbitrary<T>) => T;

export interface DataReplay<TMachine extends AnyStateMachine> extends ReplayResult<TMachine> {
  /**
   * Steps that sent a drawn event; steps that sent the path's own (no arbitrary, or no draw took its route); and
   * whether the replay ended early, where earlier data left the path's own event another route (a premium check
   * still queued, say).
   */
  drawn: number;
  kept: number;
  cut: boolean;
}

/** Draws per step before the path's own event is sent instead. */
const drawsPerStep = 8;

/**
 * Replays `path` sending, at each step, an event drawn from `arbitraries` that takes the machine from the snapshot
 * before the step to the state the path goes to (checked on the machine itself, without running anything); when
 * `drawsPerStep` draws do not, the path's own event, or, when that takes another route too, the replay ends. The oracle
 * sees every event sent.
 */
export function replayWithData<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  path: ModelPath,
  arbitraries: EventArbitraries<TMachine>,
  draw: Draw,
): DataReplay<TMachine> {
  let step = 0;
  let drawn = 0;
  let cut = false;
  const goesTo = (before: SnapshotFrom<TMachine>, event: ModelEventOf<TMachine>, value: string) => {
    const [next] = transition(options.machine, before, event as never);
    return JSON.stringify((next as { value: unknown }).value) === value;
  };
  const eventFor = (pathEvent: ModelEventOf<TMachine>, before: SnapshotFrom<TMachine>) => {
    const expected = JSON.stringify(path.expectedValues[step]);
    step += 1;
    const arbitrary = arbitraries(before, pathEvent);
    for (let attempt = 0; arbitrary && attempt < drawsPerStep; attempt++) {
      const event = draw(arbitrary);
      if (goesTo(before, event, expected)) {
        drawn += 1;
        return event;
      }
    }
    if (goesTo(before, pathEvent, expected)) return pathEvent;
    cut = true;
    return endReplay;
  };
  const result = replayPath(options, path, eventFor);
  return { ...result, drawn, kept: result.values.length - drawn, cut };
}

/** The problems of one replay with data, as a path's test reports them. */
export function dataReplayProblems(path: ModelPath, replay: ReplayResult): string[] {
  const problems = replay.violations.map((v) => `step ${v.step} (${v.event}): ${v.message}`);
  if (JSON.stringify(replay.values) !== JSON.stringify(path.expectedValues.slice(0, replay.values.length))) {
    problems.unshift(`states ${JSON.stringify(replay.values)}, the path's ${JSON.stringify(path.expectedValues)}`);
  }
  return problems;
}

/** Runs `property` over the seeded data sets, with fast-check's draw function; fast-check prints the seed on failure. */
export function assertOverDataSets(property: (draw: Draw) => void, numRuns = modelDataRuns.numRuns): void {
  fc.assert(
    fc.property(fc.gen(), (g) => property((arbitrary) => g(() => arbitrary))),
    { seed: modelDataRuns.seed, numRuns, endOnFailure: true },
  );
}
