import { beforeAll, describe, expect, it } from "vitest";
import { basketLineLimit } from "../../contract/limits";
import { basketWithDomain, checkoutClient } from "../server/support/checkout-client";
import {
  creditBasket,
  creditCustomer,
  creditOf,
  payRestWithStoredCard,
  setCredit,
} from "../server/support/credit-baskets";
import { useTestApp } from "../server/support/test-app";
import { testDatabaseKinds } from "../server/support/test-databases";
import { guestPaidBasket, loggedInAs, paymentStatus, seeded } from "./support/attackers";

/**
 * Issue 35's smaller findings, each a test that failed before: who pays and how are part of what a payment pays for;
 * an account is its brand's; a basket has a line limit.
 */
describe.each(testDatabaseKinds())("payer, brand and size of a basket ($name)", ({ open }) => {
  const storefront = useTestApp(open);
  beforeAll(() => setCredit(storefront.db, 2000));

  it("cancels a credit-plus-card payment when credit is switched off: the credit is never taken", async () => {
    await setCredit(storefront.db, 300);
    const client = checkoutClient(storefront.app);
    await client.login(creditCustomer.email, creditCustomer.password);
    const basket = await creditBasket(client, "credit-then-off.com");
    expect(basket.creditApplied).toBe(300);
    const paymentId = await payRestWithStoredCard(client, basket.basketId, basket.total - 300);
    const off = await client.put(`/basket/${basket.basketId}/use_credit`, { use_credit: false });
    expect(off.body.amount_due).toBe(basket.total);
    expect(await paymentStatus(storefront.db, paymentId)).toBe("voided");
    const placed = await client.post(`/basket/${basket.basketId}/placeorder`);
    expect(placed.status).toBe(409);
    expect(placed.body.code).toBe("basket_changed");
    expect(await creditOf(storefront.db)).toBe(300);
  });

  it("cancels a guest's card payment when the guest logs in and takes the basket: nothing is paid twice", async () => {
    await setCredit(storefront.db, 2000);
    const client = checkoutClient(storefront.app);
    const paid = await guestPaidBasket(client, "paid-then-logged-in.com");
    await client.login(creditCustomer.email, creditCustomer.password);
    expect((await client.put(`/basket/${paid.basketId}/customer_id`, { customer_id: creditCustomer.id })).status).toBe(
      200,
    );
    expect(await paymentStatus(storefront.db, paid.paymentId)).toBe("voided");
    const due = await client.get(`/basket/${paid.basketId}/amount_due`);
    expect(due.body.amount_due).toBe(paid.amountDue);
    // Credit on: the credit pays it all, once; the card payment is released, not taken as well.
    const withCredit = await client.put(`/basket/${paid.basketId}/use_credit`, { use_credit: true });
    expect(withCredit.body.amount_due).toBe(0);
    const placed = await client.put(`/customer/${creditCustomer.id}/customers/basket/${paid.basketId}/zero`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await paymentStatus(storefront.db, paid.paymentId)).toBe("voided");
    expect(await creditOf(storefront.db)).toBe(2000 - paid.amountDue);
  });

  it("treats another brand's account as a guest: an MP account cannot take a WH basket or spend its credit there", async () => {
    const mpCustomer = await loggedInAs(storefront.app, storefront.db, seeded.mpCustomer);
    const { basketId, amountDue } = await basketWithDomain(mpCustomer, "mp-credit-on-wh.com");
    const attached = await mpCustomer.put(`/basket/${basketId}/customer_id`, { customer_id: seeded.mpCustomer });
    expect(attached.status).toBe(403);
    expect(attached.body.code).toBe("not_yours");
    const credit = await mpCustomer.put(`/basket/${basketId}/use_credit`, { use_credit: true });
    expect(credit.status).toBe(401);
    expect(credit.body.code).toBe("not_logged_in");
    const stored = await mpCustomer.post(`/basket/${basketId}/payment`, {
      type: "existing-credit-or-debit",
      payment_method_id: seeded.mpCustomer * 10 + 1,
      expected_total: amountDue,
    });
    expect(stored.status).toBeGreaterThanOrEqual(400);
    expect(stored.body.code).toBe("authentication");
    expect((await mpCustomer.get(`/basket/${basketId}/amount_due`)).body.credit_applied).toBe(0);
  });

  it("lets staff charge their own brand's orders only: a WH staff account finds no UK2 order", async () => {
    const placeOrder = async (host: string, parent: number, domain: string) => {
      const owner = checkoutClient(storefront.app, host);
      const paid = await guestPaidBasket(owner, domain, parent);
      const placed = await owner.post(`/basket/${paid.basketId}/placeorder`);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return String(placed.body.order_id);
    };
    const ukOrder = await placeOrder("uk2.localhost:8080", 303, "uk2-staff-order.co.uk");
    const whOrder = await placeOrder("wh.localhost:8080", 101, "wh-staff-order.com");
    const whStaff = await loggedInAs(storefront.app, storefront.db, seeded.whStaff);
    expect((await whStaff.post(`/order/${ukOrder}/charge`)).status).toBe(404);
    expect((await whStaff.post(`/order/${whOrder}/charge`)).status).toBe(200);
  });

  it(`holds at most ${basketLineLimit} lines, also when adds race each other`, async () => {
    const client = checkoutClient(storefront.app);
    const { basketId } = await basketWithDomain(client, "line-limit-0.com");
    const names = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        type: "domain",
        domain: `line-limit-${from + i}.com`,
        action: "register",
        period: "1y",
      }));
    const racing = await Promise.all([
      client.post(`/basket/${basketId}/item`, { items: names(1, 60) }),
      client.post(`/basket/${basketId}/item`, { items: names(61, 60) }),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const full = racing.find((answer) => answer.status === 422);
    expect(full?.body).toMatchObject({
      code: "basket_full",
      message: `A basket holds at most ${basketLineLimit} items. Please check out these items first, then start a new basket for the rest.`,
    });
    const filled = await client.post(`/basket/${basketId}/item`, { items: names(200, basketLineLimit - 61) });
    expect(filled.status).toBe(201);
    expect(filled.body.items).toHaveLength(basketLineLimit);
    const over = await client.post(`/basket/${basketId}/item`, { items: names(400, 1) });
    expect(over.status).toBe(422);
    expect((await client.get(`/basket/${basketId}`)).body.items).toHaveLength(basketLineLimit);
  });
});
