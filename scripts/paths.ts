// `npm run paths [-- <machine>]` lists the generated model paths: id, title and the states each ends in.
// `npm run path -- <id or words of a title> [--brand UK2]` runs exactly that path: as a machine test (Vitest), then in
// Chromium (Playwright, WH unless --brand says otherwise) when its machine has browser paths. It fails when nothing
// matches, or when either runner runs no test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CatalogEntry } from "../tests/machines/support/model-coverage";
import { findPath } from "./path-lookup";

const machineTests = "tests/machines";
const browserModels = "tests/e2e/model";
const brands = ["WH", "MP", "UK2"];

type Entry = CatalogEntry & { file: string };

/** What QA is told when a path cannot be found or run; the script then exits 1. */
class PathError extends Error {}

function fail(message: string): never {
  throw new PathError(message);
}

/** Runs a Node CLI of the project (on the project's Node) and returns its exit status. */
function run(args: string[], env: NodeJS.ProcessEnv = {}, quiet = false): number {
  const result = spawnSync(process.execPath, args, {
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** The test files that generate model paths. */
function modelTestFiles(): string[] {
  return readdirSync(machineTests, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(machineTests, file))
    .filter((file) => readFileSync(file, "utf8").includes("describeModelPaths("));
}

/**
 * Every path, as the machine tests generate it: Vitest collects the model tests (without running them) while each
 * model writes its paths to a folder, and its list says which file each test is in.
 */
function catalog(workDir: string): Entry[] {
  const folder = path.join(workDir, "catalog");
  const listed = path.join(workDir, "list.json");
  const status = run(
    ["node_modules/vitest/vitest.mjs", "list", ...modelTestFiles(), "--staticParse=false", `--json=${listed}`],
    { MODEL_PATH_CATALOG: folder },
    true,
  );
  if (status !== 0 || !existsSync(folder)) fail("Vitest could not collect the model paths (see above).");
  const fileOf = new Map(
    (JSON.parse(readFileSync(listed, "utf8")) as { name: string; file: string }[]).map((t) => [t.name, t.file]),
  );
  const entries = readdirSync(folder).flatMap(
    (file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as CatalogEntry[],
  );
  return entries.map((entry) => ({ ...entry, file: fileOf.get(`${entry.suite} > ${entry.testName}`) ?? "" }));
}

function list(entries: Entry[], machine: string | undefined): void {
  const models = [...new Set(entries.map((e) => e.model))].sort();
  if (machine && !models.includes(machine)) fail(`No machine "${machine}" has paths. Machines: ${models.join(", ")}.`);
  const shown = entries.filter((e) => !machine || e.model === machine);
  const width = Math.max(...shown.map((e) => e.id.length));
  for (const e of shown) console.log(`${e.id.padEnd(width)}  ${e.title}  [ends in ${e.endsIn.join(", ")}]`);
  console.log(`\n${shown.length} paths (${machine ?? models.join(", ")}). Run one: npm run path -- <id>`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The browser model spec of a machine, if it has one: `tests/e2e/model/<machine>.model.spec.ts`, or the spec that
 * names the model itself (`name: "catalogue"` in the basket's spec).
 */
function browserSpec(model: string): string | undefined {
  const own = path.join(browserModels, `${model}.model.spec.ts`);
  if (existsSync(own)) return own;
  return readdirSync(browserModels)
    .map((file) => path.join(browserModels, file))
    .find((file) => readFileSync(file, "utf8").includes(`name: "${model}",`));
}

/**
 * A browser path's id (`lookup-browser-05`, as e2e reports name them) runs in Playwright only, whether or not the
 * suite runs that path: Vitest has no such path.
 */
function runBrowserPath(query: string, brand: string, workDir: string): void {
  const [, model, number] = query.trim().match(/^(.+)-browser-0*(\d+)$/) ?? [];
  const id = `${model}-browser-${number.padStart(2, "0")}`;
  const spec = browserSpec(model);
  if (!spec) fail(`No browser model is called "${model}"; the browser models are in ${browserModels}/.`);
  const report = path.join(workDir, "playwright.json");
  const status = run(
    ["scripts/e2e.mjs", spec, "--project", brand, "--grep", `${escapeRegExp(id)} `, "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, MODEL_PATH: JSON.stringify({ model, id }) },
  );
  if (browserTestsRun(report, spec) === 0) fail(`${spec} generates no path ${id}.`);
  if (status !== 0) fail(`${id} failed in the browser (${brand}).`);
}

/** How many tests Playwright's JSON report says ran; fails when the spec could not be run at all. */
function browserTestsRun(report: string, spec: string): number {
  const browser = existsSync(report)
    ? (JSON.parse(readFileSync(report, "utf8")) as { stats: Record<string, number>; errors: { message?: string }[] })
    : null;
  // Playwright reports a grep that selects nothing as an error too; that is a count of 0, not a broken spec.
  const broken = browser?.errors.filter((error) => !error.message?.includes("No tests found"));
  if (!browser || !broken || broken.length > 0) fail(`Playwright could not run ${spec} (see above).`);
  return browser.stats.expected + browser.stats.unexpected + browser.stats.flaky;
}

function runPath(entries: Entry[], query: string, brand: string, workDir: string): void {
  const match = findPath(entries, query);
  if (match.kind === "none") fail(match.message);
  if (match.kind === "several") {
    const names = match.paths.slice(0, 15).map((p) => `  ${p.id} ${p.title}`);
    fail(`${match.paths.length} paths match "${query}"; give one id:\n${names.join("\n")}`);
  }
  const chosen = match.path;
  console.log(`${chosen.id} ${chosen.title}\n  ends in ${chosen.endsIn.join(", ")}\n`);

  const vitestReport = path.join(workDir, "vitest.json");
  const vitestStatus = run([
    "node_modules/vitest/vitest.mjs",
    "run",
    chosen.file,
    "-t",
    `^${escapeRegExp(`${chosen.suite} > ${chosen.testName}`)}$`,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const vitest = existsSync(vitestReport) ? JSON.parse(readFileSync(vitestReport, "utf8")) : null;
  const machineRan = vitest ? vitest.numPassedTests + vitest.numFailedTests : 0;
  if (machineRan === 0) fail(`Vitest ran no test for ${chosen.id}.`);
  if (vitestStatus !== 0) fail(`The machine test of ${chosen.id} failed.`);

  const spec = browserSpec(chosen.model);
  if (!spec) {
    console.log(`\n${chosen.id} passed as a machine test; the ${chosen.model} machine has no browser paths.`);
    return;
  }
  const browserReport = path.join(workDir, "playwright.json");
  const browserStatus = run(
    ["scripts/e2e.mjs", spec, "--project", brand, "--grep", `${escapeRegExp(chosen.id)} `, "--reporter=list,json"],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
      MODEL_PATH: JSON.stringify({ model: chosen.model, id: chosen.id, route: chosen.route }),
    },
  );
  if (browserTestsRun(browserReport, spec) === 0) {
    fail(
      `No browser path of ${chosen.model} takes the route of ${chosen.id} (the browser generates its paths from its own ` +
        "fixtures; a browser cannot hold back a stale answer, for one). Its machine test passed.",
    );
  }
  if (browserStatus !== 0) fail(`${chosen.id} failed in the browser (${brand}).`);
  console.log(`\n${chosen.id} passed as a machine test and in the browser (${brand}).`);
}

function main(): void {
  const [mode, ...args] = process.argv.slice(2);
  const brandAt = args.indexOf("--brand");
  const brand = brandAt >= 0 ? (args[brandAt + 1] ?? "").toUpperCase() : "WH";
  if (!brands.includes(brand)) fail(`--brand takes one of ${brands.join(", ")}.`);
  const words = args.filter((_, i) => brandAt < 0 || (i !== brandAt && i !== brandAt + 1)).join(" ");
  if (mode === "run" && !words) fail("Say which path: npm run path -- <id>, e.g. npm run path -- lookup-07.");

  const workDir = mkdtempSync(path.join(tmpdir(), "model-paths-"));
  try {
    if (mode === "run" && /-browser-\d+$/.test(words.trim())) runBrowserPath(words, brand, workDir);
    else if (mode === "run") runPath(catalog(workDir), words, brand, workDir);
    else list(catalog(workDir), words || undefined);
  } catch (error) {
    if (!(error instanceof PathError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main();
