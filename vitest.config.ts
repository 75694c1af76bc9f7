import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Files that replace a module with `vi.mock`, stub a global, or run in jsdom. A mock only takes hold where the module
 * is imported after it, and a stub lasts until undone, so these files get a fresh module graph each (Vitest's
 * isolation); every other file shares its worker's (tests/tooling/vitest-isolation.test.ts keeps this list whole).
 */
export const isolatedFiles = [
  "tests/machines/checkout/checkout.payment-method.test.ts",
  "tests/server/content-sanitised-once.test.ts",
  "tests/server/fixture-payment-method.test.ts",
  "tests/server/fourth-brand.test.ts",
  "tests/unit/human-check.test.tsx",
  "tests/unit/search-ui.test.tsx",
  "tests/unit/statecharts-viewer.test.tsx",
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "node",
    // Worker threads, not forked processes: the whole run took 155 s and 249 CPU-s against 206 s and 343 CPU-s in forks
    // (back to back, both databases, docs/testing.md "Suite time"); every file passes in either.
    pool: "threads",
    // Vitest 5 leaves one core free by default: on CI's 2 cores that ran every file one after another (90 s; 61 s on
    // both). Each server test file has its own database (SQLite file, or a fresh PostgreSQL database), so files may run
    // side by side. Three workers were slower (131 s against 121 s).
    maxWorkers: "100%",
    testTimeout: 15_000,
    projects: [
      {
        // Most files share their worker's modules instead of importing the app again per file: 132 s and 199 CPU-s
        // against 181 s and 288 CPU-s back to back (docs/testing.md, "Suite time"), most of it the start of 121 small
        // files. The app's module state is read-only or keyed by its inputs (price lists, the lazily loaded
        // sanitiser), and every server test opens its own app and database, so no file sees another's data.
        extends: true,
        test: {
          name: "shared modules",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", ...isolatedFiles],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: isolatedFiles, isolate: true },
      },
    ],
  },
});
