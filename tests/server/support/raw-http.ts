import { connect, type Socket } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

export interface ListeningApp {
  port: number;
  /** Bytes the server has read from each connection so far (headers and body), in the order they were accepted. */
  bytesReadPerConnection(): number[];
  close(): Promise<void>;
}

/** Serves `app` with @hono/node-server, as server/main.ts does, on a free port of 127.0.0.1. */
export async function listen(app: Hono): Promise<ListeningApp> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  const connections: Socket[] = [];
  server.on("connection", (socket: Socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the server has no TCP address");
  return {
    port: address.port,
    bytesReadPerConnection: () => connections.map((socket) => socket.bytesRead),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface BodyRequest {
  method: string;
  path: string;
  host: string;
  /** The body's size; it is made of `x` and sent in 64 KB pieces. */
  bodyBytes: number;
  /** `chunked`: Transfer-Encoding: chunked, no length announced; `length`: a Content-Length header. */
  framing: "chunked" | "length";
}

export interface RawAnswer {
  /** The answer's status, or 0 when none came before the connection closed. */
  status: number;
  body: string;
  headers: string;
  /** Body bytes the client's socket took before the answer came or the connection closed. */
  bodyBytesSent: number;
  /** From the first byte sent to the connection's close. */
  ms: number;
}

const piece = Buffer.alloc(64 * 1024, "x");

/**
 * Sends a request with a large body over a plain socket, as a client that keeps sending until the server answers or
 * closes: it stops writing as soon as the first byte of an answer arrives, and resolves when the connection closes.
 */
export function sendBody(port: number, request: BodyRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  const framingHeader =
    request.framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${request.bodyBytes}`;
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${request.host}`,
    "Content-Type: application/json",
    framingHeader,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let received = Buffer.alloc(0);
    let sent = 0;
    const socket = connect(port, "127.0.0.1");
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms; ${sent} body bytes sent`));
    }, timeoutMs);
    const answered = () => received.length > 0;
    const pump = () => {
      while (!answered() && !socket.destroyed && sent < request.bodyBytes) {
        const size = Math.min(piece.length, request.bodyBytes - sent);
        const data = piece.subarray(0, size);
        sent += size;
        const framed =
          request.framing === "chunked"
            ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from("\r\n")])
            : data;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
      if (!answered() && !socket.destroyed && request.framing === "chunked") socket.write("0\r\n\r\n");
    };
    socket.once("connect", () => {
      socket.write(head);
      pump();
    });
    socket.on("data", (data: Buffer) => {
      // Answered: send nothing more, and let a server that would keep the connection open see its end.
      if (!answered()) socket.end();
      received = Buffer.concat([received, data]);
    });
    // A server that stops reading may reset the connection under a write: what it answered before still counts.
    socket.on("error", () => {});
    socket.once("close", () => {
      clearTimeout(timer);
      const text = received.toString();
      const headerEnd = text.indexOf("\r\n\r\n");
      resolve({
        status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
        headers: headerEnd < 0 ? text : text.slice(0, headerEnd),
        body: headerEnd < 0 ? "" : text.slice(headerEnd + 4),
        bodyBytesSent: sent,
        ms: performance.now() - started,
      });
    });
  });
}
