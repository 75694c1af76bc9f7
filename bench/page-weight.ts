// What the production build makes a browser download, gzipped: the JavaScript a page loads to start its app and
// the style sheets. The page-weight test holds the budgets (tests/unit/page-weight.test.ts); the page-weight
// benchmark writes the numbers into docs/benchmarks.md.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Budgets of issues 6 and 15; issue 39 lowered them to what the pages came down to with about 1 KB of room: home
 * 135.2 KB and search results 141.1 KB once the basket's code loads when first used (its aim: 140 and 145 KB).
 */
export const budgets = { homeJsBytes: 136.2 * 1024, searchJsBytes: 142.1 * 1024, cssBytes: 20 * 1024 };

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

/** The app's start: an entry of the build that index.html's boot script imports after the first paint (src/boot.ts). */
const appStartModule = "src/main.tsx";

/** The chunks index.html loads: its module script (the boot script) and any module preloads. */
export function entryChunks(clientDir: string): string[] {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
}

/** The built chunk of a source module (`src/routes/checkout.tsx`, `src/actors/lookup.ts`), from Vite's manifest. */
export function chunkOf(clientDir: string, sourceModule: string): string {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"),
  );
  const chunk = manifest[sourceModule];
  if (!chunk) throw new Error(`The build has no chunk of ${sourceModule}.`);
  return path.basename(chunk.file);
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
 * The JavaScript a page loads to start its app (the boot script, then after the first paint the rest at once), given
 * the ids of the routes it shows (their source paths, the layout around a page included, src/app/routes.tsx): the
 * entry chunks, the routes' chunks (which the server lists with the page) and their imports.
 */
export function upFrontJs(routeIds: readonly string[], distDir?: string): Weight {
  const { assetsDir } = buildFolders(distDir);
  return gzipped(assetsDir, upFrontChunks(routeIds, distDir));
}

/** The chunks behind `upFrontJs`. */
export function upFrontChunks(routeIds: readonly string[], distDir?: string): Set<string> {
  const { clientDir, assetsDir } = buildFolders(distDir);
  const pageChunks = routeIds.map((id) => chunkOf(clientDir, id));
  return closure(assetsDir, [...entryChunks(clientDir), chunkOf(clientDir, appStartModule), ...pageChunks]);
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
