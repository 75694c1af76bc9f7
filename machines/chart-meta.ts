/**
 * What a state tells the statechart diagrams besides its `description`, given to every machine through
 * `setup({ types: { meta: {} as ChartStateMeta } })`. Product owners read these words on the diagrams.
 */
export interface ChartStateMeta {
  /** What a state that invokes an actor is doing meanwhile, e.g. "checking availability". */
  activity?: string;
  /**
   * Children of a compound state that the diagrams draw together as one box, with a diagram of their own, when the
   * state's own diagram would be too dense to read: by group key (a camelCase name that is no child's key), the
   * group's description and its children's keys. Drawing only: the machine's states stay as they are.
   */
  diagramGroups?: Record<string, { description: string; states: string[] }>;
}

/** A delay as the diagrams print it, built from the machine's own delay so that the label cannot drift: "2.5 s". */
export function inSeconds(ms: number): string {
  return `${ms / 1000} s`;
}
