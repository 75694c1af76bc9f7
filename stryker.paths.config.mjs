// `npm run test:mutation -- --rules <flow>`: the rules of a flow mutated, only the generated model paths as the tests
// (vitest.mutation-paths.config.ts). The rest as in stryker.config.mjs.
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { ...base.vitest, configFile: "vitest.mutation-paths.config.ts" },
  mutate: ["rules/{lookup,basket,checkout}/**/*.ts"],
};
