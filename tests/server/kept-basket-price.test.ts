import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BasketPrice } from "../../contract/basket";
import { basketCreatorCookieName } from "../../server/brand-api/baskets/basket-creator";
import { testApp } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const api = "http://127.0.0.1/brand-api";

/**
 * Issue 39: each process keeps a basket's price by the basket's lifecycle version. Two apps on one database stand for
 * two server processes: a change made through either is in the next price from both, and a kept price is still only
 * the basket owner's.
 */
describe.each(testDatabaseKinds())("a kept basket price ($name)", ({ open }) => {
  let database: TestDatabase;
  let first: Hono;
  let second: Hono;
  beforeAll(async () => {
    database = await open();
    first = testApp(database.db);
    second = testApp(database.db);
  });
  afterAll(() => database.close());

  const owner = `${basketCreatorCookieName}=${randomBytes(32).toString("base64url")}`;
  const call = (app: Hono, method: string, path: string, body?: unknown, cookie = owner) =>
    app.request(`${api}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const price = async (app: Hono, id: string) => {
    const response = await call(app, "GET", `/basket/${id}/price`);
    expect(response.status).toBe(200);
    return (await response.json()) as BasketPrice;
  };
  const domain = (name: string) => ({ type: "domain", domain: name, action: "register", period: "1y" });

  it("is the basket's price after every change, whichever process made it", async () => {
    const created = await call(first, "POST", "/basket", { parent_customer_id: 101 });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { basket_uuid: string }).basket_uuid;
    expect(await price(first, id)).toMatchObject({ lines: [], total: 0 });

    expect((await call(second, "POST", `/basket/${id}/item`, { items: [domain("kept-price.com")] })).status).toBe(201);
    const oneDomain = await price(first, id);
    expect(oneDomain.lines.map((line) => line.description)).toEqual(["kept-price.com registration"]);
    expect(oneDomain.total).toBeGreaterThan(0);
    expect(await price(first, id)).toEqual(oneDomain);

    expect((await call(second, "POST", `/basket/${id}/item`, { items: [domain("kept-price.net")] })).status).toBe(201);
    const twoDomains = await price(first, id);
    expect(twoDomains.lines).toHaveLength(2);
    expect(twoDomains.total).toBeGreaterThan(oneDomain.total);
    expect(await price(second, id)).toEqual(twoDomains);

    expect((await call(second, "PUT", `/basket/${id}/voucher`, { voucher_code: "SAVE10" })).status).toBe(200);
    const discounted = await price(first, id);
    expect(discounted.voucher?.code).toBe("SAVE10");
    expect(discounted.total).toBeLessThan(twoDomains.total);
  });

  it("is refused to another browser, as before it was kept", async () => {
    const created = await call(first, "POST", "/basket", { parent_customer_id: 101 });
    const id = ((await created.json()) as { basket_uuid: string }).basket_uuid;
    await price(first, id);
    const stranger = `${basketCreatorCookieName}=${randomBytes(32).toString("base64url")}`;
    const refused = await call(first, "GET", `/basket/${id}/price`, undefined, stranger);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("not_yours");
    expect((await call(first, "GET", `/basket/${id}/price`, undefined, "")).status).toBe(403);
  });
});
