import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type BrandCode, brandCodes, brands } from "../../brands/index";
import { createApp } from "../../server/app";
import type { StorefrontDb } from "../../server/db/database";
import { countedMailTransport } from "../../server/mail/counted-mail-transport";
import { metricsRoutes } from "../../server/metrics/metrics-routes";
import { createStorefrontMetrics, labelValues, type StorefrontMetrics } from "../../server/metrics/storefront-metrics";
import { basketWithDomain, checkoutClient, sandboxCard } from "./support/checkout-client";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

/** One sample of a scrape: the metric's name, its labels and its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Scrapes the metrics as Prometheus would (GET /metrics on the metrics port's routes) and parses the samples. */
async function scrape(metrics: StorefrontMetrics): Promise<{ text: string; samples: Sample[] }> {
  const response = await metricsRoutes(metrics.registry).request("/metrics");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  const samples = text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1], labels, value: Number(match[3]) };
    });
  return { text, samples };
}

/** The summed value of the samples with that name and labels (0 when none). */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found.reduce((sum, s) => sum + s.value, 0);
}

const sqlite = testDatabaseKinds()[0].open;

/** An app on a fresh database, with metrics of its own. */
interface MeasuredApp {
  db: StorefrontDb;
  app: Hono;
  metrics: StorefrontMetrics;
}

/** Runs `use` on an app of its own on a fresh database, closed afterwards. */
async function onFreshApp(open: () => Promise<TestDatabase>, use: (measured: MeasuredApp) => Promise<void>) {
  const database = await open();
  try {
    const metrics = createStorefrontMetrics(database.db);
    const app = createApp({
      config: testConfig(),
      db: database.db,
      htmlTemplate: async () => testHtmlTemplate,
      metrics,
    });
    await use({ db: database.db, app, metrics });
  } finally {
    await database.close();
  }
}

/** Each label's closed list of values; `le` (histogram buckets) and `status` (an HTTP status) are the server's. */
const closedLists: Record<string, readonly string[] | RegExp> = {
  endpoint: labelValues.endpoint,
  brand: labelValues.brand,
  method: labelValues.method,
  outcome: [...labelValues.outcome, ...labelValues.mail],
  reason: labelValues.voidedBy,
  step: labelValues.humanCheck,
  status: /^[1-5]\d\d$/,
  le: /^(\+Inf|\d+(\.\d+)?)$/,
};

function labelsOffTheirLists(samples: Sample[]): string[] {
  const off: string[] = [];
  for (const sample of samples.filter((s) => s.name.startsWith("storefront_")))
    for (const [label, value] of Object.entries(sample.labels)) {
      const allowed = closedLists[label];
      const ok = allowed instanceof RegExp ? allowed.test(value) : allowed?.includes(value);
      if (!ok) off.push(`${sample.name} ${label}="${value}"`);
    }
  return off;
}

