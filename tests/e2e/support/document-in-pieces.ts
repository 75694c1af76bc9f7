import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** A proxy in front of the storefront that sends one page's HTML in two pieces, as a slow or busy network does. */
export interface PiecemealProxy {
  /** The site's address through the proxy (same brand host, the proxy's port). */
  url: string;
  close(): Promise<void>;
}

/**
 * Where the app's HTML is cut: before the tag that starts nearest its middle, the worst place for a page to stop. A
 * page without the app (a redirect's body) is sent whole.
 */
export function middleOfApp(html: string): number {
  const start = html.indexOf('<div id="root"');
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) return html.length;
  return html.lastIndexOf("<", Math.round((start + end) / 2));
}

/**
 * Serves the pages of `siteUrl`'s origin through a local proxy: each HTML page is sent up to where `cut` says (given
 * the page and its path), then,
 * after `pauseMs`, the rest; every other request (styles, scripts, the API) is passed through as it is. The browser
 * may paint the first piece on its own, which is what a visitor on a slow connection sees.
 */
export async function servePagesInPieces(
  siteUrl: string,
  cut: (html: string, path: string) => number,
  pauseMs: number,
): Promise<PiecemealProxy> {
  const target = new URL(siteUrl);
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
        const isThePage = answer.headers["content-type"]?.includes("text/html");
        if (!isThePage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const at = cut(html, new URL(incoming.url ?? "/", target).pathname);
          const { "content-length": _length, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 200, headers);
          outgoing.write(html.slice(0, at));
          setTimeout(() => outgoing.end(html.slice(at)), pauseMs);
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
