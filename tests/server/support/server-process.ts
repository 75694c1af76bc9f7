import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";

const entry = path.resolve(import.meta.dirname, "fault-server.ts");

export interface ServerProcess {
  port: number;
  /** Resolves with the signal that ended the process (null when it exited by itself). */
  ended: Promise<NodeJS.Signals | null>;
  /** Resolves with the process's exit code (null when a signal ended it). */
  exitCode: Promise<number | null>;
  /** Resolves once the process has written a line matching `pattern` (to stdout or stderr). */
  printed(pattern: RegExp): Promise<void>;
  /** Sends the process a signal without waiting for it to end. */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/** Starts tests/server/support/fault-server.ts with `env` on a free port of 127.0.0.1 and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, PORT: "0", BRAND_URL_WH: "http://wh.localhost:8080", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_, signal) => resolve(signal)));
  const exitCode = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/fault-server listening on (\d+)/);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not print ${pattern} in 30 s:\n${output}`)),
        30_000,
      );
      const check = () => {
        if (!pattern.test(output)) return;
        clearTimeout(timer);
        child.stdout?.off("data", check);
        child.stderr?.off("data", check);
        resolve();
      };
      child.stdout?.on("data", check);
      child.stderr?.on("data", check);
      check();
    });
  return {
    port,
    ended,
    exitCode,
    printed,
    signal: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await ended;
    },
  };
}

/**
 * An `app.request` over real HTTP to a server process, for tests/server/support/checkout-client.ts: the URL's host
 * goes in the Host header (the brand), the connection to 127.0.0.1.
 */
export function overHttp(port: number) {
  return {
    request: (input: string, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const url = new URL(input);
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            path: `${url.pathname}${url.search}`,
            method: init.method ?? "GET",
            headers: { ...(init.headers as Record<string, string>), host: url.host },
            agent: false,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(response.headers))
                for (const one of [value ?? []].flat()) headers.append(name, one);
              const body = chunks.length > 0 ? Buffer.concat(chunks) : null;
              resolve(new Response(body, { status: response.statusCode, headers }));
            });
          },
        );
        request.on("error", reject);
        if (typeof init.body === "string") request.write(init.body);
        request.end();
      }),
  };
}
