// `npm run paths [-- <machine>]` lists the QA catalogue (scripts/path-catalogue.ts): per workflow and scenario, the
// fewest generated paths that take every transition, with their browser ids; `-- --all` every generated path,
// `-- --json` the catalogue for tools, `-- --coverage` the browser's transition coverage per machine with its gaps;
// `npm run qa-doc` writes the catalogue's example and counts into docs/qa.md; `npm run workbench-paths` writes the catalogue's paths through each state for the statechart workbench.
// `npm run path -- <id or words of a title> [--brand UK2]` runs exactly that path: as a machine test (Vitest), then in
// Chromium (Playwright, WH unless --brand says otherwise) when its machine has browser paths, on a free port, leaving
// Playwright's HTML report and the failing step's trace. It fails when nothing matches, or when either runner runs no test.
// `npm run paths -- --run-all [--brand UK2]` runs every listed path so, batched, and prints how long it took.
// `npm run path -- --replay <file>` replays a visit the statechart viewer recorded against the machines
// (scripts/replay-recording.ts), then in Chromium where its events are drivable (tests/e2e/support/recorded-paths.ts).

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AnyStateMachine } from "xstate";
import { brandCodes, defaultBrand } from "../brands/index";
import {
  activeStateIds,
  type BrowserPathModel,
  browserCoverage,
  chooseBrowserPaths,
  formatBrowserCoverage,
  generatedBrowserPaths,
} from "../tests/e2e/support/browser-paths";
import type { AskedPath } from "../tests/e2e/support/model-driver";
import { basketPathModel } from "../tests/e2e/support/models/basket";
import { cataloguePathModel } from "../tests/e2e/support/models/catalogue";
import { checkoutPathModel } from "../tests/e2e/support/models/checkout";
import { loginPathModel } from "../tests/e2e/support/models/login";
import { lookupPathModel } from "../tests/e2e/support/models/lookup";
import { orderPathModel } from "../tests/e2e/support/models/order";
import { recordedBrand } from "../tests/e2e/support/recorded-paths";
import type { CatalogEntry } from "../tests/machines/support/model-coverage";
import { escapeRegExp } from "../workbench/escape-reg-exp";
import { eventLabeller } from "../workbench/event-labels";
import { chartModel } from "../workbench/machine-model";
import { type PathFile, readPathFile } from "../workbench/recording/path-file";
import { fixturesModel } from "../workbench/simulate/simulation-models";
import { statePath } from "../workbench/state-diagrams";
import { workflowWords } from "../workbench/workflow-words";
import { firstFreePortPair } from "./free-ports";
import {
  type BrowserPathSummary,
  browserPathFor,
  browserPathWords,
  formatQaPathsByState,
  qaCatalogue,
  qaPathsByState,
  qaPathsByStateFile,
} from "./path-catalogue";
import { findPath } from "./path-lookup";
import { qaDocFigures, qaDocFile, withQaDocFigures } from "./qa-doc-figures";
import { formatReplay, replayPassed, replayRecording } from "./replay-recording";

const machineTests = "tests/machines";
const browserModels = "tests/e2e/model";
/** Where each browser run of `npm run path` leaves its report and traces, one folder per path and brand. */
const browserRunsFolder = "test-results/paths";
const browserPathModels: BrowserPathModel<AnyStateMachine>[] = [
  lookupPathModel,
  basketPathModel,
  cataloguePathModel,
  checkoutPathModel,
  orderPathModel,
  loginPathModel,
];

type Entry = CatalogEntry & { file: string };

/** What QA is told when a path cannot be found or run; the script then exits 1. */
class PathError extends Error {}

function fail(message: string): never {
  throw new PathError(message);
}

/**
 * Colour codes only on a terminal that wants them: Vitest and the build colour their output even when it goes to a
 * pipe or a file, where the codes are noise to whoever reads the log. Every runner started here is told so, in one
 * of the two ways: Node warns on every process that has both, and Playwright passes FORCE_COLOR to its own.
 */
const plainOutput = (args: string[]): NodeJS.ProcessEnv => {
  if (process.stdout.isTTY && !process.env.NO_COLOR) return {};
  return args[0] === "scripts/e2e.mjs"
    ? { FORCE_COLOR: "0", NO_COLOR: undefined }
    : { NO_COLOR: "1", FORCE_COLOR: undefined };
};

