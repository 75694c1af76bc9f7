import { describe, expect, it } from "vitest";
import {
  basketWithDomain,
  type CheckoutClient,
  checkoutClient,
  sandboxCard,
  ukContact,
} from "./support/checkout-client";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("payments and placing orders ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  /** Pays a new basket on the sandbox card page and answers the basket id and the provider's redirect. */
  async function payByCard(client: CheckoutClient, number: string, extra: Record<string, string> = {}) {
    const { basketId, amountDue } = await basketWithDomain(client);
    const payment = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    expect(payment.status).toBe(200);
    const pagePath = new URL(payment.body.redirect_url).pathname;
    const page = await client.page(pagePath);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/sandbox/card-brand.js" defer></script>');
    const sent = await client.form(pagePath, { ...sandboxCard(number), action: "pay", ...extra });
    return { basketId, pagePath, sent };
  }

  it("charges a guest's card: redirect to the hosted page, back to the brand's return route, one order", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, sent } = await payByCard(client, "4111 1111 1111 1111");
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(
      `http://wh.localhost:8080/order/thg-checkout-complete/?basket=${basketId}&pathname=%2Forder%2Fcheckout%2F`,
    );
    expect((await client.post(`/basket/${basketId}/payment/refresh`)).body.status).toBe("authorized");
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.body).toEqual({ order_id: expect.stringMatching(/^\d{12}$/), status: "charged", error: null });
    const order = await client.get(`/order/${placed.body.order_id}`);
    expect(order.body).toMatchObject({ status: "charged", currency: "USD", payment_type: "new-credit-or-debit" });
    expect(order.body.items[0].base.codename).toEqual(expect.any(String));
    const again = await client.post(`/basket/${basketId}/payment`, { type: "new-credit-or-debit", expected_total: 0 });
    expect(again.body.code).toBe("duplicate_transaction");
  });

  it.each([
    ["4000 0000 0000 0002", "declined"],
    ["4000 0000 0000 0127", "bad_cvv"],
    ["4000 0000 0000 0069", "expiry_too_old"],
    ["4111 1111 1111 1112", "bad_card_number"],
  ])("reports card %s as %s and places no order", async (number, code) => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await payByCard(client, number);
    expect((await client.post(`/basket/${basketId}/payment/refresh`)).body).toMatchObject({
      status: "failed",
      error: code,
    });
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.status).toBe(409);
    expect(placed.body).toEqual({
      order_id: null,
      status: null,
      error: "payment_incomplete",
      code: "payment_incomplete",
      message: expect.any(String),
    });
  });

  it("reports an unreadable expiry date as invalid_expiry", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await payByCard(client, "4111111111111111", { expiry: "13/99" });
    expect((await client.post(`/basket/${basketId}/payment/refresh`)).body.error).toBe("invalid_expiry");
  });

  it("keeps card 9995 pending for 2 refreshes, then charges it", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await payByCard(client, "4000000000009995");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.post(`/basket/${basketId}/payment/refresh`)).body.status);
    expect(statuses).toEqual(["pending", "pending", "authorized"]);
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("charged");
  });

  it("places a payment-pending order that the public status then settles", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await payByCard(client, "4000000000009995");
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.body.status).toBe("payment pending");
    const reads = [];
    for (let i = 0; i < 3; i++)
      reads.push((await client.get(`/order/${placed.body.order_id}/status/public`)).body.status);
    expect(reads).toEqual(["payment pending", "payment pending", "charged"]);
  });

  it("places card 0259 as a risky order that staff review and charge", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await payByCard(client, "4000000000000259");
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.body.status).toBe("risky");
    const orderId = placed.body.order_id;
    const tracking = await client.get(`/order/${orderId}/tracking`);
    expect(tracking.body).toMatchObject({ transaction_id: orderId, currency: "USD" });
    const actions = (await client.get(`/order/${orderId}/action`)).body.actions;
    expect(actions).toEqual([{ id: expect.any(Number), type: "review_risk", processed: false }]);
    expect((await client.post(`/action/${actions[0].id}/process`)).status).toBe(403);

    const staff = checkoutClient(storefront.app);
    await staff.login("staff@example.com", "Storefront-Staff-1");
    expect((await staff.post(`/order/${orderId}/charge`)).status).toBe(409);
    expect((await staff.post(`/action/${actions[0].id}/process`)).body.status).toBe("approved");
    expect((await staff.post(`/order/${orderId}/charge`)).body.status).toBe("charged");
    expect((await client.get(`/order/${orderId}/status/public`)).body.status).toBe("charged");
  });

  it("never takes a card twice: Back to the hosted page after paying shows it was already submitted", async () => {
    const client = checkoutClient(storefront.app);
    const { pagePath } = await payByCard(client, "4111111111111111");
    const back = await client.page(pagePath);
    expect(back.status).toBe(200);
    expect(back.text).toContain("Payment already submitted");
    const resubmitted = await client.form(pagePath, {
      ...sandboxCard(),
    });
    expect(resubmitted.text).toContain("Payment already submitted");
  });

  it("gives one order and one charge for two place-order calls at once", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await payByCard(client, "4111111111111111");
    const [first, second] = await Promise.all([
      client.post(`/basket/${basketId}/placeorder`),
      client.post(`/basket/${basketId}/placeorder`),
    ]);
    expect(first.body.order_id).toEqual(expect.any(String));
    expect(second.body.order_id).toBe(first.body.order_id);
    const orders = await storefront.db.selectFrom("orders").select("id").where("basket_id", "=", basketId).execute();
    expect(orders).toHaveLength(1);
    const payments = await storefront.db
      .selectFrom("payments")
      .select("status")
      .where("basket_id", "=", basketId)
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(["captured"]);
  });

  it("voids the earlier authorisation when a basket is sent to the card page again, and captures only the last", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, sent } = await payByCard(client, "4111111111111111");
    expect(sent.status).toBe(303);
    const [first] = await storefront.db.selectFrom("payments").select("id").where("basket_id", "=", basketId).execute();
    const amountDue = (await client.get(`/basket/${basketId}/amount_due`)).body.amount_due;
    const abandoned = await client.post(`/basket/${basketId}/payment`, { type: "paypal", expected_total: amountDue });
    const again = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    const pagePath = new URL(again.body.redirect_url).pathname;
    await client.form(pagePath, { ...sandboxCard(), action: "pay" });
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("charged");

    const status = async (id: string) =>
      (await storefront.db.selectFrom("payments").select("status").where("id", "=", id).executeTakeFirstOrThrow())
        .status;
    expect(await status(first.id)).toBe("voided");
    expect(await status(abandoned.body.payment_id)).toBe("voided");
    expect(await status(again.body.payment_id)).toBe("captured");
    // The abandoned provider page can no longer take a payment.
    const late = await client.form(new URL(abandoned.body.redirect_url).pathname, { action: "approve" });
    expect(late.text).toContain("Payment cancelled");
  });

  it("approves and confirms PayPal, and a cancelled PayPal payment places no order", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client);
    const payment = await client.post(`/basket/${basketId}/payment`, { type: "paypal", expected_total: amountDue });
    const pagePath = new URL(payment.body.redirect_url).pathname;
    expect((await client.page(pagePath)).text).toContain("Approve");
    const approved = await client.form(pagePath, { action: "approve" });
    const back = new URL(approved.location ?? "");
    expect(back.pathname).toBe("/order/paypal-complete/");
    expect(back.searchParams.get("basket")).toBe(basketId);
    expect(back.searchParams.get("isExistingCustomer")).toBe("0");
    expect(back.searchParams.get("PayerID")).toEqual(expect.any(String));
    const confirmed = await client.post(`/basket/${basketId}/payment/confirm`, {
      payment_id: back.searchParams.get("token"),
      payer_id: back.searchParams.get("PayerID"),
    });
    expect(confirmed.body.status).toBe("authorized");
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("charged");

    const other = await basketWithDomain(client, "paypal-cancel.com");
    const second = await client.post(`/basket/${other.basketId}/payment`, {
      type: "paypal",
      expected_total: other.amountDue,
    });
    const cancelled = await client.form(new URL(second.body.redirect_url).pathname, { action: "cancel" });
    expect(new URL(cancelled.location ?? "").searchParams.get("PayerID")).toBeNull();
    expect((await client.post(`/basket/${other.basketId}/payment/refresh`)).body.status).toBe("cancelled");
    expect((await client.post(`/basket/${other.basketId}/placeorder`)).status).toBe(409);
  });

  it("sets up a direct debit, refusing account number 00000000", async () => {
    const client = checkoutClient(storefront.app, "uk2.localhost:8080");
    const { basketId, amountDue } = await basketWithDomain(client, "debit-test.co.uk", 303);
    const payment = await client.post(`/basket/${basketId}/payment`, {
      type: "direct-debit",
      expected_total: amountDue,
    });
    expect(payment.body.redirect_url).toMatch(/^http:\/\/uk2\.localhost:8080\/sandbox\/direct-debit\//);
    const pagePath = new URL(payment.body.redirect_url).pathname;
    expect((await client.page(pagePath)).text).toContain("Sort code");
    const refused = await client.form(pagePath, {
      holder: "Sam",
      bank_code: "12-34-56",
      account: "00000000",
      action: "pay",
    });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain("The bank refused these account details");
    const accepted = await client.form(pagePath, {
      holder: "Sam",
      bank_code: "12-34-56",
      account: "12345678",
      action: "pay",
    });
    expect(accepted.location).toMatch(/^http:\/\/uk2\.localhost:8080\/order\/thg-checkout-complete\//);
    await client.post(`/basket/${basketId}/payment/refresh`);
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("processed");
  });

  it("pays a logged-in customer's basket with the stored card, PayPal or account credit", async () => {
    const client = checkoutClient(storefront.app);
    await client.login("customer@example.com", "Storefront-Demo-1");
    const { basketId, amountDue } = await basketWithDomain(client, "stored-card.com");
    await client.put(`/basket/${basketId}/customer_id`, { customer_id: 101001 });
    const notMine = await client.post(`/basket/${basketId}/payment`, {
      type: "existing-credit-or-debit",
      payment_method_id: 1020011,
      expected_total: amountDue,
    });
    expect(notMine.status).toBe(403);
    const stored = await client.post(`/basket/${basketId}/payment`, {
      type: "existing-credit-or-debit",
      payment_method_id: 1010011,
      expected_total: amountDue,
    });
    expect(stored.body.redirect_url).toBeUndefined();
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.status).toBe("charged");

    const credit = await basketWithDomain(client, "credit.com");
    await client.put(`/basket/${credit.basketId}/customer_id`, { customer_id: 101001 });
    const due = await client.put(`/basket/${credit.basketId}/use_credit`, { use_credit: true });
    expect(due.body.credit_applied).toBe(Math.min(2000, due.body.total));
    expect(due.body.amount_due).toBe(due.body.total - due.body.credit_applied);
    // A .com registration costs less than the 20.00 credit: nothing is left to pay.
    expect(due.body.amount_due).toBe(0);
    const zero = await client.put(`/customer/101001/customers/basket/${credit.basketId}/zero`);
    expect(zero.body.status).toBe("processed");
    expect((await client.get(`/order/${zero.body.order_id}`)).body.payment_type).toBe("no-payment");
    expect((await client.get("/customer/101001/credit")).body.credit).toBe(2000 - due.body.credit_applied);
  });

  it("lets only staff place a zero-basket order when something is left to pay", async () => {
    const guest = checkoutClient(storefront.app);
    const { basketId } = await basketWithDomain(guest, "staff-order.com");
    const refused = await guest.put(`/customer/101/customers/basket/${basketId}/zero`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("staff_only");

    const staff = checkoutClient(storefront.app);
    await staff.login("staff@example.com", "Storefront-Staff-1");
    const staffBasket = await basketWithDomain(staff, "staff-order.com");
    await staff.put(`/basket/${staffBasket.basketId}/customer_id`, { customer_id: 101002 });
    const placed = await staff.put(`/customer/101002/customers/basket/${staffBasket.basketId}/zero`);
    expect(placed.body).toMatchObject({ status: "processed", error: null });
    expect((await staff.get(`/order/${placed.body.order_id}`)).body.payment_type).toBe("staff");
  });

  it("stops a payment when the total changed since it was shown", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client, "changed.com");
    const payment = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue + 100,
    });
    expect(payment.status).toBe(409);
    expect(payment.body).toMatchObject({ code: "price_changed", amount_due: amountDue });
  });

  it("refuses another account's basket (not_yours) and a basket in the other currency", async () => {
    const owner = checkoutClient(storefront.app);
    await owner.login("customer@example.com", "Storefront-Demo-1");
    const { basketId, amountDue } = await basketWithDomain(owner, "mine.com");
    await owner.put(`/basket/${basketId}/customer_id`, { customer_id: 101001 });
    const stranger = checkoutClient(storefront.app);
    const refused = await stranger.post(`/basket/${basketId}/payment`, { type: "paypal", expected_total: amountDue });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("not_yours");
    expect((await owner.put(`/basket/${basketId}/customer_id`, { customer_id: 202001 })).status).toBe(403);

    await storefront.db.updateTable("customers").set({ currency: "GBP" }).where("id", "=", 101001).execute();
    const mismatch = await owner.post(`/basket/${basketId}/payment`, { type: "paypal", expected_total: amountDue });
    await storefront.db.updateTable("customers").set({ currency: "USD" }).where("id", "=", 101001).execute();
    expect(mismatch.body.code).toBe("currency_mismatch");
  });

  it("sells .eu only to EU addresses and .ca only to matching Canadian registrants", async () => {
    const client = checkoutClient(storefront.app, "uk2.localhost:8080");
    const eu = await basketWithDomain(client, "rules-test.eu", 303);
    const euRefused = await client.post(`/basket/${eu.basketId}/payment`, {
      type: "paypal",
      expected_total: eu.amountDue,
    });
    expect(euRefused.body.code).toBe("eu_only");
    await client.put(`/basket/${eu.basketId}/contact`, { ...ukContact, country: "IE", postcode: "D02 XY45" });
    expect(
      (await client.post(`/basket/${eu.basketId}/payment`, { type: "paypal", expected_total: eu.amountDue })).status,
    ).toBe(200);

    const wh = checkoutClient(storefront.app);
    const ca = await basketWithDomain(wh, "rules-test.ca");
    expect(
      (await wh.post(`/basket/${ca.basketId}/payment`, { type: "paypal", expected_total: ca.amountDue })).body.code,
    ).toBe("ca_registrant_mismatch");
    await wh.put(`/basket/${ca.basketId}/contact`, { ...ukContact, country: "CA", postcode: "K1A 0B1" });
    expect(
      (await wh.post(`/basket/${ca.basketId}/payment`, { type: "paypal", expected_total: ca.amountDue })).status,
    ).toBe(200);
  });

  it("refuses a hosting plan without its domain, and bad input", async () => {
    const client = checkoutClient(storefront.app);
    const created = await client.post("/basket", { parent_customer_id: 101 });
    const basketId = created.body.basket_uuid;
    await client.post(`/basket/${basketId}/item`, {
      items: [{ type: "plan", serviceplan_id: 3101, period: "12m", connected_domain: null }],
    });
    const due = (await client.get(`/basket/${basketId}/amount_due`)).body.amount_due;
    const refused = await client.post(`/basket/${basketId}/payment`, { type: "paypal", expected_total: due });
    expect(refused.body.code).toBe("plan_requires_item");

    expect((await client.post(`/basket/${basketId}/payment`, { type: "bitcoin", expected_total: 1 })).status).toBe(400);
    expect((await client.put(`/basket/${basketId}/contact`, { email: "not-an-email" })).status).toBe(400);
    expect((await client.post("/basket/no-such-basket/placeorder")).body).toEqual({
      code: "not_found",
      message: "Could not find your basket.",
    });
  });
});
