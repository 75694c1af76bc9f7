import { defineConfig } from "vite";

/**
 * The production server: `server/main.ts` and what it imports (contract/, rules/, brands/) compiled to one ES module
 * in `<DIST_DIR>/server/main.js`, so `npm start` runs JavaScript with no TypeScript compiler at run time. Packages
 * (hono, kysely, better-sqlite3, pg, sanitize-html, ...) stay external and load from node_modules.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/main.ts",
    target: "node24",
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
