import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { BasketPrice } from "../../contract/basket";
import { serviceplanListSchema } from "../../contract/catalogue";
import { basketCreatorCookieName } from "../../server/brand-api/baskets/basket-creator";
import { sessionCookieName, sha256 } from "../../server/brand-api/customers/sessions";
import { testApp, testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const api = "http://127.0.0.1/brand-api";

describe.each(testDatabaseKinds())("basket and catalogue calls ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  // One browser: the baskets these tests start are its own (a stranger's calls are tests/security/'s).
  const browser = { cookie: `${basketCreatorCookieName}=${randomBytes(32).toString("base64url")}` };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, env?: object) =>
    storefront.app.request(
      `${api}${path}`,
      {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
          cookie: [browser.cookie, headers.cookie].filter(Boolean).join("; "),
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      },
      env,
    );
  const json = async (response: Response) => response.json() as Promise<Record<string, unknown>>;

  async function newBasket(parent = 101, headers: Record<string, string> = {}): Promise<string> {
    const response = await call("POST", "/basket", { parent_customer_id: parent }, headers);
    expect(response.status).toBe(201);
    return (await json(response)).basket_uuid as string;
  }

  async function basketWith(parent: number, items: unknown[], headers: Record<string, string> = {}) {
    const id = await newBasket(parent, headers);
    const added = await call("POST", `/basket/${id}/item`, { items }, headers);
    expect(added.status).toBe(201);
    return id;
  }

  const price = async (id: string, headers: Record<string, string> = {}) =>
    (await (await call("GET", `/basket/${id}/price`, undefined, headers)).json()) as BasketPrice;

  describe("catalogue", () => {
    it("sells domains in whole years only, while hosting keeps its month (decisions.md section 3)", async () => {
      for (const parent of [101, 202, 303]) {
        const catalogue = await json(
          await call("GET", `/customer/current/serviceplan/available?parent_customer_id=${parent}`),
        );
        const featured = catalogue.featured_domain_prices as { price: { period_in_months: number } }[];
        const freeOnline = (catalogue.free_online_prices ?? []) as { period_in_months: number }[];
        const domainEntries = [...featured.map((entry) => entry.price), ...freeOnline];
        expect(domainEntries.length).toBeGreaterThan(0);
        for (const entry of domainEntries) expect(entry.period_in_months % 12, `brand ${parent}`).toBe(0);
        const plans = catalogue.serviceplans as { prices: { period: string }[] }[];
        expect(plans[0].prices.map((entry) => entry.period)).toContain("1m");

        const id = await newBasket(parent);
        const monthly = await call("POST", `/basket/${id}/item`, {
          items: [{ type: "domain", domain: "by-the-month.com", action: "register", period: "1m" }],
        });
        expect(monthly.status).toBe(422);
        expect(await json(monthly)).toEqual({
          code: "unavailable_item",
          message: "Failed to add items to your basket. by-the-month.com cannot be bought for 1m.",
        });
      }
    });

    it("lists hosting plans and add-ons with prices per period in the brand's currency", async () => {
      const wh = await json(await call("GET", "/customer/current/serviceplan/available?parent_customer_id=101"));
      expect(wh.currency).toEqual({ code: "USD", symbol: "$" });
      const plans = wh.serviceplans as { codename: string; prices: { period: string; new_price: number }[] }[];
      expect(plans.map((plan) => plan.codename)).toEqual([
        "hosting-starter",
        "hosting-personal",
        "hosting-business",
        "online-shop-10",
        "email-hosting",
        "email-timeline-backup",
        "free-starter",
      ]);
      expect(plans[0].prices.map((entry) => entry.period)).toEqual(["1m", "12m", "24m", "36m"]);
      expect(plans[0].prices[1].new_price).toBe(4788);

      const uk2 = await json(await call("GET", "/customer/current/serviceplan?parent_customer_id=303"));
      expect(uk2.currency).toEqual({ code: "GBP", symbol: "£" });
      expect((uk2.serviceplans as { prices: { new_price: number }[] }[])[0].prices[1].new_price).toBe(3588);
      expect(wh.free_online_prices).toBeNull();
      expect((uk2.free_online_prices as { period: string }[]).map((entry) => entry.period)).toContain("1y");
      // The contract's price fields only: the price list's own `extradetails` once leaked here.
      expect(serviceplanListSchema.parse(uk2)).toEqual(uk2);
    });

    it("answers one serviceplan by id, 404 for an unknown one, 400 without a parent customer id", async () => {
      const one = await json(await call("GET", "/customer/current/serviceplan/available/3103?parent_customer_id=202"));
      expect((one.serviceplan as { codename: string }).codename).toBe("hosting-business");
      expect((await call("GET", "/customer/current/serviceplan/available/1?parent_customer_id=202")).status).toBe(404);
      expect((await call("GET", "/customer/current/serviceplan/available?parent_customer_id=999")).status).toBe(404);
      const missing = await call("GET", "/customer/current/serviceplan/available");
      expect(missing.status).toBe(400);
      expect(await json(missing)).toMatchObject({
        code: "bad_request",
        message: expect.stringContaining("parent_customer_id"),
      });
    });

    it("lists the services the catalogue sells", async () => {
      const { services } = await json(await call("GET", "/customer/current/service"));
      expect(services).toContainEqual(
        expect.objectContaining({ service: "email", codenames: ["email-hosting", "email-timeline-backup"] }),
      );
    });
  });

  describe("baskets", () => {
    it("creates a basket, adds items and reads it back", async () => {
      const id = await newBasket(101);
      const added = await call("POST", `/basket/${id}/item`, {
        items: [
          { type: "domain", domain: "example-shop.com", action: "register", period: "1y" },
          { type: "plan", serviceplan_id: 3101, period: "12m", connected_domain: "example-shop.com" },
        ],
      });
      expect(added.status).toBe(201);
      const basket = await json(await call("GET", `/basket/${id}`));
      expect(basket).toMatchObject({ basket_uuid: id, parent_customer_id: 101, currency: "USD", voucher_code: null });
      expect((basket.items as { item: { type: string } }[]).map((entry) => entry.item.type)).toEqual([
        "domain",
        "plan",
      ]);
    });

    it("refuses bad input with 400 and a clear reason", async () => {
      const noParent = await call("POST", "/basket", {});
      expect(noParent.status).toBe(400);
      expect(await json(noParent)).toMatchObject({
        code: "bad_request",
        message: expect.stringContaining("parent_customer_id"),
      });
      expect((await call("POST", "/basket", { parent_customer_id: 5 })).status).toBe(400);
      expect((await call("POST", "/basket", "not json")).status).toBe(400);
      const id = await newBasket();
      const badDomain = await call("POST", `/basket/${id}/item`, {
        items: [{ type: "domain", domain: "no spaces.com", action: "register", period: "1y" }],
      });
      expect(badDomain.status).toBe(400);
      expect(await json(badDomain)).toMatchObject({
        code: "bad_request",
        message: expect.stringContaining("items.0.domain"),
      });
      expect((await call("POST", `/basket/${id}/item`, { items: [] })).status).toBe(400);
      expect((await call("PUT", `/basket/${id}/voucher`, { voucher_code: "" })).status).toBe(400);
      expect((await call("PUT", `/basket/${id}/referral`, { referral_uuid: "nope" })).status).toBe(400);
    });

    it("refuses items the brand does not sell with 'Failed to add items to your basket.'", async () => {
      const id = await newBasket(202);
      const response = await call("POST", `/basket/${id}/item`, {
        items: [{ type: "domain", domain: "example.club", action: "register", period: "1y" }],
      });
      expect(response.status).toBe(422);
      const body = await json(response);
      expect(body.code).toBe("unavailable_item");
      expect(body.message).toContain("Failed to add items to your basket.");
      const plan = await call("POST", `/basket/${id}/item`, {
        items: [{ type: "plan", serviceplan_id: 3203, period: "24m", connected_domain: null }],
      });
      expect(plan.status).toBe(422);
    });

    it("answers 'Could not find your basket.' for an unknown basket", async () => {
      for (const [method, path, body] of [
        ["GET", "/basket/unknown", undefined],
        ["GET", "/basket/unknown/price", undefined],
        [
          "POST",
          "/basket/unknown/item",
          { items: [{ type: "domain", domain: "a.com", action: "register", period: "1y" }] },
        ],
        ["PUT", "/basket/unknown/voucher", { voucher_code: "SAVE10" }],
      ] as const) {
        const response = await call(method, path, body);
        expect(response.status, path).toBe(404);
        expect(await json(response)).toEqual({ code: "not_found", message: "Could not find your basket." });
      }
    });

    it("prices every line in minor units in USD, with no tax", async () => {
      const id = await basketWith(101, [
        { type: "domain", domain: "example.net", action: "register", period: "1y" },
        { type: "domain", domain: "example.info", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3101, period: "12m", connected_domain: "example.net" },
      ]);
      const result = await price(id);
      expect(result.currency).toBe("USD");
      expect(result.lines.map((line) => line.price)).toEqual([1499, 199, 4788]);
      expect(result).toMatchObject({ subtotal: 6486, discount: 0, tax: 0, total: 6486, voucher: null });
    });

    it("prices in GBP with 20% VAT for UK2", async () => {
      const id = await basketWith(303, [
        { type: "domain", domain: "example.uk", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3201, period: "12m", connected_domain: "example.uk" },
      ]);
      const result = await price(id);
      expect(result).toMatchObject({
        currency: "GBP",
        subtotal: 699 + 2388,
        tax_rate_percent: 20,
        tax: 617,
        total: 3704,
      });
    });

    it("gives a free .com with any hosting plan bought for more than one year, not for one year", async () => {
      const twoYears = await basketWith(101, [
        { type: "domain", domain: "freebie.com", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3102, period: "24m", connected_domain: "freebie.com" },
      ]);
      const free = await price(twoYears);
      expect(free.lines[0]).toMatchObject({ price: 0, promotion: "FREEDOMAIN-COM", renew_price: 1599 });
      const oneYear = await basketWith(101, [
        { type: "domain", domain: "freebie.com", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3102, period: "12m", connected_domain: "freebie.com" },
      ]);
      expect((await price(oneYear)).lines[0]).toMatchObject({ price: 1299, promotion: null });
      const ukFree = await basketWith(303, [
        { type: "domain", domain: "freebie.co.uk", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3101, period: "36m", connected_domain: "freebie.co.uk" },
      ]);
      expect((await price(ukFree)).lines[0]).toMatchObject({ price: 0, promotion: "FREEDOMAIN-COUK" });
    });

    it("prices UK2's free .online only beside the .com of the same name, and the two-year offer", async () => {
      const id = await basketWith(303, [
        { type: "domain", domain: "brand.com", action: "register", period: "2y", offer: "two_year" },
        { type: "domain", domain: "brand.online", action: "register", period: "1y", offer: "free_online" },
        { type: "domain", domain: "other.online", action: "register", period: "1y", offer: "free_online" },
      ]);
      const lines = (await price(id)).lines;
      expect(lines.map((line) => line.price)).toEqual([1049, 0, 99]);
      expect(lines[1]).toMatchObject({ serviceplan_id: 22607, renew_price: 2599 });
      const wh = await newBasket(101);
      const refused = await call("POST", `/basket/${wh}/item`, {
        items: [{ type: "domain", domain: "brand.online", action: "register", period: "1y", offer: "free_online" }],
      });
      expect(refused.status).toBe(422);
    });

    it("prices a premium domain at the registrar's premium price on the premium serviceplan", async () => {
      const id = await basketWith(101, [
        { type: "domain", domain: "mypremium.com", action: "register", period: "1y", premium: true },
        { type: "plan", serviceplan_id: 3101, period: "24m", connected_domain: "mypremium.com" },
      ]);
      const [premium] = (await price(id)).lines;
      expect(premium).toMatchObject({ serviceplan_id: 63999, promotion: null });
      expect(premium.price).toBeGreaterThanOrEqual(49_900);
      const plain = await newBasket(101);
      const refused = await call("POST", `/basket/${plain}/item`, {
        items: [{ type: "domain", domain: "ordinary.com", action: "register", period: "1y", premium: true }],
      });
      expect(refused.status).toBe(422);
    });

    it("applies SAVE10 to domains, HOST5 to hosting plans, and answers used_max for MAXED", async () => {
      const items = [
        { type: "domain", domain: "voucher.net", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3101, period: "1m", connected_domain: "voucher.net" },
      ];
      const save = await basketWith(101, items);
      const applied = await call("PUT", `/basket/${save}/voucher`, { voucher_code: " save10 " });
      expect(applied.status).toBe(200);
      expect((await json(applied)).voucher).toMatchObject({ code: "SAVE10", discount_type: "percentage" });
      expect(await price(save)).toMatchObject({ subtotal: 1998, discount: 150, total: 1848 });

      const host = await basketWith(101, items);
      await call("PUT", `/basket/${host}/voucher`, { voucher_code: "HOST5" });
      const hosted = await price(host);
      expect(hosted.lines.map((line) => line.discount)).toEqual([0, 499]);
      expect(hosted.total).toBe(1499);

      const maxed = await call("PUT", `/basket/${host}/voucher`, { voucher_code: "MAXED" });
      expect(maxed.status).toBe(422);
      expect((await json(maxed)).code).toBe("used_max");
      expect((await json(await call("GET", `/basket/${host}`))).voucher_code).toBe("HOST5");
      const unknown = await call("PUT", `/basket/${host}/voucher`, { voucher_code: "NOPE" });
      expect(await json(unknown)).toEqual({ code: "invalid_voucher", message: "This voucher code is not valid." });
    });

    it("never discounts a domain the promotion made free", async () => {
      const id = await basketWith(101, [
        { type: "domain", domain: "gift.com", action: "register", period: "1y" },
        { type: "plan", serviceplan_id: 3101, period: "24m", connected_domain: "gift.com" },
      ]);
      await call("PUT", `/basket/${id}/voucher`, { voucher_code: "SAVE10" });
      expect(await price(id)).toMatchObject({ discount: 0, total: 8376 });
    });

    it("records a referral", async () => {
      const id = await newBasket();
      const referral = "0b8f3c1e-8c55-4d4b-9f6f-2a8e3c1b2d4e";
      expect((await call("PUT", `/basket/${id}/referral`, { referral_uuid: referral })).status).toBe(200);
      expect((await json(await call("GET", `/basket/${id}`))).referral_uuid).toBe(referral);
    });

    it("answers not_yours, listing the items, for another customer's basket", async () => {
      const customer = await storefront.db
        .selectFrom("customers")
        .select("id")
        .where("email", "=", "customer@example.com")
        .where("parent_customer_id", "=", 101)
        .executeTakeFirstOrThrow();
      const key = randomBytes(16).toString("hex");
      await storefront.db
        .insertInto("login_sessions")
        .values({
          key_hash: sha256(key),
          customer_id: customer.id,
          created_at: new Date().toISOString(),
        })
        .execute();
      const owner = { cookie: `${sessionCookieName}=${key}` };
      const id = await basketWith(
        101,
        [
          { type: "domain", domain: "mine.com", action: "register", period: "1y" },
          { type: "plan", serviceplan_id: 3103, period: "12m", connected_domain: "mine.com" },
        ],
        owner,
      );
      expect((await call("GET", `/basket/${id}`, undefined, owner)).status).toBe(200);
      const guest = await call("GET", `/basket/${id}/price`);
      expect(guest.status).toBe(403);
      expect(await json(guest)).toMatchObject({
        code: "not_yours",
        items: ["mine.com", "Business Hosting for mine.com"],
      });
    });

    it("answers ip_blocked to a blocked client address", async () => {
      await storefront.db
        .insertInto("blocked_client_addresses")
        .values({ address: "203.0.113.66", reason: "fraud" })
        .execute();
      const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address, remoteFamily: "IPv4" } } });
      const blocked = await call("POST", "/basket", { parent_customer_id: 101 }, {}, socket("203.0.113.66"));
      expect(blocked.status).toBe(403);
      expect((await json(blocked)).code).toBe("ip_blocked");
      const allowed = await call("POST", "/basket", { parent_customer_id: 101 }, {}, socket("203.0.113.7"));
      expect(allowed.status).toBe(201);
    });

    it("behind a trusted balancer, blocks the blocked visitor and nobody else, however the visitor forges the header", async () => {
      await storefront.db
        .insertInto("blocked_client_addresses")
        .values({ address: "203.0.113.67", reason: "fraud" })
        .execute();
      const app = testApp(storefront.db, testConfig({ TRUST_PROXY: "1" }));
      const throughBalancer = (forwardedFor: string) =>
        app.request(
          `${api}/basket`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
            body: JSON.stringify({ parent_customer_id: 101 }),
          },
          { incoming: { socket: { remoteAddress: "10.0.0.2" } } },
        );
      const blocked = await throughBalancer("203.0.113.67");
      expect(blocked.status).toBe(403);
      expect((await json(blocked)).code).toBe("ip_blocked");
      expect((await throughBalancer("203.0.113.8, 203.0.113.67")).status).toBe(403);
      expect((await throughBalancer("203.0.113.8")).status).toBe(201);
    });
  });
});
