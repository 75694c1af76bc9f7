import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { ConfigurationError } from "../../server/config";
import { createLogger, type LogLevel } from "../../server/http/logger";
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

  const loggedApp = (level: LogLevel, template = async () => testHtmlTemplate) => {
    const lines: { level: string; msg: string; [field: string]: unknown }[] = [];
    const logger = createLogger(level, (line) => lines.push(JSON.parse(line)));
    const app = createApp({ config: testConfig(), db: database.db, htmlTemplate: template, logger });
    return { app, lines };
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
