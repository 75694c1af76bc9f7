import { defineConfig } from "vitest/config";

// `npm run test:mutation -- --rules <flow>` (issue 27): what Stryker runs against each mutant of `rules/<flow>/` —
// only the generated model paths (over the fixtures, and over generated data), each step checked by its oracle. How
// much of the rules those paths alone catch, with no hand-written test beside them.
export default defineConfig({
  test: {
    include: ["tests/machines/**/*.model.test.ts", "tests/machines/**/*.generated.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 60_000,
  },
});
