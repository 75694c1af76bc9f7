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
    // Worker threads, not forked processes: forks spent a large share of the run starting and importing, each file in a
    // new process; every file passes in either (measured runs: docs/suite-time.md).
    pool: "threads",
    // Vitest 5 leaves one core free by default: on CI's 2 cores that ran every file one after another. Each server test
    // file has its own database (SQLite file, or a fresh PostgreSQL database), so files may run side by side. More
    // workers than cores were slower.
    maxWorkers: "100%",
    testTimeout: 15_000,
    projects: [
      {
        // Most files share their worker's modules instead of importing the app again per file: starting each small file
        // with its own modules cost more than its tests (measured runs: docs/suite-time.md). The app's module state is
        // read-only or keyed by its inputs (price lists, the lazily loaded sanitiser), and every server test opens its
        // own app and database, so no file sees another's data.
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
