import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { ConfigurationError } from "../../server/config";
import { createLogger, type LogLevel, maxLoggedErrorText, maxLoggedVisitorText } from "../../server/http/logger";
import type { ServerRendering } from "../../server/storefront/server-render";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();

describe("LOG_LEVEL", () => {
  it("is info by default and accepts the four levels in any case", () => {
    expect(testConfig().logLevel).toBe("info");
    expect(testConfig({ LOG_LEVEL: " DEBUG " }).logLevel).toBe("debug");
    expect(testConfig({ LOG_LEVEL: "error" }).logLevel).toBe("error");
    expect(testConfig({ LOG_LEVEL: "" }).logLevel).toBe("info");
  });

  it("refuses an unknown level", () => {
    expect(() => testConfig({ LOG_LEVEL: "verbose" })).toThrow(ConfigurationError);
  });
});

describe("the server's log", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.close());

  const loggedApp = (level: LogLevel, template = async () => testHtmlTemplate, rendering?: ServerRendering) => {
    const lines: { level: string; msg: string; [field: string]: unknown }[] = [];
    const written: string[] = [];
    const logger = createLogger(level, (line) => {
      written.push(line);
      lines.push(JSON.parse(line));
    });
    const app = createApp({ config: testConfig(), db: database.db, htmlTemplate: template, logger, rendering });
    return { app, lines, written };
  };

  it("writes no line per request at the default level", async () => {
    const { app, lines } = loggedApp("info");
    expect((await app.request("http://wh.localhost:8080/")).status).toBe(200);
    expect((await app.request("http://wh.localhost:8080/healthz")).status).toBe(200);
    expect((await app.request("http://wh.localhost:8080/brand-api/nothing")).status).toBe(404);
    expect(lines).toEqual([]);
  });

  it("writes one JSON line per request at debug", async () => {
    const { app, lines } = loggedApp("debug");
    await app.request("http://wh.localhost:8080/healthz");
    await app.request("http://wh.localhost:8080/brand-api/nothing");
    expect(lines).toEqual([
      expect.objectContaining({ level: "debug", msg: "request", method: "GET", path: "/healthz", status: 200 }),
      expect.objectContaining({
        level: "debug",
        msg: "request",
        method: "GET",
        path: "/brand-api/nothing",
        status: 404,
      }),
    ]);
    expect(lines[0].time).toEqual(expect.any(String));
    expect(lines[0].ms).toEqual(expect.any(Number));
  });

  it("writes an unexpected error at every level, with its stack", async () => {
    const { app, lines } = loggedApp("error", async () => {
      throw new Error("the template is gone");
    });
    expect((await app.request("http://wh.localhost:8080/", { headers: { accept: "text/html" } })).status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", msg: "unexpected error", method: "GET", path: "/" }),
    ]);
    expect(lines[0].error).toContain("the template is gone");
  });

  it("cuts a visitor's path to a fixed length in the request line", async () => {
    const { app, lines, written } = loggedApp("debug");
    const longPath = `/brand-api/${"a".repeat(15_000)}`;
    expect((await app.request(`http://wh.localhost:8080${longPath}?q=${"b".repeat(15_000)}`)).status).toBe(404);
    expect(lines[0].path).toBe(`${longPath.slice(0, maxLoggedVisitorText)}…`);
    expect(written[0].length).toBeLessThan(maxLoggedVisitorText + 200);
  });

  it("cuts the path and the error of an unexpected error to fixed lengths", async () => {
    const { app, lines, written } = loggedApp("error", async () => {
      throw new Error(`no template for ${"c".repeat(100_000)}`);
    });
    const response = await app.request(`http://wh.localhost:8080/${"d".repeat(15_000)}/`, {
      headers: { accept: "text/html" },
    });
    expect(response.status).toBe(500);
    expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "unexpected error", method: "GET" })]);
    expect(lines[0].path).toHaveLength(maxLoggedVisitorText + 1);
    expect(lines[0].error).toMatch(/^Error: no template for c+…$/);
    expect(written[0].length).toBeLessThan(maxLoggedVisitorText + maxLoggedErrorText + 200);
  });

  it("leaves a page whose path does not decode to the browser, so React Router writes no line for it", async () => {
    const rendered: string[] = [];
    const rendering: ServerRendering = {
      render: async (input) => {
        rendered.push(input.url);
        return { html: "<main>page</main>", routeIds: [], routeData: { loaderData: {}, errors: null } };
      },
      pageAssets: () => ({ stylesheets: "", scripts: null }),
      routeChunks: {},
    };
    const { app, lines } = loggedApp("info", undefined, rendering);
    const consoleWarn = vi.spyOn(console, "warn");
    try {
      // React Router would console.warn the whole path, once per request: a 10,170-character line for this one.
      const malformed = await app.request(`http://wh.localhost:8080/web-hosting/${"e".repeat(10_000)}%E0%A4%A`);
      expect(malformed.status).toBe(404);
      expect(await malformed.text()).not.toContain("<main>page</main>");
      expect(rendered).toEqual([]);
      expect(consoleWarn).not.toHaveBeenCalled();
    } finally {
      consoleWarn.mockRestore();
    }
    expect(await (await app.request("http://wh.localhost:8080/web-hosting/%C3%A9t%C3%A9")).text()).toContain(
      "<main>page</main>",
    );
    expect(rendered).toEqual(["http://wh.localhost:8080/web-hosting/%C3%A9t%C3%A9"]);
    expect(lines).toEqual([]);
  });

  it("leaves out lines below its level", () => {
    const written: string[] = [];
    const logger = createLogger("warn", (line) => written.push(line));
    logger.debug("no");
    logger.info("no");
    logger.warn("yes");
    logger.error("yes");
    expect(written.map((line) => JSON.parse(line).level)).toEqual(["warn", "error"]);
  });
});
