import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerRenderInput, ServerRenderModule, ServerRenderResult } from "../../contract/server-render";

/** How the server renders the app into a page: the render itself and the page's chunks to preload with it. */
export interface ServerRendering {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  /** `<link rel="modulepreload">` tags for the chunks of the routes a page shows (none in dev: Vite serves sources). */
  preloadTags(routeIds: readonly string[]): string;
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

/** One chunk of Vite's manifest (`build.manifest`): its file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The modulepreload tags of each route's chunk and of the chunks it imports, from the browser build's manifest, and
 * the stylesheets those chunks bring: without them the server's HTML is drawn unstyled until the route's script has
 * loaded its CSS, and everything moves (Vite's loader finds the link already there and adds no second one). The entry
 * and what it imports are left out: index.html loads and preloads those already.
 */
export function routePreloads(manifest: Manifest): (routeIds: readonly string[]) => string {
  const entryFiles = new Set<string>();
  const addWithImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) addWithImports(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(key, entryFiles);
  const cache = new Map<string, string>();
  return (routeIds) => {
    const cacheKey = routeIds.join("\n");
    let tags = cache.get(cacheKey);
    if (tags === undefined) {
      const files = new Set<string>();
      for (const id of routeIds) addWithImports(id, files);
      tags = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) =>
          file.endsWith(".css")
            ? `<link rel="stylesheet" crossorigin href="/${file}">`
            : `<link rel="modulepreload" crossorigin href="/${file}">`,
        )
        .join("");
      cache.set(cacheKey, tags);
    }
    return tags;
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
  return { render: (input) => module.renderApp(input), preloadTags: routePreloads(manifest) };
}
