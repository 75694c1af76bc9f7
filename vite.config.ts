import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml)$/;

/** Writes .gz and .br copies of the built files, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "storefront-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((file) => file.isFile() && compressible.test(file.name))
          .map(async (file) => {
            const fullPath = path.join(file.parentPath, file.name);
            const content = await readFile(fullPath);
            await writeFile(`${fullPath}.gz`, await promisify(gzip)(content, { level: 9 }));
            await writeFile(
              `${fullPath}.br`,
              await promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * `description: "..."` (or a state's `activity`) in an object, with its comma: a string literal (quoted, or a
 * template whose substitutions hold no braces), or such literals joined with `+`.
 */
const literalDescription =
  /\b(?:description|activity):\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.|\$(?!\{)|\$\{[^{}`]*\})*`)(?:\s*\+\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.|\$(?!\{)|\$\{[^{}`]*\})*`))*\s*(?:,|(?=\s*\}))/g;
/** The statecharts' modules: their `description`s are for the diagrams (the workbench's own build keeps them). */
const machineModule = /[\\/]machines[\\/](?!.*selectors\.ts$)[^?]*\.ts$/;

/**
 * Leaves the states' and transitions' descriptions out of the app's machines (issue 39): XState never reads them, and
 * they were 7 KB of the up-front scripts (1.4 KB gzipped in the app actor's chunk, 0.7 KB in the search page's).
 * Each is blanked with spaces, keeping every line and column, so the source maps stay right. Selectors are left
 * alone: a star rating's `description` is text the page shows.
 */
function stripMachineDescriptions(): Plugin {
  return {
    name: "storefront-strip-machine-descriptions",
    apply: "build",
    transform(code, id) {
      if (!machineModule.test(id)) return null;
      const stripped = code.replace(literalDescription, (property) => property.replace(/[^\n]/g, " "));
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

// The browser build (`dist/client`) and, with `--ssr src/entry-server.tsx`, the server-render build (`dist/ssr`), which
// the server loads to render pages. The server-render build bundles its packages (React's server renderer, React
// Router, XState, zod) as production code, so the server's start reads a few files instead of resolving a few hundred
// package modules (issue 26: cold start under 300 ms). Only the browser's files are precompressed, and only its
// manifest is written: the server reads it to preload each page's chunks.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stripMachineDescriptions(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    // @xstate/react reads the store through the shim of `useSyncExternalStore` for Reacts older than 18; React 19 has
    // it, so the shim's fallback (0.2 KB gzipped up front) goes: the same hooks, taken from React itself.
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: "react" },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: "use-sync-external-store/with-selector" },
    ],
  },
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  build: {
    manifest: !isSsrBuild,
    sourcemap: true,
    target: "es2022",
    // No preload lists in the chunks: every chunk that imports a route carried the file names of all that route's
    // chunks (0.8 KB gzipped up front on the search page, which the budget no longer had room for). A page loaded
    // whole gets its chunks from the list the server puts into it (Vite's manifest), which the boot script fetches
    // after the first paint (src/boot.ts); a route reached by a client navigation has its files preloaded when the
    // visitor heads for it (src/app/prefetch-routes.ts, from the route chunks the server puts into the page). The
    // polyfill (0.4 KB) went earlier for the same reason.
    modulePreload: false,
    rolldownOptions: {
      // The app's start (src/main.tsx) is an entry of its own: index.html loads only the boot script (src/boot.ts),
      // which imports it after the page's first paint, and the groups below still see what it imports as initial.
      ...(!isSsrBuild && { input: { index: "index.html", main: "src/main.tsx" } }),
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|xstate|@xstate[\\/]react|zod|use-sync-external-store)[\\/]/,
            },
            {
              // Every app module the entry imports statically, in the entry's own chunk. Rolldown split those the
              // lazy pages share (the API client, the brands, the contract's building blocks) into chunks of their own,
              // each its own gzip stream and import list, though every page loads them with the entry: 0.7 KB gzipped
              // more on every page, for the same modules.
              name: "app",
              tags: ["$initial"],
              // The boot script (index.html's) and the one constant it reads stay in its own few hundred bytes.
              test: /^(?!.*node_modules)(?!.*(\.html|src[\\/]boot\.ts|contract[\\/]page-scripts\.ts)(\?|$))/,
            },
            {
              // How a price reads (the amount, its saving, the price block): shared by the results, the home page's
              // offers, the hosting plans and the basket, they were three chunks of a few hundred bytes each.
              name: "prices",
              test: /(src[\\/]components[\\/](ui[\\/]PriceBlock\.tsx|domain-search[\\/]format-money\.ts)|rules[\\/]basket[\\/]savings\.ts)$/,
            },
          ],
        },
      },
    },
  },
}));
