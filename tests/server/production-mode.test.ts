import { spawnSync } from "node:child_process";
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ConfigurationError, loadConfig } from "../../server/config";
import { modeLine } from "../../server/main";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { productionEnv } from "./support/production-env";
import { useSmtpServer } from "./support/smtp-server";
import { testApp, testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const base = { PORT: "8080", DATA_DIR: "/tmp/storefront-test-unused" };

describe("production mode configuration", () => {
  it("starts with real secrets and https brand origins", () => {
    const config = loadConfig({ ...base, ...productionEnv });
    expect(config.mode).toBe("production");
    expect(modeLine(config)).toMatch(/^Storefront in production mode/);
    expect(modeLine(loadConfig(base))).toMatch(/^Storefront in demo mode .*STOREFRONT_MODE=production/);
  });

  it("keeps the spec's delays: the browser tests' shortened ones are ignored", () => {
    const shortened = { LOOKUP_POLL_DELAY_MS: "250", PAYMENT_REFRESH_DELAY_MS: "200", ORDER_RETRY_DELAY_MS: "150" };
    const production = loadConfig({ ...base, ...productionEnv, ...shortened });
    const delays = (config: typeof production) => [
      config.lookupPollDelayMs,
      config.paymentRefreshDelayMs,
      config.orderRetryDelayMs,
    ];
    expect(delays(production)).toEqual([undefined, undefined, undefined]);
    expect(delays(loadConfig({ ...base, ...shortened }))).toEqual([250, 200, 150]);
  });

  it.each([
    ["a missing hCaptcha secret", { HCAPTCHA_SECRET: undefined }, "HCAPTCHA_SECRET is required"],
    [
      "hCaptcha's published test secret",
      { HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000" },
      "HCAPTCHA_SECRET is a public test or default value",
    ],
    [
      "hCaptcha's published test site key",
      { HCAPTCHA_SITEKEY: "10000000-ffff-ffff-ffff-000000000001" },
      "HCAPTCHA_SITEKEY is a public test or default value",
    ],
    [
      "the demo's content token",
      { CONTENT_TOKEN: "local-content-token" },
      "CONTENT_TOKEN is a public test or default value",
    ],
    ["a short content token", { CONTENT_TOKEN: "short" }, "CONTENT_TOKEN must be at least 16 characters"],
    ["a missing content token", { CONTENT_TOKEN: undefined }, "CONTENT_TOKEN is required"],
    ["a plain-http brand origin", { BRAND_URL_MP: "http://mp.example.com" }, "BRAND_URL_MP must be"],
    [
      "no mail relay",
      { SMTP_URL: undefined },
      "SMTP_URL is required to email login links and order confirmations (smtp://user:password@host:587)",
    ],
  ])("refuses %s", (_, change, message) => {
    const env = { ...base, ...productionEnv, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigurationError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses to start the server with a default secret: a clear message and a non-zero exit", () => {
    const started = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", "await (await import('./server/main.ts')).startServer();"],
      {
        env: { ...process.env, ...base, ...productionEnv, CONTENT_TOKEN: "local-content-token", DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      "STOREFRONT_MODE=production cannot start: CONTENT_TOKEN is a public test or default value.",
    );
    expect(started.stdout).not.toContain("listening");
  });
});

describe.each(testDatabaseKinds())("production mode ($name)", ({ open }) => {
  const smtp = useSmtpServer();
  // The test relay offers no STARTTLS on loopback, so the URL waives what production otherwise requires of a relay.
  const storefront = useTestApp(open, () => testConfig({ ...productionEnv, SMTP_URL: `${smtp.url}?requireTLS=false` }));

  it("answers 404 for the sandbox mailbox and every sandbox provider page", async () => {
    for (const path of ["/sandbox/mailbox", "/sandbox/card/any", "/sandbox/paypal/any", "/sandbox/card-brand.js"]) {
      const response = await storefront.app.request(`https://wh.example.com${path}`);
      expect(response.status, path).toBe(404);
    }
    const post = await storefront.app.request("https://wh.example.com/sandbox/card/any", { method: "POST" });
    expect(post.status).toBe(404);
  });

  it("tells the page there is no sandbox mailbox to link to", async () => {
    const page = await storefront.app.request("https://wh.example.com/");
    expect(await page.text()).toContain('"sandboxMailbox":false');
  });

  /** An account of this test's own, so the test does not lean on the demo's seeded ones. */
  const accountLinkRequest = async (app: Hono) => {
    const email = `buyer-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const id = 101_000_000 + Math.floor(Math.random() * 1_000_000);
    await storefront.db
      .insertInto("customers")
      .values({
        id,
        parent_customer_id: 101,
        email,
        password_hash: "none",
        is_staff: 0,
        currency: "USD",
        credit_minor: 0,
      })
      .execute();
    const client = checkoutClient(app, "wh.example.com");
    return client.post("/login/token", { username: email, parent_customer_id: 101, use_recovery_email: 0 });
  };

  it("emails login links through the SMTP relay on the brand's https origin, never to a mailbox anyone can read", async () => {
    const sent = await accountLinkRequest(storefront.app);
    expect(sent.body).toEqual({ sent: true });
    const mail = smtp.received.at(-1);
    expect(mail?.subject).toBe("Your WebHost login link");
    expect(mail?.from).toBe("WebHost <no-reply@wh.example.com>");
    expect(mail?.text).toMatch(/^https:\/\/wh\.example\.com\/order\/checkout\/\?login_token=[\w-]+$/m);
    expect(await storefront.db.selectFrom("sandbox_mail").selectAll().execute()).toEqual([]);
  });

  it("sends no login link in clear to a relay that offers no STARTTLS", async () => {
    const plainRelay = testApp(storefront.db, testConfig({ ...productionEnv, SMTP_URL: smtp.url }));
    const before = smtp.received.length;
    const sent = await accountLinkRequest(plainRelay);
    expect(sent.status).toBe(503);
    expect(sent.body.code).toBe("login_link_unavailable");
    expect(smtp.received).toHaveLength(before);
  });

  it("takes no payment through a sandbox provider", async () => {
    const client = checkoutClient(storefront.app, "wh.example.com");
    const { basketId, amountDue } = await basketWithDomain(client, "production-pay.com");
    const payment = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    expect(payment.status).toBe(503);
    expect(payment.body.code).toBe("provider_unavailable");
  });

  it("treats the registrar simulator's test words as ordinary names", async () => {
    const client = checkoutClient(storefront.app, "wh.example.com");
    const payload = {
      mode: "both",
      domains: ["takenname.com", "captchatest.com", "nevername.com", "google.com"],
      parent_customer_id: 101,
    };
    const first = await client.post("/domain/lookup", payload);
    expect(first.status).toBe(200);
    expect(first.body.requireHCaptcha).toBeUndefined();
    type Entry = { domain_stem: string; status: string };
    const statuses: Record<string, string> = {};
    const remember = (entries: Entry[]) => {
      for (const entry of entries) statuses[entry.domain_stem] = entry.status;
    };
    remember(first.body.register.domain_status);
    // Polls answer only what changed; every name settles within two polls.
    for (const counter of [0, 1, 2]) {
      const poll = await client.post("/domain/lookup", { search_id: first.body.search_id, payload, counter });
      remember(poll.body.response.register.domain_status);
    }
    expect(statuses).toMatchObject({
      takenname: "registrar_available",
      captchatest: "registrar_available",
      nevername: "registrar_available",
      google: "registrar_unavailable",
    });
  });
});
