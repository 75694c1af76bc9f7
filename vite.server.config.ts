import { defineConfig } from "vite";

/**
 * Loaded on first use (docs/architecture.md "Start-up loads only what every request needs"), and better-sqlite3 a
 * native module besides: these stay packages in node_modules, imported where they are first needed.
 */
export const lazyServerPackages = ["better-sqlite3", "pg", "nodemailer", "sanitize-html"];

/**
 * The production server: `server/main.ts` and what it imports (contract/, rules/, brands/, and the packages every
 * request needs: hono, @hono/node-server, kysely, zod) compiled to one ES module in `<DIST_DIR>/server/main.js`, so
 * `npm start` runs JavaScript with no TypeScript compiler at run time, and start-up reads one file where Node would
 * otherwise resolve and load a few hundred package modules (issue 26: cold start under 300 ms).
 */
export default defineConfig({
  publicDir: false,
  ssr: { noExternal: true, external: lazyServerPackages },
  build: {
    ssr: "server/main.ts",
    target: "node24",
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
