import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const host = "wh.localhost:8080";
const oneMegabyte = 1024 * 1024;
const jsonHeaders = { host, accept: "application/json", "content-type": "application/json" };

/** A knowledge-base search (a call without side effects) padded to about `bytes` with a field the schema ignores. */
function searchOfSize(bytes: number): string {
  return JSON.stringify({ from: 0, limit: 10, title: "", tag: "", padding: "x".repeat(bytes - 60) });
}

/**
 * Issue 12: a 100 MB request body was read whole. The JSON API and the sandbox forms take at most 64 KB and answer a
 * larger body with 413 and the error envelope, without reading it.
 */
describe.each(testDatabaseKinds())("request body limit ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("answers a 1 MB JSON body with 413 and the error envelope", async () => {
    const response = await storefront.app.request(`http://${host}/brand-api/basket`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ parent_customer_id: 101, padding: "x".repeat(oneMegabyte) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ code: "payload_too_large", message: expect.any(String) });
  });

  it("answers a streamed body without Content-Length with 413 once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let chunksRead = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksRead += 1;
        if (chunksRead > oneMegabyte / chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await storefront.app.request(`http://${host}/brand-api/knowledge-base/webhost/search`, {
      method: "POST",
      headers: jsonHeaders,
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
    // It stopped reading just past 64 KB rather than reading the whole megabyte.
    expect(chunksRead * chunk.length).toBeLessThan(128 * 1024);
  });

  it("still takes a body just under the limit", async () => {
    const response = await storefront.app.request(`http://${host}/brand-api/knowledge-base/webhost/search`, {
      method: "POST",
      headers: jsonHeaders,
      body: searchOfSize(60 * 1024),
    });
    expect(response.status).toBe(200);
  });

  it("answers a sandbox form post over the limit with 413", async () => {
    const response = await storefront.app.request(`http://${host}/sandbox/card/7c9e6679-7425-40de-944b-e07fc1f90ae7`, {
      method: "POST",
      headers: { host, "content-type": "application/x-www-form-urlencoded" },
      body: `number=${"4".repeat(oneMegabyte)}`,
    });
    expect(response.status).toBe(413);
  });

  it("refuses a claimed 100 MB body by its Content-Length before any of it is sent", async () => {
    const server = serve({ fetch: storefront.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      // Only the headers go out: if the server waited for the 100 MB, no answer would come and the test would time out.
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(
            [
              "POST /brand-api/basket HTTP/1.1",
              `Host: ${host}`,
              "Content-Type: application/json",
              `Content-Length: ${100 * oneMegabyte}`,
              "",
              "",
            ].join("\r\n"),
          );
        });
        let received = "";
        socket.on("data", (data) => {
          received += data.toString();
          if (received.includes("\r\n\r\n") && received.includes("}")) {
            socket.destroy();
            resolve(received);
          }
        });
        socket.on("error", reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"code":"payload_too_large"');
    } finally {
      server.close();
    }
  });
});
