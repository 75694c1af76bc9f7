// Mutation testing (`npm run test:mutation`): how we know the generated paths and their oracles catch a wrong machine.
// scripts/mutation.ts narrows `mutate` to the machines asked for and writes the scores into docs/mutation.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  plugins: ["@stryker-mutator/vitest-runner"],
  coverageAnalysis: "perTest",
  mutate: ["machines/{lookup,basket,basket-lifecycle,checkout,login,order,session}/**/*.ts"],
  reporters: ["clear-text", "json", "progress"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  // Stryker would rewrite tsconfig.json's paths through TypeScript's JS API, which TypeScript 7 (the native compiler)
  // no longer has. Our tsconfig points at nothing outside the sandbox, so there is nothing to rewrite: name no file.
  tsconfigFile: "no-tsconfig-rewrite.json",
  concurrency: 2,
  timeoutMS: 20000,
  thresholds: { high: 90, low: 85, break: null },
};
