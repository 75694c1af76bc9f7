import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { staticFiles } from "../../server/storefront/static-files";
import { writeBuiltFiles } from "./support/built-files";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();
const script = "console.log('storefront');".repeat(20);

describe("built files", () => {
  let database: TestDatabase;
  let distDir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await sqlite.open();
    distDir = writeBuiltFiles({
      "assets/index-AbC123.js": script,
      "assets/index-AbC123.js.gz": gzipSync(script),
      "favicon.svg": "<svg/>",
      "index.html": testHtmlTemplate,
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

  it("caches hashed assets for a year and sends the precompressed copy", async () => {
    const response = await app.request("/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("sends the plain file to a client that accepts no compression", async () => {
    const response = await app.request("/assets/index-AbC123.js");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it("revalidates files that are not hashed", async () => {
    const response = await app.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("never serves the raw index.html, which lacks the brand's configuration", async () => {
    const response = await app.request("/index.html", { headers: { host: "wh.localhost:8080" } });
    expect(response.status).toBe(404);
    const home = await app.request("/", { headers: { host: "wh.localhost:8080" } });
    expect(await home.text()).toContain('id="storefront-config"');
  });
});
