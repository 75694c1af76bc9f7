/**
 * The checks an oracle names (issue 27): each is reached when a replayed step meets its condition (a bulk search's
 * failure, a premium offer repeated as taken, ...), so a check no path reaches is one that proves nothing yet.
 */
export interface OracleChecks<TName extends string> {
  readonly names: readonly TName[];
  reach(name: TName): void;
  /** The named checks no replay has reached so far, in their order. */
  unreached(): TName[];
}

export function oracleChecks<const TName extends string>(names: readonly TName[]): OracleChecks<TName> {
  const reached = new Set<TName>();
  return {
    names,
    reach: (name) => reached.add(name),
    unreached: () => names.filter((name) => !reached.has(name)),
  };
}

export function formatOracleReach(machine: string, checks: OracleChecks<string>): string {
  const missing = checks.unreached();
  const reached = checks.names.length - missing.length;
  const list = missing.length > 0 ? `; not reached: ${missing.join("; ")}` : "";
  return `[oracle checks] ${machine}: ${reached}/${checks.names.length} reached by the generated paths, ${missing.length} not reached${list}`;
}
