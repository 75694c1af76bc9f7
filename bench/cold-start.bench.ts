// Issue 39: a server up in 300 ms. Spawn to the first 200 of the home page of the compiled server as `npm start` runs
// it, against a floor started the same way (`npm start`'s Node flags, by path): a bare node:http server
// (bench/floor-bare-server.mjs). Runs alternate between the two, so load from other work weighs on both alike; the
// ratio to the floor is the figure to compare between machines. A restart (the database already there, as when a
// deployment restarts) and a first start (a new database, migrated and seeded) are measured apart.
import { mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { machineSummary, percentile, writeBenchmarkSection } from "./report";
import { cpuMs, startServerProcess } from "./server-process";

const port = Number(process.env.BENCH_PORT ?? 4330);
const runs = Number(process.env.COLD_START_RUNS ?? 7);
const targetMs = 300;

const distDir = process.env.DIST_DIR ?? "dist";
buildIfStale(distDir);
const quiet = { LOG_LEVEL: "error", DIST_DIR: distDir };

interface Start {
  wallMs: number;
  cpuMs: number;
}

async function coldStart(script: string, env: NodeJS.ProcessEnv): Promise<Start> {
  const server = await startServerProcess(script, port, env);
  const cpu = cpuMs(server.pid);
  await server.stop();
  return { wallMs: server.coldStartMs, cpuMs: cpu };
}

const keptData = mkdtempSync(path.join(tmpdir(), "storefront-cold-start-"));
const starts = { restart: [] as Start[], firstStart: [] as Start[], floor: [] as Start[] };
const last = (list: Start[]) => `${list.at(-1)?.wallMs.toFixed(0)} ms (CPU ${list.at(-1)?.cpuMs} ms)`;
try {
  // The database the restarts find (and the compile cache they use): made by one start before any is timed.
  await coldStart("scripts/start.mjs", { ...quiet, DATA_DIR: keptData });
  for (let run = 0; run < runs; run++) {
    starts.floor.push(await coldStart("bench/floor-bare-server.mjs", {}));
    starts.restart.push(await coldStart("scripts/start.mjs", { ...quiet, DATA_DIR: keptData }));
    const freshData = mkdtempSync(path.join(tmpdir(), "storefront-cold-start-"));
    try {
      starts.firstStart.push(await coldStart("scripts/start.mjs", { ...quiet, DATA_DIR: freshData }));
    } finally {
      rmSync(freshData, { recursive: true, force: true });
    }
    console.log(
      `run ${run + 1}: floor ${last(starts.floor)}, restart ${last(starts.restart)}, first ${last(starts.firstStart)}`,
    );
  }
} finally {
  rmSync(keptData, { recursive: true, force: true });
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const floorWall = median(starts.floor.map((start) => start.wallMs));
const floorCpu = median(starts.floor.map((start) => start.cpuMs));
const row = (what: string, list: Start[]) => {
  const wall = median(list.map((start) => start.wallMs));
  const cpu = median(list.map((start) => start.cpuMs));
  const each = list.map((start) => start.wallMs.toFixed(0)).join(", ");
  return (
    `| ${what} | ${ms(wall)} (${each}) | ${ms(floorWall)} | ${(wall / floorWall).toFixed(2)}x | ` +
    `${ms(cpu)} | ${ms(floorCpu)} | ${(cpu / floorCpu).toFixed(2)}x | ${wall < targetMs ? "yes" : "**no**"} |`
  );
};
const table = [
  "| spawn to the first 200 of the home page | median (each run) | floor | ratio | CPU time | floor's CPU | ratio | " +
    `under ${targetMs} ms |`,
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  row("restart, database already there", starts.restart),
  row("first start, new database (migrated and seeded)", starts.firstStart),
].join("\n");
console.log(table);
writeBenchmarkSection(
  "Cold start against a floor (issue 39)",
  `${machineSummary()}, load average ${os.loadavg()[0].toFixed(1)} at the end (other work on the machine slows both
sides alike; the ratio to the floor, measured in the same run, alternating, is what compares).
\`bench/cold-start.bench.ts\`: the compiled server as \`npm start\` runs it (\`scripts/start.mjs\`, LOG_LEVEL=error),
${runs} runs each, against a bare node:http server started the same way (\`bench/floor-bare-server.mjs\`), alternating.
CPU time is the process's user and system time at its first 200 (from /proc, in 10 ms steps): less swayed by other
work on the machine than the wall clock.

${table}`,
);
