import { rmSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestBodyLimitBytes } from "../../contract/limits";
import { createApp } from "../../server/app";
import { answerHeaders } from "../../server/http/answer-headers";
import { limitRequestBodies } from "../../server/http/body-limit";
import { compressAnswers, compressThreshold } from "../../server/http/compress";
import { keepAnswerFromCaches } from "../../server/http/no-store";
import { staticFiles } from "../../server/storefront/static-files";
import { writeBuiltFiles } from "./support/built-files";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();
const script = "console.log('storefront');".repeat(200);
const host = "wh.localhost:8080";
const browser = "gzip, deflate, br, zstd";

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The body as the client reads it after undoing the Content-Encoding. */
async function decoded(response: Response): Promise<string> {
  const body = await bytesOf(response);
  const encoding = response.headers.get("content-encoding");
  if (encoding === "gzip") return gunzipSync(body).toString();
  if (encoding === "br") return brotliDecompressSync(body).toString();
  expect(encoding).toBeNull();
  return body.toString();
}

describe("compressed answers", () => {
  let database: TestDatabase;
  let distDir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await sqlite.open();
    distDir = writeBuiltFiles({
      "assets/index-AbC123.js": script,
      "assets/index-AbC123.js.gz": gzipSync(script),
      "assets/index-AbC123.js.br": brotliCompressSync(script),
      "assets/plain-AbC123.js": script,
    });
    app = createApp({
      config: testConfig(),
      db: database.db,
      htmlTemplate: async () => testHtmlTemplate,
      assets: staticFiles(distDir),
    });
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
    await database.close();
  });

  const search = (acceptEncoding?: string) =>
    app.request(`http://${host}/brand-api/knowledge-base/webhost/search`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      },
      body: JSON.stringify({ from: 0, limit: 50, title: "", tag: "" }),
    });

  it("sends a large JSON answer as Brotli to a browser and as gzip to a gzip-only client", async () => {
    const plain = await search();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(compressThreshold);

    const brotli = await search(browser);
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/^application\/json/);
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    const brotliBytes = await bytesOf(brotli.clone());
    expect(Number(brotli.headers.get("content-length"))).toBe(brotliBytes.length);
    expect(brotliBytes.length).toBeLessThan(text.length / 2);
    expect(await decoded(brotli)).toBe(text);

    const gzip = await search("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gzip.headers.get("content-length"))).toBe((await bytesOf(gzip.clone())).length);
    expect(await decoded(gzip)).toBe(text);

    const gzipPreferred = await search("br;q=0.5, gzip");
    expect(gzipPreferred.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(await decoded(gzipPreferred))).toEqual(JSON.parse(text));
  });

  it("answers each Accept-Encoding with its own coding, however often and in whatever order it is asked", async () => {
    // The coding of each header value is kept once worked out: no value may get another's.
    const codings: [string, string | null][] = [
      ["br;q=0.5, gzip", "gzip"],
      [browser, "br"],
      ["identity", null],
      ["gzip", "gzip"],
      ["br", "br"],
      ["gzip;q=0", null],
    ];
    for (let round = 0; round < 2; round++)
      for (const [acceptEncoding, coding] of codings)
        expect((await search(acceptEncoding)).headers.get("content-encoding")).toBe(coding);
  });

  it("sends a small JSON answer as it is, whatever the client accepts", async () => {
    const response = await app.request(`http://${host}/healthz`, { headers: { "accept-encoding": browser } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String('{"status":"ok"}'.length));
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("compresses the HTML page and keeps its headers", async () => {
    const plain = await app.request(`http://${host}/`);
    const response = await app.request(`http://${host}/`, { headers: { "accept-encoding": browser } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("vary")).toBe("Host, Cookie, Accept-Encoding");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(await decoded(response)).toBe(await plain.text());
  });

  it("sends a precompressed file's own copy, compressed once", async () => {
    for (const [accept, encoding] of [
      [browser, "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await app.request(`http://${host}/assets/index-AbC123.js`, {
        headers: { "accept-encoding": accept },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await decoded(response)).toBe(script);
    }
  });

  it("leaves a built file without a compressed copy as it is", async () => {
    const response = await app.request(`http://${host}/assets/plain-AbC123.js`, {
      headers: { "accept-encoding": browser },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it("answers HEAD without a body or an encoding", async () => {
    const response = await app.request(`http://${host}/`, { method: "HEAD", headers: { "accept-encoding": browser } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("still refuses a too large body with the 413 envelope", async () => {
    const response = await app.request(`http://${host}/brand-api/basket`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": browser },
      body: JSON.stringify({ parent_customer_id: 101, padding: "x".repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(await decoded(response))).toMatchObject({ code: "payload_too_large" });
  });
});

describe("compression with the other middleware", () => {
  const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const app = new Hono();
  app.use("*", compressAnswers());
  app.use("*", answerHeaders({ connectOrigins: [], hsts: true }));
  app.use("*", async (c, next) => {
    keepAnswerFromCaches(c);
    await next();
  });
  app.use(
    "*",
    limitRequestBodies(() => requestBodyLimitBytes),
  );
  app.post("/visitor", async (c) => c.json({ ...large, echo: await c.req.json() }));

  it("keeps no-store, the security headers and the body limit on a compressed visitor answer", async () => {
    const response = await app.request("/visitor", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, br" },
      body: JSON.stringify({ hello: "there" }),
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age/);
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(JSON.parse(await decoded(response))).toEqual({ ...large, echo: { hello: "there" } });

    const tooLarge = await app.request("/visitor", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, br" },
      body: JSON.stringify({ padding: "x".repeat(100 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves an answer marked no-transform alone", async () => {
    const raw = new Hono();
    raw.use("*", compressAnswers());
    raw.get("/", (c) => c.json(large, 200, { "Cache-Control": "no-store, no-transform" }));
    const response = await raw.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual(large);
  });
});
