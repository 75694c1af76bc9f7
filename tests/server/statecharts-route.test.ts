import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, testConfig } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();

describe("statechart viewer route", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.close());

  const get = (statecharts: string | undefined) =>
    testApp(database.db, testConfig(statecharts ? { STATECHARTS: statecharts } : {})).request(
      "http://wh.localhost/statecharts",
      {
        headers: { host: "wh.localhost:8080", accept: "text/html" },
      },
    );

  it("is served with STATECHARTS=1 and tells the app so", async () => {
    const response = await get("1");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"statecharts":true');
  });

  it("is the 404 page without it", async () => {
    const response = await get(undefined);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('"statecharts":false');
  });
});
