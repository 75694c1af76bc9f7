import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";

/** Page-weight budget (issue 6): JavaScript loaded before first paint, gzipped. */
const budgetBytes = 150 * 1024;
const distDir = process.env.DIST_DIR ?? "dist";
const clientDir = path.join(distDir, "client");
const assetsDir = path.join(clientDir, "assets");

/** Static imports of a built chunk (`import"./x.js"`, `from"./x.js"`); dynamic `import()` calls are left out. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assetsDir, file), "utf8");
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]);
}

/** Every chunk the browser loads with these: their static imports, transitively. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** The chunks index.html loads: its module script and module preloads. */
function entryChunks(): string[] {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
}

/** The lazily loaded chunk of a route module in src/routes/ (Vite names it after the file). */
function routeChunk(routeModule: string): string {
  const pattern = new RegExp(`^${routeModule}-[\\w-]{8}\\.js$`);
  const matches = readdirSync(assetsDir).filter((file) => pattern.test(file));
  expect(matches, `the built chunk of src/routes/${routeModule}.tsx`).toHaveLength(1);
  return matches[0];
}

function gzippedBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length;
  return total;
}

describe("page weight of the production build", () => {
  beforeAll(() => {
    buildIfStale(distDir);
  }, 120_000);

  it.each(["home", "search-results"])(
    "loads at most 150 KB of gzipped JavaScript before the %s page first paints",
    (route) => {
      const files = closure([...entryChunks(), routeChunk(route)]);
      const bytes = gzippedBytes(files);
      console.log(`[page weight] ${route}: ${(bytes / 1024).toFixed(1)} KB gzipped in ${files.size} chunks`);
      expect(bytes).toBeLessThanOrEqual(budgetBytes);
    },
  );

  it("does not load checkout code on the search results page", () => {
    const searchFiles = closure([...entryChunks(), routeChunk("search-results")]);
    const checkoutOnly = [...closure([routeChunk("checkout")])].filter((file) => !searchFiles.has(file));
    expect(checkoutOnly).toContain(routeChunk("checkout"));
    for (const route of ["checkout", "card-checkout-complete", "paypal-complete"]) {
      expect(searchFiles.has(routeChunk(route)), `${route} chunk loaded on search`).toBe(false);
    }
  });
});