/** Runs a Node CLI of the project (on the project's Node) and returns its exit status. */
function run(args: string[], env: NodeJS.ProcessEnv = {}, quiet = false): number {
  const result = spawnSync(process.execPath, args, {
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: { ...process.env, ...plainOutput(args), ...env },
  });
  return result.status ?? 1;
}

/**
 * The test files that generate the machines' paths: those in a machine's folder (`tests/machines/<flow>/`); the
 * helper's own test (`tests/machines/model-paths.test.ts`, a toy machine with raw event names) is not a workflow.
 */
function modelTestFiles(): string[] {
  return readdirSync(machineTests, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && file.includes(path.sep))
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

/** Every path the browser models generate, as the catalogue compares them with the machine paths. */
function browserPathSummaries(): BrowserPathSummary[] {
  return browserPathModels.flatMap((model) =>
    generatedBrowserPaths(model).map((path) => ({
      model: model.name,
      id: path.id,
      route: path.route,
      transitions: [...path.takenTransitions],
      endsIn: activeStateIds(path.snapshots.at(-1)),
    })),
  );
}

/** The paths of one workflow (named as the list names it, "basket lifecycle", or by its id), or of every one. */
function pathsOf(entries: Entry[], workflow: string | undefined): Entry[] {
  const models = [...new Set(entries.map((e) => e.model))].sort();
  const asked = workflow?.trim().toLowerCase();
  const model = models.find((m) => m.toLowerCase() === asked || workflowWords(m) === asked);
  if (asked && !model) fail(`No workflow "${workflow}" has paths. Workflows: ${models.map(workflowWords).join(", ")}.`);
  return entries.filter((e) => !model || e.model === model);
}

function list(entries: Entry[], machine: string | undefined): void {
  const workflows = qaCatalogue(pathsOf(entries, machine), browserPathSummaries());
  const listed = workflows.flatMap((w) => w.scenarios.flatMap((s) => s.paths));
  const width = Math.max(...listed.map((p) => p.id.length));
  const indent = " ".repeat(width + 6);
  for (const workflow of workflows) {
    const count = workflow.scenarios.reduce((n, s) => n + s.paths.length, 0);
    console.log(
      `\n${workflowWords(workflow.model)}: ${count} paths take all ${workflow.transitions} transitions of its ${workflow.generated} ` +
        `generated paths (${workflow.distinct} with different steps)`,
    );
    for (const scenario of workflow.scenarios) {
      console.log(`\n  ${scenario.name}`);
      for (const path of scenario.paths) {
        console.log(`    ${path.id.padEnd(width)}  ${path.title}`);
        if (path.browserPath) console.log(`${indent}in the browser: ${browserPathWords(path.browserPath)}`);
        if (path.sameStepsAs.length > 0) {
          console.log(`${indent}same steps with other data: ${path.sameStepsAs.join(", ")}`);
        }
      }
    }
  }
  const shown = pathsOf(entries, machine).length;
  console.log(
    `\n${listed.length} paths listed of ${shown} generated (${workflows.map((w) => workflowWords(w.model)).join(", ")}); ` +
      "every path runs in the machine tests. Run one: npm run path -- <id>. Every generated path: npm run paths -- --all",
  );
}

/** Every generated path, one a line, as the machine tests run them. */
function listAll(entries: Entry[], machine: string | undefined): void {
  const shown = pathsOf(entries, machine);
  const width = Math.max(...shown.map((e) => e.id.length));
  for (const e of shown) console.log(`${e.id.padEnd(width)}  ${e.title}`);
  console.log(`\n${shown.length} paths generated. Run one: npm run path -- <id>`);
}

/**
 * The browser model spec of a machine, if it has one: `tests/e2e/model/<machine>.model.spec.ts`, or the spec that
 * drives the model beside its own (`...cataloguePathModel` in the basket's spec).
 */
function browserSpec(model: string): string | undefined {
  const own = path.join(browserModels, `${model}.model.spec.ts`);
  if (existsSync(own)) return own;
  return readdirSync(browserModels)
    .map((file) => path.join(browserModels, file))
    .find((file) => readFileSync(file, "utf8").includes(`...${model}PathModel,`));
}

/**
 * The port for the browser run: `E2E_PORT` when set, else the first from 8199 that is free with the next one (the
 * statechart viewer's server), so a busy 8199 does not stop QA.
 */
async function browserPort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  return (
    (await firstFreePortPair(8199, 9000)) ??
    fail("No two free ports next to each other between 8199 and 8999; set E2E_PORT to choose one.")
  );
}