describe.each(testDatabaseKinds())("metrics ($name)", ({ open }) => {
  it("counts a card checkout on each brand: one order, one payment outcome, its requests timed", async () => {
    await onFreshApp(open, async ({ app, metrics }) => {
      for (const brand of brandCodes) {
        const client = checkoutClient(app, `${brand.toLowerCase()}.localhost:8080`);
        const { basketId, amountDue } = await basketWithDomain(
          client,
          `metrics-${brand.toLowerCase()}.com`,
          brands[brand].parentCustomerId,
        );
        const payment = await client.post(`/basket/${basketId}/payment`, {
          type: "new-credit-or-debit",
          expected_total: amountDue,
        });
        const pagePath = new URL(payment.body.redirect_url).pathname;
        const sent = await client.form(pagePath, {
          ...sandboxCard("4111 1111 1111 1111"),
          action: "pay",
        });
        expect(sent.status).toBe(303);
        expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("charged");
        // Placing again finds the same order: still one order counted.
        expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("charged");
      }

      const { samples } = await scrape(metrics);
      for (const brand of brandCodes satisfies readonly BrandCode[]) {
        expect(sampleValue(samples, "storefront_orders_placed_total", { brand })).toBe(1);
        expect(
          sampleValue(samples, "storefront_payments_total", {
            brand,
            method: "new-credit-or-debit",
            outcome: "authorized",
          }),
        ).toBe(1);
      }
      const placeOrder = { endpoint: "placeOrder", status: "200" };
      // Each brand's order was placed twice (the second call finds the first order).
      expect(sampleValue(samples, "storefront_http_requests_total", placeOrder)).toBe(2 * brandCodes.length);
      expect(sampleValue(samples, "storefront_http_request_duration_seconds_count", placeOrder)).toBe(
        2 * brandCodes.length,
      );
      expect(sampleValue(samples, "storefront_http_request_duration_seconds_sum", placeOrder)).toBeGreaterThan(0);
      expect(sampleValue(samples, "storefront_http_requests_total", { endpoint: "createPayment", status: "200" })).toBe(
        brandCodes.length,
      );
      // The sandbox card page is no contract endpoint.
      expect(sampleValue(samples, "storefront_http_requests_total", { endpoint: "other" })).toBeGreaterThanOrEqual(
        2 * brandCodes.length,
      );
      // Each order's confirmation went to the sandbox mailbox.
      expect(sampleValue(samples, "storefront_mails_total", { outcome: "sent" })).toBe(brandCodes.length);
      expect(sampleValue(samples, "storefront_database_pool_max")).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, "storefront_database_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(labelsOffTheirLists(samples)).toEqual([]);
    });
  }, 30_000);

  it("never reads a body the routes refused unread to tell the lookup from its poll", async () => {
    await onFreshApp(open, async ({ app, metrics }) => {
      // Announced too large and never finished: the limit refuses it by its length; reading it would never end.
      const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
      const refused = await app.request("http://wh.localhost:8080/brand-api/domain/lookup", {
        method: "POST",
        headers: { host: "wh.localhost:8080", "content-type": "application/json", "content-length": "99999999" },
        body: endless,
        duplex: "half",
      } as RequestInit);
      expect(refused.status).toBe(413);
      const { samples } = await scrape(metrics);
      expect(sampleValue(samples, "storefront_http_requests_total", { endpoint: "lookUpDomains", status: "413" })).toBe(
        1,
      );
    });
  }, 5_000);

  it("takes no label value from a request: odd paths, bodies and headers leave only the closed lists", async () => {
    await onFreshApp(open, async ({ app, metrics }) => {
      const client = checkoutClient(app);
      const { basketId, amountDue } = await basketWithDomain(client, "metrics-voided.com");
      // A payment started, then the basket changed: the lifecycle voids it.
      await client.post(`/basket/${basketId}/payment`, { type: "new-credit-or-debit", expected_total: amountDue });
      await client.post(`/basket/${basketId}/item`, {
        items: [{ type: "domain", domain: "metrics-voided-two.com", action: "register", period: "1y" }],
      });
      const marker = "zz-odd-input";
      const odd: [string, RequestInit][] = [
        [`/brand-api/${marker}`, {}],
        [`/brand-api/basket/${marker}/placeorder`, { method: "POST", body: `{"${marker}":1}` }],
        [`/brand-api/basket/${basketId}/item?${marker}=1`, { method: "POST", body: "not json" }],
        [`/brand-api/domain/lookup`, { method: "POST", body: JSON.stringify({ [marker]: marker }) }],
        [`/brand-api/domain/lookup`, { method: "POST", body: JSON.stringify({ counter: 0, payload: marker }) }],
        [`/${marker}/%E2%82%AC?brand=${marker}`, { headers: { accept: "text/html" } }],
        [`/brand-api/order/${marker}`, { method: "DELETE" }],
        [`/brand-api/order/${"9".repeat(12)}`, { method: "PATCH" }],
      ];
      for (const [path, init] of odd) {
        const response = await app.request(`http://wh.localhost:8080${path}`, {
          ...init,
          headers: {
            host: "wh.localhost:8080",
            "content-type": "application/json",
            "x-forwarded-for": marker,
            ...(init.headers as Record<string, string>),
          },
        });
        expect(response.status).toBeLessThan(500);
      }
      const { text, samples } = await scrape(metrics);
      expect(text).not.toContain(marker);
      expect(labelsOffTheirLists(samples)).toEqual([]);
      expect(sampleValue(samples, "storefront_payments_voided_total", { reason: "basket.edit" })).toBe(1);
      expect(sampleValue(samples, "storefront_http_requests_total", { endpoint: "addBasketItems" })).toBeGreaterThan(0);
      // The lookup shares its route with the poll; a body with a counter is the poll's.
      expect(sampleValue(samples, "storefront_http_requests_total", { endpoint: "lookUpDomains", status: "400" })).toBe(
        1,
      );
      expect(
        sampleValue(samples, "storefront_http_requests_total", { endpoint: "pollDomainLookup", status: "400" }),
      ).toBe(1);
    });
  });
});

describe("metrics, wherever the app runs", () => {
  it("are served on a port of their own, off by default, never the brand hosts' port", () => {
    expect(testConfig().metrics).toBeUndefined();
    expect(testConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(() => testConfig({ METRICS_PORT: "8080" })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it("are not served on the brand hosts", async () => {
    await onFreshApp(sqlite, async ({ app }) => {
      const page = await app.request("http://wh.localhost:8080/metrics", { headers: { host: "wh.localhost:8080" } });
      expect(await page.text()).not.toContain("storefront_http_requests_total");
    });
  });

  it("adds the process's memory and event-loop lag when the server asks for them", async () => {
    await onFreshApp(sqlite, async ({ db }) => {
      const { samples } = await scrape(createStorefrontMetrics(db, { processMetrics: true }));
      expect(sampleValue(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
      expect(samples.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    });
  });
});

describe("counted mail", () => {
  it("counts a mail the transport refused as failed and passes the refusal on", async () => {
    await onFreshApp(sqlite, async ({ metrics }) => {
      const refusing = countedMailTransport(
        {
          send: async () => {
            throw new Error("relay refused");
          },
        },
        metrics,
      );
      const message = {
        from: { name: "WH", address: "a@example.com" },
        to: "b@example.com",
        subject: "s",
        text: "t",
        link: "l",
      };
      await expect(refusing.send(message)).rejects.toThrow("relay refused");
      const { samples } = await scrape(metrics);
      expect(sampleValue(samples, "storefront_mails_total", { outcome: "failed" })).toBe(1);
      expect(sampleValue(samples, "storefront_mails_total", { outcome: "sent" })).toBe(0);
    });
  });
});
