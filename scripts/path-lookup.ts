// Finds the generated paths QA asked for by id (`lookup-07`, `lookup-7`) or by words of their steps, for `npm run path`.

/** What `npm run paths` knows of a path (see `CatalogEntry` in tests/machines/support/model-coverage.ts). */
export interface NamedPath {
  model: string;
  id: string;
  title: string;
  /** Each step's event in words (the title may leave some out); absent in a list of ids and titles only. */
  steps?: readonly string[];
  /** Each step's event data in words (`eventDataWords`: "declined We are sorry, your card details…"). */
  stepData?: readonly string[];
}

export type PathMatch<T extends NamedPath> =
  | { kind: "one"; path: T }
  | { kind: "several"; paths: T[] }
  | { kind: "none"; message: string };

/** `lookup-7` and `lookup-007` name `lookup-07`. */
function canonicalId(text: string): string {
  const match = text.trim().match(/^(.*)-0*(\d+)$/);
  return match ? `${match[1]}-${match[2].padStart(2, "0")}`.toLowerCase() : text.trim().toLowerCase();
}

/** Edit distance, to suggest the ids nearest to a mistyped one. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The ids nearest to `query`, closest first. */
export function nearestIds(paths: readonly NamedPath[], query: string, count = 5): string[] {
  const wanted = canonicalId(query);
  return [...paths]
    .map((path) => ({ id: path.id, d: distance(wanted, path.id) }))
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id, "en"))
    .slice(0, count)
    .map((path) => path.id);
}

/** The words of a path QA's words are looked for in: its id, its title, each step and each step's data. */
const wordsOf = (path: NamedPath) =>
  [path.id, path.title, ...(path.steps ?? []), ...(path.stepData ?? [])].join("\n").toLowerCase();

/** The query's words: "Declined  card" is ["declined", "card"]. */
const queryWords = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean);

/**
 * An exact id first; otherwise every path that has each word of the query somewhere in its id, title, steps or their
 * data, in any order and case: "declined card" finds the payments refused with the code `declined` (their message
 * says "your card details have been declined") wherever the title words them otherwise.
 */
export function findPath<T extends NamedPath>(paths: readonly T[], query: string): PathMatch<T> {
  const wanted = canonicalId(query);
  const byId = paths.find((path) => path.id === wanted);
  if (byId) return { kind: "one", path: byId };
  const words = queryWords(query);
  const matching = words.length > 0 ? paths.filter((path) => words.every((word) => wordsOf(path).includes(word))) : [];
  if (matching.length === 1) return { kind: "one", path: matching[0] };
  if (matching.length > 1) return { kind: "several", paths: matching };
  return {
    kind: "none",
    message:
      `No generated path is called "${query}" or has its words in its steps. Nearest ids: ` +
      `${nearestIds(paths, query).join(", ")}. Run \`npm run paths\` to list them all.`,
  };
}
