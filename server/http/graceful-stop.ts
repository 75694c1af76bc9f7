import type { Server } from "node:http";

/** What a graceful stop closes: the listening servers (the storefront's, the metrics one), then the database. */
export interface StopTargets {
  servers: readonly Server[];
  closeDatabase: () => Promise<void>;
  /** How long requests in flight may take to finish before their connections are cut (`STOP_GRACE_MS`). */
  graceMs: number;
}

/** How often idle keep-alive connections are closed while requests finish: one left open would hold close() up. */
const idleSweepMs = 100;

function closed(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Stops taking connections, lets the requests in flight finish (within `graceMs`; then their connections are cut),
 * then closes the database. Says whether every request finished.
 */
export async function stopGracefully({ servers, closeDatabase, graceMs }: StopTargets): Promise<"finished" | "cut"> {
  const allClosed = Promise.all(servers.map(closed));
  // A connection becomes idle once its request is answered; a keep-alive client would otherwise keep it open.
  const sweep = setInterval(() => {
    for (const server of servers) server.closeIdleConnections();
  }, idleSweepMs);
  for (const server of servers) server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    allClosed.then(() => "finished" as const),
    new Promise<"cut">((resolve) => {
      timer = setTimeout(() => resolve("cut"), graceMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === "cut") for (const server of servers) server.closeAllConnections();
  await closeDatabase();
  return outcome;
}

/**
 * On SIGTERM or SIGINT, stops gracefully once (a second signal changes nothing) and exits: 0 when every request
 * finished, 1 when some were cut at the end of the grace time.
 */
export function stopOnSignals(targets: StopTargets, log: (line: string) => void = console.log): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Started before the line is written: its first step closes the listening sockets, so the line means new
    // connections are refused already.
    const stopped = stopGracefully(targets);
    log(`${signal} received: finishing requests in flight (at most ${targets.graceMs} ms), then closing the database.`);
    const outcome = await stopped;
    if (outcome === "cut") console.error(`Requests still running after ${targets.graceMs} ms were cut.`);
    log("Storefront stopped.");
    process.exit(outcome === "finished" ? 0 : 1);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
