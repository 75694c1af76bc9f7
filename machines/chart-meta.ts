/**
 * What a state tells the statechart diagrams besides its `description`, given to every machine through
 * `setup({ types: { meta: {} as ChartStateMeta } })`. Product owners read these words on the diagrams.
 */
export interface ChartStateMeta {
  /** What a state that invokes an actor is doing meanwhile, e.g. "checking availability". */
  activity?: string;
}

/** A delay as the diagrams print it, built from the machine's own delay so that the label cannot drift: "2.5 s". */
export function inSeconds(ms: number): string {
  return `${ms / 1000} s`;
}
