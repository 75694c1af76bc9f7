import { defineConfig } from "vitest/config";

// What Stryker runs against each mutant: the machine tests (model paths with their oracles, selectors, labels).
// Unit, server and browser tests are left out: they are slower and do not exercise a machine's transitions (and the
// diagram tests would report the instrumented code as a stale diagram).
export default defineConfig({
  test: {
    include: ["tests/machines/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 15_000,
  },
});
