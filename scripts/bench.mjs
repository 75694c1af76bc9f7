// `npm run bench`: runs every benchmark in bench/ (bench/*.bench.ts) one after another. Each benchmark writes its own
// section of docs/benchmarks.md (see bench/report.ts), so the file always shows the latest run of each.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const only = process.argv[2];
const files = readdirSync("bench")
  .filter((name) => name.endsWith(".bench.ts") && (!only || name.includes(only)))
  .sort();
if (files.length === 0) {
  console.error(only ? `No benchmark in bench/ matches "${only}".` : "No benchmarks in bench/ yet.");
  process.exit(1);
}
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", `bench/${file}`], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
