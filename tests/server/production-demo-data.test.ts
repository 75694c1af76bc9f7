import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigurationError, loadConfig } from "../../server/config";
import { migrateToLatest, openDatabase, type StorefrontDb } from "../../server/db/database";
import { prepareDatabase } from "../../server/db/prepare-database";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { creditCustomer } from "./support/credit-baskets";
import { productionEnv } from "./support/production-env";
import { testApp, testConfig } from "./support/test-app";

/**
 * Issue 24: demo data only in demo mode. The sandbox accounts (published passwords) are seeded at demo start, never
 * by a migration; a production database that holds one refuses to start; production takes no payment through any
 * sandbox provider, stored methods included; brand origins must be full https origins.
 */
const base = { PORT: "8080", DATA_DIR: "/tmp/storefront-test-unused" };

describe("demo accounts exist only in demo mode", () => {
  let dir: string;
  let db: StorefrontDb;
  const file = () => path.join(dir, "storefront.sqlite");

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "storefront-demo-data-"));
    db = await openDatabase({ kind: "sqlite", file: file() });
  });
  afterAll(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const customers = () => db.selectFrom("customers").select("email").execute();

  it("migrations alone create no account; a demo start adds the sandbox accounts once, however often it starts", async () => {
    await migrateToLatest(db);
    expect(await customers()).toEqual([]);
    await prepareDatabase(db, "demo");
    await prepareDatabase(db, "demo");
    expect((await customers()).length).toBe(6);
  });

  it("refuses to prepare a production database that holds a demo account, naming it", async () => {
    const refused = prepareDatabase(db, "production");
    await expect(refused).rejects.toThrow(ConfigurationError);
    await expect(prepareDatabase(db, "production")).rejects.toThrow(/holds demo accounts .*customer@example\.com/);
  });

  it("refuses to start the server on it: the message and exit 1, nothing listening", () => {
    const started = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", "await (await import('./server/main.ts')).startServer();"],
      {
        env: { ...process.env, ...base, ...productionEnv, DATA_DIR: dir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("STOREFRONT_MODE=production cannot start: the database holds demo accounts");
    expect(started.stdout).not.toContain("listening");
  });
});

describe("production mode on a database without demo accounts", () => {
  let db: StorefrontDb;
  beforeAll(async () => {
    db = await openDatabase({ kind: "sqlite", file: ":memory:" });
    await prepareDatabase(db, "production");
  });
  afterAll(() => db.destroy());

  it("does not let the demo customer log in with the published password", async () => {
    const client = checkoutClient(testApp(db, testConfig(productionEnv)), "wh.example.com");
    const login = await client.login(creditCustomer.email, creditCustomer.password);
    expect(login.status).toBe(401);
  });

  it.each(["existing-credit-or-debit", "existing-paypal", "new-credit-or-debit", "paypal", "direct-debit"])(
    "refuses a %s payment before choosing any provider (503 provider_unavailable), and starts none",
    async (type) => {
      const client = checkoutClient(testApp(db, testConfig(productionEnv)), "wh.example.com");
      const { basketId, amountDue } = await basketWithDomain(client, `production-${type}.com`);
      const payment = await client.post(`/basket/${basketId}/payment`, {
        type,
        expected_total: amountDue,
        payment_method_id: creditCustomer.storedCardId,
      });
      expect(payment.status).toBe(503);
      expect(payment.body.code).toBe("provider_unavailable");
      expect(await db.selectFrom("payments").selectAll().where("basket_id", "=", basketId).execute()).toEqual([]);
    },
  );
});

describe("brand origins in production", () => {
  it.each([
    ["https:// with no host", "https://"],
    ["a path after the host", "https://wh.example.com/shop"],
    ["a user name", "https://attacker@wh.example.com"],
    ["a backslash", "https://wh.example.com\\@evil.example"],
    ["plain http", "http://wh.example.com"],
    ["no scheme", "wh.example.com"],
  ])("refuses %s", (_, value) => {
    expect(() => loadConfig({ ...base, ...productionEnv, BRAND_URL_WH: value })).toThrow(
      "BRAND_URL_WH must be the brand's public https:// origin",
    );
  });

  it("takes a full https origin, with or without a trailing slash, as the origin", () => {
    const config = loadConfig({ ...base, ...productionEnv, BRAND_URL_WH: "https://wh.example.com/" });
    expect(config.brandOrigins.WH).toBe("https://wh.example.com");
  });
});
