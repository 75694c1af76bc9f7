// `npm test`: types, lint and format, unit/machine/server tests, then browser tests in Chromium, then the browse-and-pay
// journeys in Firefox ESR, in that order.
import { spawnSync } from "node:child_process";

const steps = [
  ["Types (tsc)", ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json", "--noEmit"]],
  [
    "Layer types: machines, rules, contract, brands without DOM or Node (tsc)",
    ["node_modules/typescript/bin/tsc", "-p", "tsconfig.layers.json", "--noEmit"],
  ],
  ["Lint and format (Biome)", ["node_modules/@biomejs/biome/bin/biome", "ci", "."]],
  ["Unit, machine and server tests (Vitest)", ["node_modules/vitest/vitest.mjs", "run"]],
  ["Browser tests (Playwright, Chromium)", ["scripts/e2e.mjs"]],
  ["Browse-and-pay journeys (Firefox ESR, WebDriver BiDi)", ["scripts/firefox.mjs"]],
];

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name} passed in ${seconds} s.`);
}
