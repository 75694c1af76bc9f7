import { defineConfig } from "vitest/config";

/**
 * The browser journeys in Firefox ESR (`npm run test:firefox`, scripts/firefox.mjs starts the server first). Apart
 * from the main Vitest run: these need the built app and a browser, and run after the Chromium tests in `npm test`.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/firefox/**/*.firefox.ts"],
    // One Firefox for the file; its journeys run one after another in their own browser contexts.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