interface PlaywrightStep {
  title: string;
  error?: unknown;
  steps?: PlaywrightStep[];
}

interface PlaywrightAnnotation {
  type: string;
  description?: string;
}

interface PlaywrightResult {
  attachments: { name: string; path?: string }[];
  annotations?: PlaywrightAnnotation[];
  steps?: PlaywrightStep[];
}

interface PlaywrightTest {
  /** "expected", "unexpected", "flaky" or "skipped". */
  status: string;
  annotations: PlaywrightAnnotation[];
  results: PlaywrightResult[];
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: PlaywrightTest[] }[];
}

interface PlaywrightReport extends PlaywrightSuite {
  stats: Record<string, number>;
  errors: { message?: string }[];
}

/** Every test of the report, with its title. */
function testsIn(suite: PlaywrightSuite): (PlaywrightTest & { title: string })[] {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ ...test, title: spec.title })));
  return [...own, ...(suite.suites ?? []).flatMap(testsIn)];
}

/** The failed step and the failed steps inside it, outermost first: `step 2: shared link not loaded › sees …`. */
function failedSteps(steps: PlaywrightStep[] = []): string[] {
  const failed = steps.find((step) => step.error);
  return failed ? [failed.title, ...failedSteps(failed.steps)] : [];
}

/**
 * Runs in `specs` the tests `grep` selects, given what `MODEL_PATH` asks the model driver for (browser
 * paths, named `<id> …`, or a recording's replays), on a free port, and says where the HTML report and, for a failed test, the trace of the
 * failing step are. `name` names the run's folder. Returns the exit status, how many tests ran, and the tests.
 */
async function runInBrowser(
  specs: string[],
  name: string,
  brand: string,
  grep: string,
  asked: AskedPath,
  workers = 1,
): Promise<{ status: number; ran: number; tests: (PlaywrightTest & { title: string })[] }> {
  const folder = path.join(browserRunsFolder, `${name}-${brand}`);
  const jsonReport = path.join(folder, "report.json");
  const htmlReport = path.join(folder, "report");
  rmSync(folder, { recursive: true, force: true });
  const port = await browserPort();
  const status = run(
    [
      "scripts/e2e.mjs",
      ...specs,
      "--project",
      brand,
      "--grep",
      grep,
      "--workers",
      String(workers),
      "--output",
      path.join(folder, "output"),
      "--reporter=list,json,html",
    ],
    {
      E2E_PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport,
      PLAYWRIGHT_HTML_OUTPUT_DIR: htmlReport,
      PLAYWRIGHT_HTML_OPEN: "never",
      MODEL_PATH: JSON.stringify(asked),
    },
  );
  const report = existsSync(jsonReport) ? (JSON.parse(readFileSync(jsonReport, "utf8")) as PlaywrightReport) : null;
  // Playwright reports a grep that selects nothing as an error too; that is a count of 0, not a broken spec.
  const broken = report?.errors.filter((error) => !error.message?.includes("No tests found"));
  if (!report || !broken || broken.length > 0) fail(`Playwright could not run ${specs.join(", ")} (see above).`);
  const ran = report.stats.expected + report.stats.unexpected + report.stats.flaky;
  const tests = testsIn(report);
  if (ran > 0) {
    console.log(`\nPlaywright's HTML report (port ${port}): npx playwright show-report ${htmlReport}`);
    for (const result of tests.flatMap((test) => test.results)) {
      const failedAt = failedSteps(result.steps);
      if (failedAt.length > 0) console.log(`Failed at ${failedAt.join(" › ")}`);
      for (const trace of result.attachments.filter((a) => a.name === "trace" && a.path)) {
        console.log(`Its trace: npx playwright show-trace ${path.relative(process.cwd(), trace.path ?? "")}`);
      }
    }
  }
  return { status, ran, tests };
}

/**
 * A browser path's id (`lookup-browser-05`, as e2e reports name them) runs in Playwright only, whether or not the
 * suite runs that path: Vitest has no such path.
 */
async function runBrowserPath(query: string, brand: string): Promise<void> {
  const [, model, number] = query.trim().match(/^(.+)-browser-0*(\d+)$/) ?? [];
  const id = `${model}-browser-${number.padStart(2, "0")}`;
  const spec = browserSpec(model);
  if (!spec) fail(`No browser model is called "${model}"; the browser models are in ${browserModels}/.`);
  const { status, ran } = await runInBrowser([spec], id, brand, `${escapeRegExp(id)} `, { browserIds: [id] });
  if (ran === 0) fail(`${spec} generates no path ${id}.`);
  if (status !== 0) fail(`${id} failed in the browser (${brand}).`);
}

