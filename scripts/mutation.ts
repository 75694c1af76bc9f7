// `npm run test:mutation [-- <machine> ...]` runs Stryker over the machines named (default: lookup, basket,
// basket-lifecycle, checkout, login, order and session), then writes each mutated file's score into docs/testing.md,
// replacing only the rows of the files it mutated. `npm run test:mutation -- --rules <flow> ...` mutates `rules/<flow>/`
// instead, with only the generated model paths as tests (stryker.paths.config.mjs, issue 27). Equivalent survivors are listed by hand in docs/testing.md under
// the table.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

export const mutatedMachines = [
  "lookup",
  "basket",
  "basket-lifecycle",
  "checkout",
  "login",
  "order",
  "session",
] as const;
/** The rules whose generated model paths have an oracle: `--rules` mutates these with the paths alone. */
export const mutatedRules = ["lookup", "basket", "checkout"] as const;
const reportFile = "reports/mutation/mutation.json";
const guide = "docs/testing.md";
const tableStart = "<!-- mutation-scores:start -->";
const tableEnd = "<!-- mutation-scores:end -->";

interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface FileScore {
  file: string;
  killed: number;
  survived: number;
  noCoverage: number;
  /** Mutants the tests cannot run (a type error or a crash at load) count neither way, as Stryker counts them. */
  invalid: number;
}

export function scoresOf(report: MutationReport): FileScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (...statuses: string[]) => mutants.filter((m) => statuses.includes(m.status)).length;
      return {
        file,
        killed: count("Killed", "Timeout"),
        survived: count("Survived"),
        noCoverage: count("NoCoverage"),
        invalid: count("CompileError", "RuntimeError"),
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

export function percent(score: FileScore): string {
  const detected = score.killed + score.survived + score.noCoverage;
  return detected === 0 ? "n/a" : `${((100 * score.killed) / detected).toFixed(1)}%`;
}

function row(score: FileScore, date: string): string {
  return `| \`${score.file}\` | ${percent(score)} | ${score.killed} | ${score.survived} | ${score.noCoverage} | ${date} |`;
}

/** The guide with the rows of the files just mutated replaced (or added), other rows kept, sorted by file. */
export function withScores(text: string, scores: FileScore[], date: string): string {
  const start = text.indexOf(tableStart);
  const end = text.indexOf(tableEnd);
  if (start < 0 || end < start) throw new Error(`${guide} has no ${tableStart} … ${tableEnd} block.`);
  const rows = new Map<string, string>();
  for (const line of text.slice(start + tableStart.length, end).split("\n")) {
    const file = /^\| `([^`]+)` \|/.exec(line)?.[1];
    if (file) rows.set(file, line);
  }
  for (const score of scores) rows.set(score.file, row(score, date));
  const table = [
    "| file | score (killed / all) | killed | survived | no coverage | measured |",
    "|---|---|---|---|---|---|",
    ...[...rows.keys()].sort().map((file) => rows.get(file)),
  ].join("\n");
  return `${text.slice(0, start + tableStart.length)}\n${table}\n${text.slice(end)}`;
}

function main() {
  const rulesMode = process.argv[2] === "--rules";
  const asked = process.argv.slice(rulesMode ? 3 : 2);
  const known: readonly string[] = rulesMode ? mutatedRules : mutatedMachines;
  const unknown = asked.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(
      `Unknown ${rulesMode ? "rules" : "machine"}: ${unknown.join(", ")}. Choose from ${known.join(", ")}.`,
    );
    process.exit(1);
  }
  const machines = asked.length > 0 ? asked : [...known];
  const started = Date.now();
  const stryker = spawnSync(
    process.execPath,
    [
      "node_modules/@stryker-mutator/core/bin/stryker.js",
      "run",
      ...(rulesMode ? ["stryker.paths.config.mjs"] : []),
      "--mutate",
      machines.map((name) => `${rulesMode ? "rules" : "machines"}/${name}/**/*.ts`).join(","),
    ],
    { stdio: "inherit" },
  );
  if (stryker.status !== 0) process.exit(stryker.status ?? 1);
  const scores = scoresOf(JSON.parse(readFileSync(reportFile, "utf8")));
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(guide, withScores(readFileSync(guide, "utf8"), scores, date));
  for (const score of scores) console.log(`${percent(score).padStart(6)}  ${score.file}`);
  console.log(`Mutation testing of ${machines.join(", ")} took ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
