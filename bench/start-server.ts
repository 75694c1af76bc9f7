// Starts the production server (`npm start`'s build and server) for a browser benchmark, on its own port and a fresh
// database, and stops it afterwards.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale } from "../scripts/build-if-stale.mjs";

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error("The server stopped while starting.");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url}.`);
}

export interface BenchServer {
  port: number;
  /** The server's process id, for reading its memory from /proc. */
  pid: number | undefined;
  stop(): void;
}

/** The Node flags `npm start` runs the server with (its heap limits), read from package.json so both stay one. */
export function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/**
 * Builds the app if stale, then serves it on `port` (DIST_DIR as configured) with `npm start`'s Node flags until
 * `stop()`.
 */
export async function startBenchServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const distDir = process.env.DIST_DIR ?? "dist";
  buildIfStale(distDir);
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-"));
  const server = spawn(process.execPath, [...startNodeFlags(), "scripts/start.mjs"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: "ignore",
  });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/healthz`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, pid: server.pid, stop };
}
