// `npm run test:mutation [-- <machine> ...]` runs Stryker over the machines named (default: lookup, basket,
// basket-lifecycle, checkout, login, order and session), then writes each mutated file's score, dated, into
// docs/mutation.md (the command's committed report), replacing only the rows of the files it mutated. Equivalent
// survivors are listed by hand in docs/mutation.md under the table.
// `npm run test:mutation -- rules <flow> ... [--files a.ts,b.ts]` (issue 27) mutates `rules/<flow>/` instead, with only
// the generated model paths as tests (MUTATION_TESTS=model-paths, see vitest.mutation.config.ts): how much of the
// spec's rules the paths and their oracles pin down on their own. Their paths are generated once first, from the
// unmutated machines (MODEL_PATHS_FIXED, tests/machines/support/fixed-paths.ts), so each mutant reruns only the paths
// that reach it. `--concurrency <n>` sets Stryker's parallel test runners (stryker.config.mjs: 2).
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The rule folders whose mutants the generated model paths must kill (the `rules` mode). */
export const mutatedRules = ["basket", "checkout", "lookup"] as const;

export const mutatedMachines = [
  "lookup",
  "basket",
  "basket-lifecycle",
  "checkout",
  "login",
  "order",
  "session",
] as const;
const reportFile = "reports/mutation/mutation.json";
/** Where a rules run keeps the paths generated from the unmutated machines. */
const fixedPathsFolder = path.resolve("reports/mutation/paths");
const report = "docs/mutation.md";
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

/** The report with the rows of the files just mutated replaced (or added), other rows kept, sorted by file. */
export function withScores(text: string, scores: FileScore[], date: string): string {
  const start = text.indexOf(tableStart);
  const end = text.indexOf(tableEnd);
  if (start < 0 || end < start) throw new Error(`${report} has no ${tableStart} … ${tableEnd} block.`);
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

/** What to mutate and with which tests, from the command line (see the top of this file). */
export function mutationPlan(
  args: string[],
): { folders: string[]; mutate: string; tests: string; flows: string; concurrency: string | null } | string {
  const rulesMode = args[0] === "rules";
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? (args[at + 1] ?? "") : null;
  };
  const files = (option("--files") ?? "").split(",").filter(Boolean);
  const concurrency = option("--concurrency");
  if (concurrency !== null && !/^[1-9]\d*$/.test(concurrency)) return "--concurrency takes a number of runners.";
  const firstOption = args.findIndex((arg) => arg.startsWith("--"));
  const asked = (firstOption >= 0 ? args.slice(0, firstOption) : args).slice(rulesMode ? 1 : 0);
  const known: readonly string[] = rulesMode ? mutatedRules : mutatedMachines;
  const unknown = asked.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    return `Unknown ${rulesMode ? "rules" : "machine"}: ${unknown.join(", ")}. Choose from ${known.join(", ")}.`;
  const root = rulesMode ? "rules" : "machines";
  const folders = (asked.length > 0 ? asked : [...known]).map((name) => `${root}/${name}`);
  const globs = folders.flatMap((folder) =>
    files.length > 0 ? files.map((f) => `${folder}/${f}`) : [`${folder}/**/*.ts`],
  );
  const names = folders.map((folder) => folder.split("/")[1]);
  const tests = rulesMode ? "model-paths" : "machines";
  return { folders, mutate: globs.join(","), tests, flows: names.join(","), concurrency };
}

function main() {
  const plan = mutationPlan(process.argv.slice(2));
  if (typeof plan === "string") {
    console.error(plan);
    process.exit(1);
  }
  const started = Date.now();
  const env = { ...process.env, MUTATION_TESTS: plan.tests, MUTATION_FLOWS: plan.flows };
  if (plan.tests === "model-paths") {
    // Collecting the tests (without running them) writes each model's paths, from the unmutated code.
    rmSync(fixedPathsFolder, { recursive: true, force: true });
    Object.assign(env, { MODEL_PATHS_FIXED: fixedPathsFolder });
    const list = [
      "node_modules/vitest/vitest.mjs",
      "list",
      "--config",
      "vitest.mutation.config.ts",
      "--staticParse=false",
    ];
    const listed = spawnSync(process.execPath, list, { stdio: ["ignore", "ignore", "inherit"], env });
    if (listed.status !== 0) process.exit(listed.status ?? 1);
  }
  const stryker = spawnSync(
    process.execPath,
    [
      "node_modules/@stryker-mutator/core/bin/stryker.js",
      "run",
      "--mutate",
      plan.mutate,
      // The first run of every model path and its data sets, with coverage, takes minutes on shared cores.
      "--dryRunTimeoutMinutes",
      "30",
      ...(plan.concurrency ? ["--concurrency", plan.concurrency] : []),
    ],
    { stdio: "inherit", env },
  );
  if (stryker.status !== 0) process.exit(stryker.status ?? 1);
  const scores = scoresOf(JSON.parse(readFileSync(reportFile, "utf8")));
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(report, withScores(readFileSync(report, "utf8"), scores, date));
  for (const score of scores) console.log(`${percent(score).padStart(6)}  ${score.file}`);
  console.log(`Mutation testing of ${plan.folders.join(", ")} took ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
