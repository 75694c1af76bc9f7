import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../server/config";
import { databaseTarget } from "../../server/db/database";
import { testConfig } from "./support/test-app";

describe("database target", () => {
  it("sizes the PostgreSQL pool at 10 connections unless DATABASE_POOL_SIZE says otherwise", () => {
    const url = "postgres://u:p@db.test/storefront";
    expect(databaseTarget(testConfig({ DATABASE_URL: url }))).toEqual({
      kind: "postgres",
      connectionString: url,
      poolSize: 10,
    });
    expect(databaseTarget(testConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "25" }))).toMatchObject({ poolSize: 25 });
    expect(() => testConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "0" })).toThrow(ConfigurationError);
  });

  it("uses the SQLite file in the data folder without DATABASE_URL", () => {
    expect(databaseTarget(testConfig({ DATA_DIR: "/tmp/storefront-data" }))).toEqual({
      kind: "sqlite",
      file: "/tmp/storefront-data/storefront.sqlite",
    });
  });
});
