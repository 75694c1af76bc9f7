import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { builtStatechartsWorkbench } from "../../server/storefront/statecharts-workbench";
import { productionEnv } from "./support/production-env";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();

/** A workbench build as vite.workbench.config.ts lays it out: its page and one hashed asset. */
function fakeWorkbenchBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "statecharts-build-"));
  mkdirSync(path.join(dir, "workbench"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "workbench", "index.html"),
    '<!doctype html><html><head><title>Statechart workbench</title><!--brand-theme--><script type="module" src="/statecharts/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "index-abc.js"), "console.log('workbench');");
  return dir;
}

describe("statechart workbench route", () => {
  let database: TestDatabase;
  let buildDir: string;
  beforeAll(async () => {
    database = await sqlite.open();
    buildDir = fakeWorkbenchBuild();
  });
  afterAll(async () => {
    rmSync(buildDir, { recursive: true, force: true });
    await database.close();
  });

  const appWith = async (env: NodeJS.ProcessEnv) =>
    createApp({
      config: testConfig(env),
      db: database.db,
      htmlTemplate: async () => testHtmlTemplate,
      workbench: await builtStatechartsWorkbench(buildDir),
    });
  const get = async (env: NodeJS.ProcessEnv, url = "http://wh.localhost/statecharts") =>
    (await appWith(env)).request(url, { headers: { host: "wh.localhost:8080", accept: "text/html" } });

  it("serves the workbench's own page, themed for the host's brand, with STATECHARTS=1", async () => {
    const response = await get({ STATECHARTS: "1" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Statechart workbench</title>");
    // Not the storefront's page: no runtime configuration, no store around it.
    expect(html).not.toContain('"statecharts"');
    expect(html).toMatch(/<style id="brand-theme">:root\{--colour-primary: #/);
  });

  it("serves the workbench's built files below /statecharts, only those", async () => {
    const asset = await get({ STATECHARTS: "1" }, "http://wh.localhost/statecharts/assets/index-abc.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain("workbench");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const page = await get({ STATECHARTS: "1" }, "http://wh.localhost/statecharts/workbench/index.html");
    expect(page.status).toBe(404);
  });

  it.each([
    { setting: "without STATECHARTS", env: {} },
    { setting: "in production mode, even with STATECHARTS=1", env: { ...productionEnv, STATECHARTS: "1" } },
  ])("is the store's 404 page $setting, and its files are not served", async ({ env }) => {
    const response = await get(env);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('"statecharts":false');
    const asset = await get(env, "http://wh.localhost/statecharts/assets/index-abc.js");
    expect(asset.status).toBe(404);
  });
});