/**
 * Runs the path QA named by id, or every path whose steps have the words QA gave (`findPath`): one as below, several
 * listed and then run together as `--run-all` runs the listed ones.
 */
async function runMatching(entries: Entry[], query: string, brand: string, workDir: string): Promise<void> {
  const match = findPath(entries, query);
  if (match.kind === "none") fail(match.message);
  if (match.kind === "one") return runPath(match.path, brand, workDir);
  console.log(`${match.paths.length} paths have the words "${query}" in their steps; running them all:`);
  for (const path of match.paths) console.log(`  ${path.id} ${path.title}`);
  console.log("");
  await runPaths(match.paths, brand, workDir, `The ${match.paths.length} paths with "${query}"`);
}

async function runPath(chosen: Entry, brand: string, workDir: string): Promise<void> {
  console.log(`${chosen.id} ${chosen.title}\n  ends in ${chosen.endsIn.map(statePath).join(" + ")}\n`);

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
  const browserPath = browserPathFor(chosen, browserPathSummaries());
  if (!spec || !browserPath) {
    console.log(
      `\n${chosen.id} passed as a machine test; the ${workflowWords(chosen.model)} workflow has no browser paths.`,
    );
    return;
  }
  console.log(`\nIn the browser: ${browserPathWords(browserPath)}`);
  const browser = await runInBrowser([spec], chosen.id, brand, `${escapeRegExp(browserPath.id)} `, {
    browserIds: [browserPath.id],
  });
  if (browser.ran === 0) fail(`${spec} generates no path ${browserPath.id}.`);
  if (browser.status !== 0) fail(`${browserPath.id}, the browser path of ${chosen.id}, failed (${brand}).`);
  console.log(`\n${chosen.id} passed as a machine test, and ${browserPath.id} in the browser (${brand}).`);
}

/**
 * `npm run paths -- --run-all [--brand UK2]`: every listed path as `npm run path -- <id>` runs it (`runPaths`).
 */
async function runAll(entries: Entry[], brand: string, workDir: string): Promise<void> {
  const listed = new Set(
    qaCatalogue(entries, browserPathSummaries()).flatMap((w) => w.scenarios.flatMap((s) => s.paths.map((p) => p.id))),
  );
  await runPaths(
    entries.filter((entry) => listed.has(entry.id)),
    brand,
    workDir,
    `All ${listed.size} listed paths`,
  );
}

/**
 * Runs paths as `npm run path -- <id>` runs each, in two batches so that the runners start once: their machine tests
 * in one Vitest run, then the browser paths named for them (`browserPathFor`, as the list names them) in one
 * Playwright run. Fails unless every one ran and passed; prints how long it took, the sentence starting with `which`.
 */
