import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageScripts } from "../../contract/page-scripts";
import type {
  RouteChunks,
  ServerRenderInput,
  ServerRenderModule,
  ServerRenderResult,
} from "../../contract/server-render";

/** A page's files beyond index.html's: stylesheet links for its head, and the scripts its boot script fetches. */
export interface PageAssets {
  stylesheets: string;
  scripts: PageScripts | null;
}

/** How the server renders the app into a page: the render itself and the page's files to load with it. */
export interface ServerRendering {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  /** The files of a page showing these routes (the app's start alone when the server rendered no route). */
  pageAssets(routeIds: readonly string[]): PageAssets;
  /** Every lazy route's script files, for the page to fetch a route's all at once before a client navigation. */
  routeChunks: RouteChunks;
}

/** The SSR build's file of `src/entry-server.tsx`: `vite build --ssr` names it after its entry. */
export const serverRenderEntry = "entry-server.js";

function isServerRenderModule(module: unknown): module is ServerRenderModule {
  return (
    typeof module === "object" && module !== null && "renderApp" in module && typeof module.renderApp === "function"
  );
}

/** A loaded module that must be the SSR build's entry. */
export function asServerRenderModule(module: unknown, where: string): ServerRenderModule {
  if (!isServerRenderModule(module)) throw new Error(`${where} does not export renderApp; rebuild with npm run build.`);
  return module;
}

/** One chunk of Vite's manifest (`build.manifest`): its file and the chunks it imports statically and with `import()`. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What a page needs of the build's chunks, worked out from Vite's manifest once. */
export interface RouteFiles {
  /** Files a page showing these routes needs beyond index.html's: the app's start and its imports, each route's. */
  pageFiles(routeIds: readonly string[]): string[];
  /** The app's start module (src/main.tsx's chunk, an entry of its own that index.html's boot script imports). */
  startFile: string | undefined;
  /** Each lazy route's script files beyond the entry's (`RouteChunks`). */
  routeChunks: RouteChunks;
}

/**
 * The files of the build a page needs, from the browser build's manifest, and the stylesheets those chunks bring:
 * without them the server's HTML is drawn unstyled until the route's script has loaded its CSS, and everything moves
 * (Vite's loader finds the link already there and adds no second one). index.html loads only the boot script
 * (src/boot.ts, an entry); the app's start (src/main.tsx) is the build's other entry, and its chunk, imports and
 * stylesheet are the page's too. The parts a route's own chunk loads with `import()` once it runs (a page's lazily
 * rendered sections, its workflow's request schemas) are included, so after the boot script a page's scripts are asked
 * for in one wave instead of one wave per import level (issue 39); what those parts import lazily in turn (the human
 * check's widget) waits for use.
 */
export function routeFiles(manifest: Manifest): RouteFiles {
  const addWithImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) addWithImports(imported, into);
  };
  const addRoute = (id: string, into: Set<string>) => {
    addWithImports(id, into);
    for (const part of manifest[id]?.dynamicImports ?? []) addWithImports(part, into);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const isIndexHtml = (key: string) => key.endsWith(".html");
  const inIndexHtml = new Set(
    entries.filter(([key]) => isIndexHtml(key)).flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])]),
  );
  const start = entries.find(([key]) => !isIndexHtml(key));
  const entryFiles = new Set<string>();
  for (const [key] of entries) addWithImports(key, entryFiles);
  const routeChunks: RouteChunks = {};
  const entryKeys = new Set(entries.map(([key]) => key));
  const lazyRoutes = entries.flatMap(([, chunk]) => chunk.dynamicImports ?? []).filter((id) => !entryKeys.has(id));
  for (const id of lazyRoutes) {
    const files = new Set<string>();
    addRoute(id, files);
    routeChunks[id] = [...files]
      .filter((file) => file.endsWith(".js") && !entryFiles.has(file))
      .map((file) => `/${file}`);
  }
  return {
    pageFiles(routeIds) {
      const files = new Set(entryFiles);
      for (const id of routeIds) addRoute(id, files);
      return [...files].filter((file) => !inIndexHtml.has(file));
    },
    startFile: start?.[1].file,
    routeChunks,
  };
}

/**
 * A page's assets from `routeFiles`: stylesheet links (drawn with the first paint) and the script list for the boot
 * script, kept per route list.
 */
export function pageAssets({ pageFiles, startFile }: RouteFiles): (routeIds: readonly string[]) => PageAssets {
  const cache = new Map<string, PageAssets>();
  return (routeIds) => {
    const cacheKey = routeIds.join("\n");
    let assets = cache.get(cacheKey);
    if (assets === undefined) {
      const files = pageFiles(routeIds);
      assets = {
        stylesheets: files
          .filter((file) => file.endsWith(".css"))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join(""),
        scripts: startFile
          ? { start: `/${startFile}`, preload: files.filter((file) => file.endsWith(".js")).map((file) => `/${file}`) }
          : null,
      };
      cache.set(cacheKey, assets);
    }
    return assets;
  };
}

/**
 * The production server's rendering: the SSR build (`<DIST_DIR>/ssr/entry-server.js`, loaded by path, as `server/`
 * imports nothing from `src/`) with the browser build's manifest for preloading. Undefined when there is no SSR
 * build (the server tests' stand-in builds): pages are then sent with an empty `#root` and rendered in the browser.
 */
export async function loadServerRendering(ssrDir: string, clientDir: string): Promise<ServerRendering | undefined> {
  const entry = path.join(ssrDir, serverRenderEntry);
  if (!existsSync(entry)) return undefined;
  const module = asServerRenderModule(await import(pathToFileURL(entry).href), entry);
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(await readFile(manifestFile, "utf8")) : {};
  const files = routeFiles(manifest);
  return {
    render: (input) => module.renderApp(input),
    pageAssets: pageAssets(files),
    routeChunks: files.routeChunks,
  };
}
