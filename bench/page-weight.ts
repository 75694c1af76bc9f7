// What the production build makes a browser download, gzipped: the JavaScript loaded before a page first paints and
// the style sheets. The page-weight test holds the budgets (tests/unit/page-weight.test.ts); the page-weight
// benchmark writes the numbers into docs/benchmarks.md.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets of issues 6 and 15. */
export const budgets = { upFrontJsBytes: 150 * 1024, cssBytes: 20 * 1024 };

export interface Weight {
  bytes: number;
  files: string[];
}

export function buildFolders(distDir = process.env.DIST_DIR ?? "dist") {
  const clientDir = path.join(distDir, "client");
  return { clientDir, assetsDir: path.join(clientDir, "assets") };
}

/** Static imports of a built chunk (`import"./x.js"`, `from"./x.js"`); dynamic `import()` calls are left out. */
function staticImports(assetsDir: string, file: string): string[] {
  const code = readFileSync(path.join(assetsDir, file), "utf8");
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]);
}

/** Every chunk the browser loads with these: their static imports, transitively. */
export function closure(assetsDir: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(assetsDir, file));
  }
  return seen;
}

/** The chunks index.html loads: its module script and module preloads. */
export function entryChunks(clientDir: string): string[] {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
}

/** The lazily loaded chunk of a route module (Vite names it after the file: `checkout` for src/routes/checkout.tsx). */
export function routeChunk(assetsDir: string, routeModule: string): string {
  const pattern = new RegExp(`^${routeModule}-[\\w-]{8}\\.js$`);
  const matches = readdirSync(assetsDir).filter((file) => pattern.test(file));
  if (matches.length !== 1)
    throw new Error(`Expected one built chunk of src/routes/${routeModule}.tsx, found ${matches.length}.`);
  return matches[0];
}

function gzipped(assetsDir: string, files: Iterable<string>): Weight {
  const list = [...files];
  const bytes = list.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files: list };
}

/**
 * The JavaScript a route's page loads before its first paint: the entry chunks, the chunks of the route and of the
 * layout routes around it (the checkout pages' workflows layout), and their imports.
 */
export function upFrontJs(routeModules: readonly string[], distDir?: string): Weight {
  const { clientDir, assetsDir } = buildFolders(distDir);
  const routeChunks = routeModules.map((routeModule) => routeChunk(assetsDir, routeModule));
  return gzipped(assetsDir, closure(assetsDir, [...entryChunks(clientDir), ...routeChunks]));
}

/** Every style sheet of the build, together (Vite may split CSS per lazily loaded route). */
export function totalCss(distDir?: string): Weight {
  const { assetsDir } = buildFolders(distDir);
  return gzipped(
    assetsDir,
    readdirSync(assetsDir).filter((file) => file.endsWith(".css")),
  );
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