async function runPaths(chosen: Entry[], brand: string, workDir: string, which: string): Promise<void> {
  const started = Date.now();
  const vitestReport = path.join(workDir, "vitest.json");
  const names = chosen.map((entry) => escapeRegExp(`${entry.suite} > ${entry.testName}`));
  console.log(`Running the ${chosen.length} paths as machine tests (Vitest)…`);
  run([
    "node_modules/vitest/vitest.mjs",
    "run",
    ...new Set(chosen.map((entry) => entry.file)),
    "-t",
    `^(${names.join("|")})$`,
    "--reporter=dot",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const vitest = existsSync(vitestReport) ? JSON.parse(readFileSync(vitestReport, "utf8")) : null;
  const passed: number = vitest?.numPassedTests ?? 0;
  if (passed !== chosen.length) fail(`${passed} of the ${chosen.length} paths passed as machine tests.`);

  const summaries = browserPathSummaries();
  const withBrowser = chosen.flatMap((entry) => {
    const browserPath = browserSpec(entry.model) ? browserPathFor(entry, summaries) : null;
    return browserPath ? [{ entry, browserPath }] : [];
  });
  const browserIds = [...new Set(withBrowser.map(({ browserPath }) => browserPath.id))];
  const specs = [...new Set(withBrowser.map(({ entry }) => browserSpec(entry.model) ?? ""))];
  let inBrowser = "";
  if (browserIds.length > 0) {
    console.log(
      `\nRunning the ${browserIds.length} browser paths of ${withBrowser.length} of them in Chromium (${brand})…`,
    );
    const grep = `(${browserIds.map(escapeRegExp).join("|")}) `;
    const browser = await runInBrowser(specs, "run-all", brand, grep, { browserIds }, 2);
    if (browser.ran !== browserIds.length)
      fail(`Playwright ran ${browser.ran} of the ${browserIds.length} browser paths.`);
    if (browser.status !== 0) fail(`Some browser paths failed (${brand}); see above.`);
    inBrowser = `, and their ${browserIds.length} browser paths in Chromium (${brand})`;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${which} passed as machine tests${inBrowser}, in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
}

/**
 * Replays each actor of a recording whose machine has a browser model in Chromium, in that model's spec (the driver
 * of the model paths, tests/e2e/support/model-driver.ts); a step it cannot drive fails that actor's replay. The
 * actors of workflows without a browser model (the page's own: app, site, reviews) are named as such.
 */
async function replayInBrowser(file: string, recording: PathFile, brand: string): Promise<void> {
  const specs = new Set<string>();
  const withoutModel: string[] = [];
  for (const [index, actor] of recording.actors.entries()) {
    const model = browserPathModels.find((candidate) => candidate.machine.id === actor.machine);
    const spec = model && browserSpec(model.name);
    if (spec) specs.add(spec);
    else withoutModel.push(`${index + 1} (${workflowWords(actor.machine)})`);
  }
  console.log(`\nIn Chromium (${brand}), each workflow of the visit that has a browser model:`);
  if (withoutModel.length > 0)
    console.log(`  not replayed in Chromium, as no browser model drives their workflows: ${withoutModel.join(", ")}`);
  if (specs.size === 0) {
    // A simulation of a workflow the browser has no model of (reviews, consent...): said, not passed in silence.
    console.log(
      "  None: no workflow of the recording has a browser model, so it was replayed against the workflows only.",
    );
    return;
  }
  const name = `replay-${path.basename(file, ".path.json")}`;
  const grep = `replays ${escapeRegExp(file)}, actor`;
  const { status, ran, tests } = await runInBrowser([...specs], name, brand, grep, { recording: file });
  console.log("");
  for (const test of tests) {
    console.log(`${test.status === "expected" ? "✓" : "✗"} ${test.title}`);
    const annotations = [...test.annotations, ...test.results.flatMap((result) => result.annotations ?? [])];
    const notDriven = new Set(annotations.filter((a) => a.type === "not driven").map((a) => a.description));
    for (const description of notDriven) console.log(`    not driven, so this replay fails: ${description}`);
  }
  if (ran === 0) fail(`Playwright replayed no actor of ${file}.`);
  if (status !== 0) fail(`The replay of ${file} failed in the browser (${brand}).`);
  console.log(
    `\n${file} replayed green against the workflows and in Chromium (${brand}): ${ran} ${ran === 1 ? "workflow" : "workflows"} driven step by step.`,
  );
}

/**
 * Replays a recorded visit against the machines and their oracles, then in Chromium (`replayInBrowser`); exits 1 when
 * a step differs, an oracle objects or the page does not show what the machine's state says.
 */
async function replayFile(file: string | undefined): Promise<void> {
  if (!file) fail("Say which recording: npm run path -- --replay <file>.");
  if (!existsSync(file)) fail(`There is no file ${file}.`);
  const read = readPathFile(readFileSync(file, "utf8"));
  if ("problem" in read) fail(`${file} is not a recording the statechart viewer exports:\n${read.problem}`);
  const replays = await replayRecording(read.file, fixturesModel);
  console.log(formatReplay(replays));
  if (!replayPassed(replays)) fail(`The replay of ${file} differs from the recording: not replayed in Chromium.`);
  // As the specs name their replay tests (tests/recordings/…, not ./tests/recordings/…), so that the grep finds them.
  await replayInBrowser(path.relative(process.cwd(), path.resolve(file)), read.file, recordedBrand(read.file));
}

/**
 * A transition as the coverage names it (`basket.ready —basket.clear→ (self)`) in the diagrams' words: "ready —
 * order placed, emptied→ (self)"; the state at the top of the workflow is its name.
 */
function transitionWords(model: BrowserPathModel<AnyStateMachine>, transition: string): string {
  const [, source, type, target, guard] = transition.match(/^(\S+) —(.+?)→ (\S+(?: \S+)*?)(?: \[(.+)\])?$/) ?? [];
  if (!source) return transition;
  const label = eventLabeller(chartModel(model.machine.id, model.machine));
  const state = (id: string) => statePath(id) || workflowWords(id);
  const to = target === "(self)" ? target : state(target);
  return `${state(source)} —${label(type)}→ ${to}${guard ? " (when it applies)" : ""}`;
}

/**
 * The browser's transition coverage per machine, from the very selection the browser specs run (computed without a
 * browser, as tests/machines/browser-paths.test.ts does), with every transition it does not take and why.
 */
function printBrowserCoverage(): void {
  for (const model of browserPathModels) {
    const chosen = chooseBrowserPaths(generatedBrowserPaths(model));
    const coverage = browserCoverage(model, chosen);
    console.log(formatBrowserCoverage(model.name, coverage));
    console.log(`  the suite runs ${chosen.length} browser paths: ${chosen.map((path) => path.id).join(", ")}`);
    for (const [transition, reason] of Object.entries(model.notDrivenInBrowser)) {
      console.log(`  not in the browser: ${transitionWords(model, transition)}\n    ${reason}`);
    }
    for (const transition of coverage.unlisted)
      console.log(`  not taken and not listed: ${transitionWords(model, transition)}`);
    for (const state of coverage.unseenStates) console.log(`  no browser path rests in: ${statePath(state)}`);
  }
  const withBrowser = new Set(browserPathModels.map((model) => model.name));
  const machineOnly = readdirSync(machineTests, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "support" && !withBrowser.has(entry.name))
    .map((entry) => entry.name);
  console.log(
    `\nMachine tests only, no browser paths: ${machineOnly.map((name) => name.replaceAll("-", " ")).join(", ")}.`,
  );
}

async function main(): Promise<void> {
  const [mode, ...args] = process.argv.slice(2);
  const flags = new Set(args.filter((arg) => /^--(all|json|coverage|write-workbench|write-doc|run-all)$/.test(arg)));
  const brandAt = args.indexOf("--brand");
  const brand = brandAt >= 0 ? (args[brandAt + 1] ?? "").toUpperCase() : defaultBrand;
  const words = args
    .filter((arg, i) => !flags.has(arg) && (brandAt < 0 || (i !== brandAt && i !== brandAt + 1)))
    .join(" ");

  const workDir = mkdtempSync(path.join(tmpdir(), "model-paths-"));
  try {
    if (!(brandCodes as readonly string[]).includes(brand)) fail(`--brand takes one of ${brandCodes.join(", ")}.`);
    const replayAt = args.indexOf("--replay");
    if (mode === "run" && !words) fail("Say which path: npm run path -- <id>, e.g. npm run path -- lookup-12.");
    if (mode === "run" && replayAt >= 0 && brandAt >= 0)
      fail("A recording replays on the brand it was recorded on: leave out --brand.");
    if (mode === "run" && replayAt >= 0) await replayFile(args[replayAt + 1]);
    else if (mode === "run" && /-browser-\d+$/.test(words.trim())) await runBrowserPath(words, brand);
    else if (mode === "run") await runMatching(catalog(workDir), words, brand, workDir);
    else if (flags.has("--run-all")) await runAll(catalog(workDir), brand, workDir);
    else if (flags.has("--coverage")) printBrowserCoverage();
    else if (flags.has("--all")) listAll(catalog(workDir), words || undefined);
    else if (flags.has("--write-workbench")) {
      const map = qaPathsByState(qaCatalogue(catalog(workDir), browserPathSummaries()));
      writeFileSync(qaPathsByStateFile, formatQaPathsByState(map));
      console.log(`Wrote ${qaPathsByStateFile}.`);
    } else if (flags.has("--write-doc")) {
      const figures = qaDocFigures(qaCatalogue(catalog(workDir), browserPathSummaries()));
      writeFileSync(qaDocFile, withQaDocFigures(readFileSync(qaDocFile, "utf8"), figures));
      console.log(`Wrote the catalogue's figures into ${qaDocFile}.`);
    } else if (flags.has("--json")) {
      const entries = pathsOf(catalog(workDir), words || undefined);
      console.log(JSON.stringify(qaCatalogue(entries, browserPathSummaries()), null, 2));
    } else list(catalog(workDir), words || undefined);
  } catch (error) {
    if (!(error instanceof PathError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
