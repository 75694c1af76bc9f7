import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { ServerConfig } from "../../server/config";
import { strictTransportSecurity } from "../../server/http/security-headers";
import { staticFiles } from "../../server/storefront/static-files";
import { writeBuiltFiles } from "./support/built-files";
import { productionEnv } from "./support/production-env";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();
const script = "console.log('storefront');".repeat(20);

/** The same security headers, with the same values, on every kind of answer the server makes. */
const expectedHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

const answers: [string, string, RequestInit, number][] = [
  ["HTML page", "/", { headers: { accept: "text/html" } }, 200],
  ["HTML 404 page", "/no-such-page/", { headers: { accept: "text/html" } }, 404],
  ["JSON", "/healthz", {}, 200],
  ["JSON 404 of the brand API", "/brand-api/nothing-here", {}, 404],
  [
    "400 thrown by validation",
    "/site-content/consent",
    { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
    400,
  ],
  [
    "413 of the body limit",
    "/brand-api/basket",
    { method: "POST", headers: { "content-type": "application/json" }, body: `"${"x".repeat(70 * 1024)}"` },
    413,
  ],
  ["precompressed static file", "/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip, br" } }, 200],
  ["plain static file", "/favicon.svg", {}, 200],
  ["missing file", "/assets/missing-AbC123.js", {}, 404],
  ["feedback script", "/feedback-scripts/wh.js", {}, 200],
  [
    "CORS preflight",
    "/brand-api/basket",
    { method: "OPTIONS", headers: { origin: "http://mp.localhost:8080", "access-control-request-method": "POST" } },
    204,
  ],
];

describe("security headers on every kind of answer", () => {
  let database: TestDatabase;
  let distDir: string;

  const appFor = (config: ServerConfig, template = async () => testHtmlTemplate) =>
    createApp({ config, db: database.db, htmlTemplate: template, assets: staticFiles(distDir) });

  beforeAll(async () => {
    database = await sqlite.open();
    distDir = writeBuiltFiles({
      "assets/index-AbC123.js": script,
      "assets/index-AbC123.js.gz": gzipSync(script),
      "favicon.svg": "<svg/>",
    });
  });
  afterAll(async () => {
    rmSync(distDir, { recursive: true, force: true });
    await database.close();
  });

  const expectSecurityHeaders = (response: Response, hsts: boolean) => {
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers.get(name), name).toBe(value);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("strict-transport-security")).toBe(hsts ? strictTransportSecurity : null);
  };

  describe.each([
    ["demo", "http://wh.localhost:8080", testConfig(), false],
    ["production", "https://wh.example.com", testConfig(productionEnv), true],
  ] as const)("%s mode", (_mode, origin, config, hsts) => {
    it.each(answers)("%s", async (_kind, path, init, status) => {
      const response = await appFor(config).request(`${origin}${path}`, init);
      expect(response.status).toBe(status);
      expectSecurityHeaders(response, hsts);
    });

    it.each([
      ["text/html", /text\/html/],
      ["application/json", /application\/json/],
    ])("an unexpected error answered as %s", async (accept, type) => {
      const failing = appFor(config, async () => {
        throw new Error("the template is gone");
      });
      const response = await failing.request(`${origin}/`, { headers: { accept } });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toMatch(type);
      expectSecurityHeaders(response, hsts);
    });
  });
});
