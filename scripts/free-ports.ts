// Finds ports for a browser run: the storefront on one, the statechart viewer's server on the next
// (see playwright.config.ts), so that `npm run path` runs while another run holds the usual port.
import { createServer } from "node:net";

/** Whether nothing listens on `port` on 127.0.0.1, where the storefront servers listen. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The first port from `from` (in steps of two, below `to`) that is free with the next one; undefined when none is. */
export async function firstFreePortPair(from: number, to: number): Promise<number | undefined> {
  for (let port = from; port + 1 < to; port += 2) if ((await isFree(port)) && (await isFree(port + 1))) return port;
  return undefined;
}
