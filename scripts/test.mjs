// `npm test`: types, lint and format, then the build, then the unit/machine/server tests beside the browser tests.
import { spawn, spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";

const checks = [
  ["Types (tsc)", ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json", "--noEmit"]],
  [
    "Layer types: machines, rules, contract, brands without DOM or Node (tsc)",
    ["node_modules/typescript/bin/tsc", "-p", "tsconfig.layers.json", "--noEmit"],
  ],
  ["Lint and format (Biome)", ["node_modules/@biomejs/biome/bin/biome", "ci", "."]],
];

const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

for (const [name, args] of checks) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${secondsSince(started)} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name} passed in ${secondsSince(started)} s.`);
}

// Built once here: the browser tests serve the build and a Vitest test weighs it, so neither builds while the other runs.
console.log("\n=== Build (Vite), if any source is newer than it ===");
const buildStarted = Date.now();
buildIfStale();
console.log(`Build ready in ${secondsSince(buildStarted)} s.`);

/**
 * Vitest runs beside Playwright. Run one after the other they took 186 s and 728 s on CI's two cores, while the browser
 * tests kept the cores half idle (408 CPU-s in 840 s, docs/testing.md "Suite time"). The browser tests stream their
 * lines; Vitest's output is printed whole when it ends, so neither run's lines are cut into the other's.
 */
function run(name, args, { quiet }) {
  const started = Date.now();
  const output = [];
  const child = spawn(process.execPath, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  if (quiet) {
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (quiet) console.log(`\n=== ${name}: its output ===\n${Buffer.concat(output).toString()}`);
      const passed = code === 0;
      const outcome = passed ? "passed in" : `failed (${signal ?? `exit ${code}`}) after`;
      console.log(`\n${name} ${outcome} ${secondsSince(started)} s.`);
      resolve({ name, passed });
    });
  });
}

console.log("\n=== Unit, machine and server tests (Vitest), beside the browser tests (Playwright, Chromium) ===");
const results = await Promise.all([
  run("Unit, machine and server tests (Vitest)", ["node_modules/vitest/vitest.mjs", "run"], { quiet: true }),
  run("Browser tests (Playwright, Chromium)", ["scripts/e2e.mjs"], { quiet: false }),
]);
const failed = results.filter((result) => !result.passed).map((result) => result.name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join("; ")}.`);
  process.exit(1);
}
