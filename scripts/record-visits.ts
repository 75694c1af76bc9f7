// `npm run record-visits [-- WH MP] [--simulation-only]`: records tests/recordings/visit-<brand>.path.json as a QA engineer does, in
// Chromium: the statechart workbench's live viewer (/statecharts, "Follow the storefront") open in one tab, the
// storefront in another, a whole visit (search a name, add a result, add hosting, open the checkout, pay by card on the
// sandbox card page), then "Export recording". It also saves a simulation as the workbench's "Save as recording" does:
// checkout through a declined card to a paid order. Run it again when a machine's events change: the old files would
// no longer replay (`npm run path -- --replay <file>`, issue 37).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, expect, type Page } from "@playwright/test";
import { startBenchServer } from "../bench/start-server";
import { type BrandCode, brandCodes, brands } from "../brands/index";
import { fillContact, payOnCardPage, payWith } from "../tests/e2e/support/checkout-payment";
import { checkoutThroughADeclinedCard } from "../tests/fixtures/simulated-checkout";
import { readPathFile } from "../workbench/recording/path-file";
import { fixturesModel } from "../workbench/simulate/simulation-models";
import { type SimulatedStep, simulationRecording } from "../workbench/simulate/simulation-recording";
import { simulateStep, simulationChoices, startSimulation } from "../workbench/simulate/simulator";
import { chromiumFlags, findChromium } from "./find-chromium.mjs";
import { firstFreePortPair } from "./free-ports";

const recordingsFolder = "tests/recordings";
/** The name the visit searches for: on every brand's list of extensions, and nobody's personal data. */
const searchedDomain = "recordvisit.com";
/** A card the sandbox card page charges at once (decisions.md section 5). */
const chargedCard = "4111 1111 1111 1111";

/** The browser tests' server settings (playwright.config.ts), with the live viewer's feed on. */
const serverSettings = {
  STATECHARTS: "1",
  DATABASE_URL: "",
  // The browser tests' delays, so that the replays' timers (the same server settings) fire as recorded.
  LOOKUP_POLL_DELAY_MS: "250",
  PAYMENT_REFRESH_DELAY_MS: "200",
  ORDER_RETRY_DELAY_MS: "200",
};

/** The visit, in the storefront tab, by the names a visitor reads. */
async function visit(shop: Page, brand: BrandCode): Promise<void> {
  const { routes } = brands[brand];
  await shop.goto("/");
  const search = shop.getByRole("search", { name: "Domain search" });
  await search.getByRole("textbox", { name: "Domain name" }).fill(searchedDomain);
  await search.getByRole("button", { name: "Search", exact: true }).click();
  await shop.getByRole("button", { name: `Add ${searchedDomain} to basket`, exact: true }).click();
  await expect(shop.getByText("In basket").first()).toBeVisible();

  const mainNavigation = shop.getByRole("navigation", { name: "Main" });
  await mainNavigation.getByRole("link", { name: "Hosting", exact: true }).click();
  await expect(shop).toHaveURL(new RegExp(`${routes.hosting}$`));
  await shop
    .getByRole("button", { name: /^Add .+ to basket$/ })
    .first()
    .click();

  await mainNavigation.getByRole("link", { name: /^Basket/ }).click();
  await expect(shop).toHaveURL(new RegExp(`${routes.basket}$`));
  await shop.getByRole("button", { name: "Continue to checkout", exact: true }).click();
  await expect(shop).toHaveURL(/\/order\/checkout\/\?basket=/);
  await fillContact(shop);
  await payWith(shop, "New credit or debit card");
  await payOnCardPage(shop, chargedCard);
  await expect(shop.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
}

/** Records the visit on one brand in the live viewer and writes what "Export recording" downloads. */
async function recordVisit(browser: Browser, brand: BrandCode, port: number): Promise<string> {
  const context = await browser.newContext({ baseURL: `http://${brand.toLowerCase()}.localhost:${port}` });
  try {
    const viewer = await context.newPage();
    await viewer.goto("/statecharts");
    await viewer.getByRole("button", { name: "Follow the storefront", exact: true }).click();
    await visit(await context.newPage(), brand);
    // The order page's workflow ends by loading the order: its last event reaches the viewer after the page shows it.
    await expect(viewer.getByText(/events of \d+ workflows recorded/)).toBeVisible();
    await viewer.waitForTimeout(1_000);
    const downloading = viewer.waitForEvent("download");
    await viewer.getByRole("button", { name: "Export recording", exact: true }).click();
    const text = readFileSync((await (await downloading).path()) ?? "", "utf8");
    const read = readPathFile(text);
    if ("problem" in read) throw new Error(`The viewer exported no recording:\n${read.problem}`);
    const file = path.join(recordingsFolder, `visit-${brand.toLowerCase()}.path.json`);
    writeFileSync(file, text);
    const steps = read.file.actors.reduce((count, actor) => count + actor.steps.length, 0);
    return `${file}: ${steps} events of ${read.file.actors.length} workflows`;
  } finally {
    await context.close();
  }
}

/** The file of the saved simulation, beside the recorded visits. */
const savedSimulationFile = path.join(recordingsFolder, "simulated-checkout-declined-card.path.json");

/**
 * Checkout simulated through a declined card to a paid order by the choices' names alone (what a product owner clicks
 * in Simulate), saved as "Save as recording" saves it (`simulationRecording`).
 */
async function saveSimulation(): Promise<string> {
  const model = await fixturesModel("checkout");
  if (!model) throw new Error("The checkout workflow has no fixtures to simulate.");
  const steps: SimulatedStep[] = [];
  for (const name of checkoutThroughADeclinedCard) {
    const snapshot = steps.at(-1)?.snapshot ?? startSimulation(model);
    const choice = simulationChoices(model, snapshot).find((candidate) => candidate.label === name);
    if (!choice) throw new Error(`Simulate offers no "${name}" at step ${steps.length + 1}.`);
    steps.push({ event: choice.event, snapshot: simulateStep(model, snapshot, choice.event) });
  }
  writeFileSync(savedSimulationFile, `${JSON.stringify(simulationRecording(model, steps), null, 2)}\n`);
  return `${savedSimulationFile}: ${steps.length} steps of checkout`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const asked = args.filter((arg) => arg !== "--simulation-only").map((arg) => arg.toUpperCase());
  const unknown = asked.filter((brand) => !(brandCodes as readonly string[]).includes(brand));
  if (unknown.length > 0) throw new Error(`No brand ${unknown.join(", ")}; the brands are ${brandCodes.join(", ")}.`);
  const chosen = brandCodes.filter((brand) => asked.length === 0 || asked.includes(brand));
  console.log(`Saved ${await saveSimulation()}.`);
  if (args.includes("--simulation-only")) return;
  const port = Number(process.env.E2E_PORT ?? (await firstFreePortPair(8199, 9000)));
  const server = await startBenchServer(port, serverSettings);
  const browser = await chromium.launch({
    executablePath: await findChromium({ headlessShell: true }),
    args: chromiumFlags,
  });
  try {
    for (const brand of chosen) console.log(`Recorded ${await recordVisit(browser, brand, port)}.`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
