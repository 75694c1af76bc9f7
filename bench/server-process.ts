// Server processes for bench/visitor.bench.ts: spawned with `npm start`'s Node flags, timed from spawn to their first
// 200, measured from /proc, loaded by autocannon from a second process, and killed when the benchmark exits however
// it exits.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { rawRequest } from "./raw-http";
import { startNodeFlags } from "./start-server";

const running = new Set<ChildProcess>();
const killAll = () => {
  for (const child of running) child.kill("SIGKILL");
};
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });

export interface ServerProcess {
  pid: number;
  /** Milliseconds from spawning Node to the first 200 from `readyPath`. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Spawns `node <npm start's flags> <script>` and waits (polling every 5 ms) for a 200 from `readyPath`. */
export async function startServerProcess(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  readyPath = "/",
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...startNodeFlags(), script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      running.delete(child);
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
      setTimeout(resolve, 3000); // a process that will not go: the exit handler kills what is left
    });
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${script} stopped while starting (exit ${child.exitCode}): ${stderr}`);
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error(`${script} did not answer ${readyPath} on port ${port} within 60 s: ${stderr}`);
    }
    const status = await rawRequest(`http://127.0.0.1:${port}${readyPath}`)
      .then((answer) => answer.status)
      .catch(() => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const coldStartMs = performance.now() - started;
  if (child.pid === undefined) throw new Error(`${script} has no process id.`);
  return { pid: child.pid, coldStartMs, stop };
}

/** A process's resident memory in MB. */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1]) / 1024;
}

export interface LoadRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  /** Requests answered in the warm-up before the measured run. */
  warmUpRequests: number;
}

/** The CPU time (user and system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are the 14th and 15th fields; after the command's ")" they are the 12th and 13th.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon in its own process (so the load generator does not share the measured server's event loop), 10
 * connections for `seconds` after a 2 s warm-up. Any answer but 2xx, or any socket error, fails the benchmark.
 */
export function loadWithAutocannon(request: LoadRequest, seconds: number): LoadResult {
  const args = ["node_modules/autocannon/autocannon.js", "--json", "-c", "10", "-d", String(seconds)];
  args.push("--warmup", "[", "-c", "10", "-d", "2", "]");
  args.push("-m", request.method ?? "GET");
  for (const [name, value] of Object.entries(request.headers ?? {})) args.push("-H", `${name}=${value}`);
  if (request.body !== undefined) args.push("-b", request.body);
  args.push(request.url);
  const run = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed on ${request.url}: ${run.stderr}`);
  // With a warm-up, autocannon prints the warm-up's result first; the last line is the measured run's.
  const lines = run.stdout.trim().split("\n");
  const warmUp = JSON.parse(lines.length > 1 ? lines[0] : "{}") as { requests?: { total: number } };
  const result = JSON.parse(lines.at(-1) ?? "") as {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `autocannon on ${request.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts.`,
    );
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    warmUpRequests: warmUp.requests?.total ?? 0,
  };
}
