import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { type BrandCode, brandCodes, brands, defaultBrand } from "./brands/index";
import { chromiumFlags } from "./scripts/find-chromium.mjs";
import type { BrandOptions } from "./tests/e2e/support/fixtures";

const port = Number(process.env.E2E_PORT ?? 8199);
/**
 * A second server, with the statechart viewer on, for the viewer's own spec. Everywhere else the viewer stays off: its
 * feed copies every snapshot of every actor to a BroadcastChannel, which cost the journeys 13% of their time. A QA
 * engineer running one path (`npm run path`, MODEL_PATH) gets the viewer on the main server, to watch the path live.
 */
const viewerPort = port + 1;
/** The viewer's specs: statecharts.spec.ts and those of its parts (statecharts-fit.spec.ts). */
const viewerSpec = "statecharts*.spec.ts";
const viewerBrand = defaultBrand;
// A fresh database for every run and server, so the seeded fixtures are exactly those of decisions.md.
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
const dataDir = process.env.E2E_DATA_DIR ?? freshDataDir();
/**
 * The brand each model spec (tests/e2e/model/) runs on. Model paths check the machines' states and transitions in the
 * real app, which are the same on every brand; each brand's own look and wording is checked on every brand by the
 * journeys and by page-types.spec.ts. One brand keeps the paths to about a minute; `npm run path -- <id> --brand`
 * (which sets MODEL_PATH) runs a path on any brand.
 */
const modelSpecBrands: Record<string, BrandCode> = {
  "lookup.model.spec.ts": defaultBrand,
  "checkout.model.spec.ts": defaultBrand,
  "order.model.spec.ts": defaultBrand,
  "login.model.spec.ts": defaultBrand,
  // The basket's graph includes the free .online offer, so it runs on a brand that makes it.
  "basket.model.spec.ts": brandCodes.find((brand) => brands[brand].offersFreeOnline) ?? defaultBrand,
};
const modelSpecsNotFor = (brand: BrandCode) =>
  process.env.MODEL_PATH
    ? []
    : Object.entries(modelSpecBrands)
        .filter(([, specBrand]) => specBrand !== brand)
        .map(([file]) => `**/model/${file}`);

export default defineConfig<BrandOptions>({
  testDir: "tests/e2e",
  // One output folder per port, so runs on different ports never delete each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
    // A failed test keeps its trace (actions, network, console), its last screenshot and Playwright's error context
    // (the page's accessibility tree). In the suite the trace leaves out DOM snapshots and the screencast: recording
    // them for every test, passing ones included, took a large share of the browser tests' CPU time (measured runs:
    // docs/suite-time.md). One path run by `npm run path` (MODEL_PATH) keeps them, to show the page at each step; so
    // does `--trace retain-on-failure` on the command line.
    trace: process.env.MODEL_PATH
      ? "retain-on-failure"
      : { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    ...brandCodes.map((brand) => ({
      name: brand,
      testIgnore: [...modelSpecsNotFor(brand), `**/${viewerSpec}`],
      use: { brand, baseURL: `http://${brand.toLowerCase()}.localhost:${port}` },
    })),
    {
      // The workbench is a product owner's and QA's tool, the same for every brand (the machines are), so it is tested
      // on one: on all three it cost the suite about two minutes of test time for no check a brand could fail.
      name: `${viewerBrand} statechart viewer`,
      testMatch: `**/${viewerSpec}`,
      use: { brand: viewerBrand, baseURL: `http://${viewerBrand.toLowerCase()}.localhost:${viewerPort}` },
    },
  ],
  webServer: [
    storefrontServer(port, dataDir, Boolean(process.env.MODEL_PATH)),
    storefrontServer(viewerPort, freshDataDir(), true),
  ],
});

/** The production server as `npm start` runs it, on a port, with its own database. */
function storefrontServer(serverPort: number, serverDataDir: string, statecharts: boolean) {
  return {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: serverDataDir,
      STATECHARTS: statecharts ? "1" : "",
      // Always the embedded database, fresh per run: CI's DATABASE_URL is for the server tests, and a shared
      // PostgreSQL database would carry one run's orders and spent credit into the next.
      DATABASE_URL: "",
      // Lookup polls every 250 ms instead of the spec's 2500 ms, so a name settling over 5 polls takes about a second.
      LOOKUP_POLL_DELAY_MS: "250",
      // Card payment refreshes every 200 ms instead of 4 s, so a payment pending for 5 refreshes takes a second.
      PAYMENT_REFRESH_DELAY_MS: "200",
      // Order and status rereads every 200 ms instead of 2 s, so a payment-pending order page takes a second, not 12.
      ORDER_RETRY_DELAY_MS: "200",
    },
  };
}
