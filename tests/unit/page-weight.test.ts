import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  budgets,
  buildFolders,
  chunkOf,
  closure,
  entryChunks,
  kilobytes,
  totalCss,
  upFrontChunks,
  upFrontJs,
} from "../../bench/page-weight";
import { aiLookupFailedMessage } from "../../rules/lookup/errors";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";

const home = ["src/app/pages/home.ts"];
const searchResults = ["src/app/pages/search-results.ts"];
const checkout = ["src/app/pages/checkout.ts", "src/routes/checkout.tsx"];

/** Page-weight budgets (issues 6 and 15), on the production build: up-front JavaScript and all CSS, gzipped. */
describe("page weight of the production build", () => {
  beforeAll(() => {
    buildIfStale(process.env.DIST_DIR ?? "dist");
  }, 120_000);

  it.each([
    { page: "home", routeIds: home, budget: budgets.homeJsBytes },
    { page: "search results", routeIds: searchResults, budget: budgets.searchJsBytes },
  ])("loads at most $budget bytes of gzipped JavaScript to start the $page page", ({ page, routeIds, budget }) => {
    const { bytes, files } = upFrontJs(routeIds);
    console.log(`[page weight] ${page}: ${kilobytes(bytes)} gzipped in ${files.length} chunks`);
    expect(bytes).toBeLessThanOrEqual(budget);
  });

  it("runs only the boot script before the first paint: one file of its own, under 1 KB gzipped", () => {
    // The build's chunk groups keep the boot script apart by name (vite.config.ts): a new import of it would bring the
    // app's chunk into the wave before the paint, which this catches.
    const { clientDir, assetsDir } = buildFolders();
    const beforePaint = [...closure(assetsDir, entryChunks(clientDir))];
    expect(beforePaint).toHaveLength(1);
    expect(beforePaint[0]).not.toBe(chunkOf(clientDir, "src/main.tsx"));
    const bytes = gzipSync(readFileSync(path.join(assetsDir, beforePaint[0]))).length;
    console.log(`[page weight] boot script: ${bytes} bytes gzipped`);
    expect(bytes).toBeLessThan(1024);
  });

  it("ships at most 20 KB of gzipped CSS in all", () => {
    const { bytes, files } = totalCss();
    console.log(`[page weight] CSS: ${kilobytes(bytes)} gzipped in ${files.length} files`);
    expect(files.length, "the build has its style sheets").toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgets.cssBytes);
  });

  it("loads the lookup workflow with the search results page, not on the home page", () => {
    const { assetsDir } = buildFolders();
    // A message only the lookup shows, a string the minifier keeps as it is (the machines' descriptions are left out
    // of the build: vite.config.ts).
    const marker = aiLookupFailedMessage;
    const holdsLookup = (file: string) => readFileSync(path.join(assetsDir, file), "utf8").includes(marker);
    expect(marker.length).toBeGreaterThan(40);
    expect([...upFrontChunks(home)].filter(holdsLookup)).toEqual([]);
    expect([...upFrontChunks(searchResults)].some(holdsLookup)).toBe(true);
  });

  it("leaves the statechart workbench out: it is a build of its own (vite.workbench.config.ts)", () => {
    const { clientDir } = buildFolders();
    const modules = Object.keys(JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")));
    // Only the store's feed to the viewer, loaded when the viewer is on; never the workbench, its diagrams or fixtures.
    expect(modules.filter((module) => /^(workbench|docs|tests)\//.test(module))).toEqual(["workbench/broadcast.ts"]);
  });

  it("does not load checkout code on the search results page", () => {
    const { clientDir } = buildFolders();
    const chunk = (module: string) => chunkOf(clientDir, module);
    const searchFiles = upFrontChunks(searchResults);
    const checkoutOnly = [...upFrontChunks(checkout)].filter((file) => !searchFiles.has(file));
    expect(checkoutOnly).toContain(chunk("src/routes/checkout.tsx"));
    expect(checkoutOnly).toContain(chunk("src/app/pages/checkout.ts"));
    for (const module of [
      "src/routes/checkout.tsx",
      "src/routes/card-checkout-complete.tsx",
      "src/routes/paypal-complete.tsx",
      "src/app/pages/checkout.ts",
    ]) {
      expect(searchFiles.has(chunk(module)), `${module} loaded on search`).toBe(false);
    }
  });
});
