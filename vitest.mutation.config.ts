import { defineConfig } from "vitest/config";

// What Stryker runs against each mutant: the machine tests (model paths with their oracles, selectors, labels).
// Unit, server and browser tests are left out: they are slower and do not exercise a machine's transitions (and the
// diagram tests would report the instrumented code as a stale diagram).
// With MUTATION_TESTS=model-paths (`npm run test:mutation -- rules …`, issue 27) only the generated model paths run: each
// machine's paths and their replays over generated data, every step checked by the machine's oracle.
// MUTATION_FLOWS (comma-separated) narrows them to those machines' folders.
const modelPathsOnly = process.env.MUTATION_TESTS === "model-paths";
const flows = process.env.MUTATION_FLOWS ? `{${process.env.MUTATION_FLOWS},}` : "*";

export default defineConfig({
  test: {
    include: modelPathsOnly
      ? [`tests/machines/${flows}/*.model.test.ts`, `tests/machines/${flows}/*.data.test.ts`]
      : ["tests/machines/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 15_000,
  },
});
