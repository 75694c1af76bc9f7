import { connect } from "node:net";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../contract/endpoints/index";
import { type ListeningApp, listen, sendBody } from "./support/raw-http";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const host = "wh.localhost:8080";
const kilobyte = 1024;
const megabyte = 1024 * kilobyte;
const jsonHeaders = { host, accept: "application/json", "content-type": "application/json" };
const [sqlite] = testDatabaseKinds();
/** The limit the contract table gives the consent post, the body these tests stream. */
const consentLimit = endpoints.saveCookieConsent.bodyLimit;

/** A knowledge-base search (a call without side effects) padded to about `bytes` with a field the schema ignores. */
function searchOfSize(bytes: number): string {
  return JSON.stringify({ from: 0, limit: 10, title: "", tag: "", padding: "x".repeat(bytes - 60) });
}

const methodsWithBody = ["POST", "PUT", "PATCH", "DELETE"];
const sampleId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/**
 * Every route registered on the app that a body can be sent to (routes for all methods once per method with a body),
 * with its parameters and wildcards filled in.
 */
function routesTakingBody(app: Hono): { method: string; path: string }[] {
  const routes = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    const methods = route.method === "ALL" ? methodsWithBody : methodsWithBody.filter((m) => m === route.method);
    const path = route.path.replace(/:\w+(\{[^}]*\})?/g, sampleId).replace(/\*/g, "anything");
    for (const method of methods) routes.set(`${method} ${path}`, { method, path });
  }
  return [...routes.values()];
}

/**
 * Issue 12: a 100 MB request body was read whole. Issue 24: `POST /site-content/consent` still was, because the limit
 * was added router by router. One limit now runs before routing, for every route; a larger body is answered 413 in the
 * error envelope and the rest of it is never read.
 */
describe.each(testDatabaseKinds())("request body limit ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("answers a 1 MB JSON body with 413, the error envelope, and no-store", async () => {
    const response = await storefront.app.request(`http://${host}/brand-api/basket`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ parent_customer_id: 101, padding: "x".repeat(megabyte) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ code: "payload_too_large", message: expect.any(String) });
  });

  it("answers a streamed body without Content-Length with 413 once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * kilobyte));
    let chunksRead = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksRead += 1;
        if (chunksRead > megabyte / chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await storefront.app.request(`http://${host}/site-content/consent`, {
      method: "POST",
      headers: jsonHeaders,
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
    // It stopped reading just past 64 KB rather than reading the whole megabyte.
    expect(chunksRead * chunk.length).toBeLessThan(2 * consentLimit);
  });

  it("still takes a body just under the limit", async () => {
    const response = await storefront.app.request(`http://${host}/brand-api/knowledge-base/webhost/search`, {
      method: "POST",
      headers: jsonHeaders,
      body: searchOfSize(60 * kilobyte),
    });
    expect(response.status).toBe(200);
  });

  it("answers a sandbox form post over the limit with 413", async () => {
    const response = await storefront.app.request(`http://${host}/sandbox/card/${sampleId}`, {
      method: "POST",
      headers: { host, "content-type": "application/x-www-form-urlencoded" },
      body: `number=${"4".repeat(megabyte)}`,
    });
    expect(response.status).toBe(413);
  });
});

describe("one body limit for every route, over HTTP", () => {
  const storefront = useTestApp(sqlite.open);
  let server: ListeningApp;
  beforeAll(async () => {
    server = await listen(storefront.app);
  });
  afterAll(() => server.close());

  it("judges an announced body by its length at the byte: one over the route's limit is refused, one at it is read", async () => {
    const route = { method: "POST", path: "/site-content/consent", host, framing: "length" as const };
    const over = await sendBody(server.port, { ...route, bodyBytes: consentLimit + 1 });
    expect(over.status).toBe(413);
    const at = await sendBody(server.port, { ...route, bodyBytes: consentLimit });
    expect(at.status).not.toBe(413);
  });

  it("answers 413 to a 1 MB body, announced or chunked, on every registered route that takes one", async () => {
    const routes = routesTakingBody(storefront.app);
    // The walk finds the routes (the consent post was the one that read bodies without limit).
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: "POST", path: "/site-content/consent" });
    for (const route of routes)
      for (const framing of ["length", "chunked"] as const) {
        const answer = await sendBody(server.port, { ...route, host, bodyBytes: megabyte, framing });
        expect({ ...route, framing, status: answer.status }).toEqual({ ...route, framing, status: 413 });
        expect(JSON.parse(answer.body)).toEqual({ code: "payload_too_large", message: expect.any(String) });
        expect(answer.headers).toMatch(/^connection: close$/im);
      }
  });

  it("answers 413 to a GET that carries a body, announced or chunked", async () => {
    for (const framing of ["length", "chunked"] as const) {
      const answer = await sendBody(server.port, { method: "GET", path: "/", host, bodyBytes: megabyte, framing });
      expect(answer.status).toBe(413);
    }
  });

  it("refuses a claimed 100 MB body by its Content-Length before any of it is sent", async () => {
    // Only the headers go out: if the server waited for the 100 MB, no answer would come and the test would time out.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () => {
        socket.write(
          [
            "POST /brand-api/basket HTTP/1.1",
            `Host: ${host}`,
            "Content-Type: application/json",
            `Content-Length: ${100 * megabyte}`,
            "",
            "",
          ].join("\r\n"),
        );
      });
      let received = "";
      socket.on("data", (data) => {
        received += data.toString();
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"payload_too_large"');
  });

  it("reads no more than about the limit of 300 MB chunked bodies, and closes their connections", async () => {
    const rssBefore = process.memoryUsage().rss;
    const answers = [];
    for (let body = 0; body < 4; body += 1)
      answers.push(
        await sendBody(server.port, {
          method: "POST",
          path: "/site-content/consent",
          host,
          bodyBytes: 300 * megabyte,
          framing: "chunked",
        }),
      );
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    const readPerBody = server.bytesReadPerConnection().slice(-4);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      // The client could hand its socket only what the kernel's buffers hold, then the connection closed.
      expect(answer.bodyBytesSent).toBeLessThan(32 * megabyte);
      expect(answer.ms).toBeLessThan(2_000);
    }
    // Each connection's headers and body as the server read them: the limit and a read-ahead of the socket, no more.
    for (const read of readPerBody) expect(read).toBeLessThan(consentLimit + 128 * kilobyte);
    expect(rssGrowth).toBeLessThan(64 * megabyte);
  });
});
