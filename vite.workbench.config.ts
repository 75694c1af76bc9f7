import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the workbench's files are served: the page at /statecharts, its assets below it. */
const workbenchBase = "/statecharts/";

/**
 * The statechart workbench (workbench/index.html) as a build of its own (`dist/statecharts`): it bundles the
 * machines, their model fixtures, xstate/graph and the committed diagrams, and as a lazy route of the storefront's
 * build it made Rolldown split the modules it shares with the store into chunks of their own (the search page's
 * up-front JavaScript 150.0 -> 155.5 KB gzipped, 10 -> 21 chunks). Built apart, it cannot change a store chunk. The
 * server serves it only with the statechart viewer on (STATECHARTS=1, never in production mode).
 */
export default defineConfig({
  plugins: [react()],
  base: workbenchBase,
  publicDir: false,
  build: {
    outDir: "dist/statecharts",
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      input: "workbench/index.html",
      output: {
        // The diagrams' SVGs (docs/statecharts/checkout.svg, ...) would otherwise be named like the workflows' chunks.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes("/docs/statecharts/")
            ? "assets/statechart-[name]-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
});
