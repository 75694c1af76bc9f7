import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** A proxy in front of the storefront that sends one page's HTML in two pieces, as a slow or busy network does. */
export interface PiecemealProxy {
  /** The page's address through the proxy (same brand host, the proxy's port). */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `pageUrl` through a local proxy: the page's HTML is sent up to the last `cutBefore`, then, after `pauseMs`,
 * the rest; every other request (styles, scripts, the API) is passed through as it is. The browser may paint the first
 * piece on its own, which is what a visitor on a slow connection sees.
 */
export async function servePageInPieces(pageUrl: string, cutBefore: string, pauseMs: number): Promise<PiecemealProxy> {
  const target = new URL(pageUrl);
  const proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        const isThePage = incoming.url === target.pathname && answer.headers["content-type"]?.includes("text/html");
        if (!isThePage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const cut = html.lastIndexOf(cutBefore);
          if (cut < 0) throw new Error(`the page has no ${cutBefore} to cut before`);
          const { "content-length": _length, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 200, headers);
          outgoing.write(html.slice(0, cut));
          setTimeout(() => outgoing.end(html.slice(cut)), pauseMs);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, "127.0.0.1", listening));
  const { port } = proxy.address() as AddressInfo;
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.href,
    close: () =>
      new Promise((closed) => {
        proxy.closeAllConnections();
        proxy.close(() => closed());
      }),
  };
}
