import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  budgets,
  buildFolders,
  closure,
  entryChunks,
  kilobytes,
  routeChunk,
  totalCss,
  upFrontJs,
} from "../../bench/page-weight";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";

/** Page-weight budgets (issues 6 and 15), on the production build: up-front JavaScript and all CSS, gzipped. */
describe("page weight of the production build", () => {
  beforeAll(() => {
    buildIfStale(process.env.DIST_DIR ?? "dist");
  }, 120_000);

  it.each(["home", "search-results"])(
    "loads at most 150 KB of gzipped JavaScript before the %s page first paints",
    (route) => {
      const { bytes, files } = upFrontJs([route]);
      console.log(`[page weight] ${route}: ${kilobytes(bytes)} gzipped in ${files.length} chunks`);
      expect(bytes).toBeLessThanOrEqual(budgets.upFrontJsBytes);
    },
  );

  it("ships at most 20 KB of gzipped CSS in all", () => {
    const { bytes, files } = totalCss();
    console.log(`[page weight] CSS: ${kilobytes(bytes)} gzipped in ${files.length} files`);
    expect(files.length, "the build has its style sheets").toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgets.cssBytes);
  });

  it("loads the lookup workflow with the search results page, not on the home page", () => {
    const { clientDir, assetsDir } = buildFolders();
    // The machine's description is a string the minifier keeps as it is.
    const marker = lookupMachine.config.description ?? "";
    const holdsLookup = (file: string) => readFileSync(path.join(assetsDir, file), "utf8").includes(marker);
    const upFront = (route: string) => [
      ...closure(assetsDir, [...entryChunks(clientDir), routeChunk(assetsDir, route)]),
    ];
    expect(marker.length).toBeGreaterThan(40);
    expect(upFront("home").filter(holdsLookup)).toEqual([]);
    expect(upFront("search-results").some(holdsLookup)).toBe(true);
  });

  it("does not load checkout code on the search results page", () => {
    const { clientDir, assetsDir } = buildFolders();
    const chunk = (route: string) => routeChunk(assetsDir, route);
    const searchFiles = closure(assetsDir, [...entryChunks(clientDir), chunk("search-results")]);
    const checkoutOnly = [...closure(assetsDir, [chunk("checkout")])].filter((file) => !searchFiles.has(file));
    expect(checkoutOnly).toContain(chunk("checkout"));
    for (const route of ["checkout", "card-checkout-complete", "paypal-complete"]) {
      expect(searchFiles.has(chunk(route)), `${route} chunk loaded on search`).toBe(false);
    }
  });
});
