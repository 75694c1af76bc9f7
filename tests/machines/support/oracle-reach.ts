/**
 * The named checks of an oracle and which of them a step has applied (issue 27): a check is reached when its
 * condition held, so it could have failed. The generated-data coverage test prints, per machine, the checks no
 * generated path reaches; a check nobody reaches proves nothing.
 */
export interface OracleChecks<TName extends string> {
  /** Marks a check as applied by some step. */
  reach(name: TName): void;
  /** The checks no step has applied yet, in the order they were declared. */
  unreached(): TName[];
  all: readonly TName[];
}

export function oracleChecks<const TName extends string>(names: readonly TName[]): OracleChecks<TName> {
  const reached = new Set<TName>();
  return {
    reach: (name) => reached.add(name),
    unreached: () => names.filter((name) => !reached.has(name)),
    all: names,
  };
}
