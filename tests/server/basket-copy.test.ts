import { describe, expect, it } from "vitest";
import { basketCreatorCookieName } from "../../server/brand-api/baskets/basket-creator";
import { sha256 } from "../../server/brand-api/customers/sessions";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { creditCustomer } from "./support/credit-baskets";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

/**
 * Issue 35: a visitor who opens a checkout link in another browser (or after clearing cookies) may start a new basket
 * with the same items, owned by that browser, with nothing personal of the first basket carried over.
 */
describe.each(testDatabaseKinds())("POST /basket/:id/copy ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  const basketRow = (basketId: string) =>
    storefront.db.selectFrom("baskets").selectAll().where("basket_uuid", "=", basketId).executeTakeFirstOrThrow();
  const checkoutRow = (basketId: string) =>
    storefront.db.selectFrom("checkout_baskets").selectAll().where("basket_id", "=", basketId).executeTakeFirst();
  const paymentsOf = (basketId: string) =>
    storefront.db.selectFrom("payments").select(["id", "status"]).where("basket_id", "=", basketId).execute();

  /** A guest's basket with a domain and a plan, a voucher, contact details and a card payment started. */
  async function startedBasket(domain: string) {
    const owner = checkoutClient(storefront.app);
    const { basketId } = await basketWithDomain(owner, domain);
    await owner.post(`/basket/${basketId}/item`, {
      items: [{ type: "plan", serviceplan_id: 3101, period: "12m", connected_domain: domain }],
    });
    await owner.put(`/basket/${basketId}/voucher`, { voucher_code: "SAVE10" });
    const due = await owner.get(`/basket/${basketId}/amount_due`);
    const started = await owner.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: due.body.amount_due,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { owner, basketId };
  }

  it("gives another browser a basket of its own with the same items and nothing else", async () => {
    const { owner, basketId } = await startedBasket("copied-items.com");
    const other = checkoutClient(storefront.app);

    const copied = await other.post(`/basket/${basketId}/copy`);

    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId: string = copied.body.basket_uuid;
    expect(copyId).not.toBe(basketId);
    const originalItems = (await owner.get(`/basket/${basketId}`)).body.items.map(
      ({ item }: { item: unknown }) => item,
    );
    const copy = await other.get(`/basket/${copyId}`);
    expect(copy.status).toBe(200);
    expect(copy.body.items.map(({ item }: { item: unknown }) => item)).toEqual(originalItems);
    expect(copy.body).toMatchObject({ parent_customer_id: 101, voucher_code: null, referral_uuid: null });
    // Owned by the browser that asked (its creator cookie), with no contact, account, credit choice or payment.
    const creatorKey = other.cookies.get(basketCreatorCookieName) ?? "";
    expect(creatorKey).not.toBe("");
    expect(await basketRow(copyId)).toMatchObject({ creator_key_hash: sha256(creatorKey), customer_id: null });
    expect(await checkoutRow(copyId)).toBeUndefined();
    expect(await paymentsOf(copyId)).toEqual([]);
    // The original is as its owner left it: its payment still open.
    expect(await paymentsOf(basketId)).toEqual([{ id: expect.any(String), status: "awaiting_customer" }]);
  });

  it("gives a logged-in customer a basket on their account, still without the original's contact", async () => {
    const { basketId } = await startedBasket("copied-for-customer.com");
    const customer = checkoutClient(storefront.app);
    await customer.login(creditCustomer.email, creditCustomer.password);

    const copied = await customer.post(`/basket/${basketId}/copy`);

    expect(copied.status).toBe(201);
    expect(await basketRow(copied.body.basket_uuid)).toMatchObject({ customer_id: creditCustomer.id });
    expect(await checkoutRow(copied.body.basket_uuid)).toBeUndefined();
  });

  it("answers 404 for a basket that does not exist or an id that names none", async () => {
    const other = checkoutClient(storefront.app);
    const unknown = await other.post("/basket/00000000-0000-4000-8000-000000000000/copy");
    expect(unknown).toMatchObject({ status: 404, body: { code: "not_found", message: "Could not find your basket." } });
    expect((await other.post("/basket/not-a-basket/copy")).status).toBe(404);
  });

  it("answers ip_blocked to a blocked client address, creating nothing", async () => {
    const { basketId } = await startedBasket("copied-blocked.com");
    await storefront.db
      .insertInto("blocked_client_addresses")
      .values({ address: "203.0.113.77", reason: "fraud" })
      .execute();
    const before = await storefront.db.selectFrom("baskets").select("basket_uuid").execute();
    const blocked = await storefront.app.request(
      `http://wh.localhost:8080/brand-api/basket/${basketId}/copy`,
      { method: "POST", headers: { host: "wh.localhost:8080", "content-type": "application/json" } },
      { incoming: { socket: { remoteAddress: "203.0.113.77", remoteFamily: "IPv4" } } },
    );
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ code: "ip_blocked" });
    expect(await storefront.db.selectFrom("baskets").select("basket_uuid").execute()).toHaveLength(before.length);
  });
});
