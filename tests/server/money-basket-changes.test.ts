import { describe, expect, it } from "vitest";
import {
  basketWithDomain,
  type CheckoutClient,
  checkoutClient,
  sandboxCard,
  ukContact,
} from "./support/checkout-client";
import { creditCustomer, setCredit } from "./support/credit-baskets";
import { expectEveryOrderPaidExactly } from "./support/paid-equals-total";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

/**
 * Issue 23: pay, then change the basket, then place the order. An order is never placed for more or less than was
 * paid: a change to the total cancels the payment (the order call answers 409 basket_changed with the new amount and
 * writes nothing), and paying the new total places the order for exactly that.
 */

const basketChanged = "Your basket changed, so the payment was cancelled. Please pay the new total.";

type PaymentKind = "stored card" | "stored PayPal" | "card" | "card still settling" | "PayPal" | "direct debit";
const paymentKinds: PaymentKind[] = [
  "stored card",
  "stored PayPal",
  "card",
  "card still settling",
  "PayPal",
  "direct debit",
];

/** The changes a shopper (or a second tab) can make that change the total. */
const totalChanges = {
  "three .io names added": (client: CheckoutClient, basketId: string, _domain?: string) =>
    client.post(`/basket/${basketId}/item`, {
      items: ["one", "two", "three"].map((name) => ({
        type: "domain",
        domain: `changed-${name}.io`,
        action: "register",
        period: "1y",
      })),
    }),
  "voucher SAVE10 applied": (client: CheckoutClient, basketId: string, _domain?: string) =>
    client.put(`/basket/${basketId}/voucher`, { voucher_code: "SAVE10" }),
  "a hosting plan added for the domain": (client: CheckoutClient, basketId: string, domain: string) =>
    client.post(`/basket/${basketId}/item`, {
      items: [{ type: "plan", serviceplan_id: 3101, period: "12m", connected_domain: domain }],
    }),
};

describe.each(testDatabaseKinds())("an order is placed only for what was paid ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  async function loggedIn() {
    const client = checkoutClient(storefront.app);
    await client.login(creditCustomer.email, creditCustomer.password);
    return client;
  }

  /** A basket whose payment of `kind` holds the money (authorised, or settling for card 9995). */
  async function paidBasket(kind: PaymentKind, domain: string) {
    const stored = kind === "stored card" || kind === "stored PayPal";
    const client = stored ? await loggedIn() : checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client, domain);
    if (stored) await client.put(`/basket/${basketId}/customer_id`, { customer_id: creditCustomer.id });
    const type = {
      "stored card": "existing-credit-or-debit",
      "stored PayPal": "existing-paypal",
      card: "new-credit-or-debit",
      "card still settling": "new-credit-or-debit",
      PayPal: "paypal",
      "direct debit": "direct-debit",
    }[kind];
    const paymentMethodId = kind === "stored PayPal" ? creditCustomer.storedCardId + 1 : creditCustomer.storedCardId;
    const started = await client.post(`/basket/${basketId}/payment`, {
      type,
      expected_total: amountDue,
      ...(stored ? { payment_method_id: paymentMethodId } : {}),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const page = started.body.redirect_url ? new URL(started.body.redirect_url).pathname : null;
    if (kind === "card" || kind === "card still settling") {
      const number = kind === "card" ? "4111111111111111" : "4000000000009995";
      await client.form(page ?? "", { ...sandboxCard(number), action: "pay" });
    } else if (kind === "direct debit") {
      await client.form(page ?? "", {
        holder: "Sam Buyer",
        bank_code: "021000021",
        account: "12345678",
        action: "pay",
      });
    } else if (kind === "PayPal") {
      const approved = await client.form(page ?? "", { action: "approve" });
      const payerId = new URL(approved.location ?? "").searchParams.get("PayerID");
      const confirmed = await client.post(`/basket/${basketId}/payment/confirm`, {
        payment_id: started.body.payment_id,
        payer_id: payerId,
      });
      expect(confirmed.body.status).toBe("authorized");
    }
    return { client, basketId, domain, paid: amountDue, paymentId: started.body.payment_id as string };
  }

  const paymentStatus = async (paymentId: string) =>
    (await storefront.db.selectFrom("payments").select("status").where("id", "=", paymentId).executeTakeFirstOrThrow())
      .status;
  const orderOf = (basketId: string) =>
    storefront.db.selectFrom("orders").selectAll().where("basket_id", "=", basketId).executeTakeFirst();

  /** Pays the basket's new amount with the payment kind it was first paid with, and places the order. */
  async function payAgainAndPlace(kind: PaymentKind, client: CheckoutClient, basketId: string, newAmount: number) {
    const stored = kind === "stored card" || kind === "stored PayPal";
    const again = await client.post(`/basket/${basketId}/payment`, {
      type: stored ? "existing-credit-or-debit" : "new-credit-or-debit",
      expected_total: newAmount,
      ...(stored ? { payment_method_id: creditCustomer.storedCardId } : {}),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    if (!stored)
      await client.form(new URL(again.body.redirect_url).pathname, {
        ...sandboxCard(),
        action: "pay",
      });
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.order_id as string;
  }

  describe.each(paymentKinds)("paid by %s", (kind) => {
    it.each(Object.keys(totalChanges) as (keyof typeof totalChanges)[])(
      "%s after paying: no order for the old amount; the new total is asked and paid exactly",
      async (change) => {
        const domain = `${kind.replace(/\W/g, "")}-${change.replace(/\W/g, "")}.com`.toLowerCase();
        const { client, basketId, paid, paymentId } = await paidBasket(kind, domain);
        const edited = await totalChanges[change](client, basketId, domain);
        expect(edited.status, JSON.stringify(edited.body)).toBeLessThan(300);
        const newAmount = (await client.get(`/basket/${basketId}/amount_due`)).body.amount_due;
        expect(newAmount).not.toBe(paid);
        // The change cancelled the payment in the same transaction: the provider holds nothing for it now.
        expect(await paymentStatus(paymentId)).toBe("voided");

        const refused = await client.post(`/basket/${basketId}/placeorder`);
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          code: "basket_changed",
          message: basketChanged,
          order_id: null,
          amount_due: newAmount,
        });
        expect(await orderOf(basketId)).toBeUndefined();

        const orderId = await payAgainAndPlace(kind, client, basketId, newAmount);
        const order = await client.get(`/order/${orderId}`);
        const price = await client.get(`/basket/${basketId}/price`);
        expect(order.body.total).toBe(price.body.total);
        expect(await expectEveryOrderPaidExactly(storefront.db, [basketId])).toBe(1);
      },
    );
  });

  // Issue 35 turned these two round: who pays (the contact, the account) and how (credit on or off) are part of what a
  // payment pays for, so changing them cancels it like a change to the total. Before, a stranger holding the basket's
  // id could put in their own contact after the owner paid, and the owner's order went out with it.
  it("cancels the payment when the contact changes though the total stays, and places the paid-again order", async () => {
    const { client, basketId, paid, paymentId } = await paidBasket("card", "contact-after-paying.com");
    const moved = await client.put(`/basket/${basketId}/contact`, { ...ukContact, adr1: "2 Low Street" });
    expect(moved.status).toBe(200);
    expect(await paymentStatus(paymentId)).toBe("voided");
    const refused = await client.post(`/basket/${basketId}/placeorder`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "basket_changed", amount_due: paid });
    expect(await orderOf(basketId)).toBeUndefined();
    await payAgainAndPlace("card", client, basketId, paid);
    expect((await orderOf(basketId))?.total_minor).toBe(paid);
    expect(await expectEveryOrderPaidExactly(storefront.db, [basketId])).toBe(1);
  });

  it("cancels the payment when credit is switched on after paying; the credit then pays: captured + credit = total", async () => {
    await setCredit(storefront.db, 2000);
    const { client, basketId, paid, paymentId } = await paidBasket("stored card", "credit-after-paying.com");
    const due = await client.put(`/basket/${basketId}/use_credit`, { use_credit: true });
    expect(due.body.amount_due).toBe(0);
    expect(await paymentStatus(paymentId)).toBe("voided");
    expect((await client.post(`/basket/${basketId}/placeorder`)).status).toBe(409);
    const placed = await client.put(`/customer/${creditCustomer.id}/customers/basket/${basketId}/zero`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await orderOf(basketId))?.total_minor).toBe(paid);
    expect(await expectEveryOrderPaidExactly(storefront.db, [basketId])).toBe(1);
  });

  it("cancels a payment whose shopper is still on the card page when the basket changes: nothing can be taken", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client, "changed-while-away.com");
    const started = await client.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    await totalChanges["three .io names added"](client, basketId);
    const pagePath = new URL(started.body.redirect_url).pathname;
    const page = await client.page(pagePath);
    expect(page.status).toBe(409);
    expect(page.text).toContain("Payment cancelled");
    const sent = await client.form(pagePath, {
      ...sandboxCard(),
      action: "pay",
    });
    expect(sent.text).toContain("Payment cancelled");
    expect((await client.post(`/basket/${basketId}/payment/refresh`)).body.status).toBe("voided");
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.code).toBe("basket_changed");
    expect(await orderOf(basketId)).toBeUndefined();
  });

  it("refuses every change to an ordered basket (409 basket_ordered) and keeps what was ordered", async () => {
    const { client, basketId } = await paidBasket("card", "ordered-then-changed.com");
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.status).toBe(200);
    const before = await client.get(`/basket/${basketId}/price`);
    const answers = [
      await totalChanges["three .io names added"](client, basketId),
      await totalChanges["voucher SAVE10 applied"](client, basketId),
      await totalChanges["a hosting plan added for the domain"](client, basketId, "ordered-then-changed.com"),
      await client.put(`/basket/${basketId}/contact`, { ...ukContact, country: "US" }),
      await client.put(`/basket/${basketId}/referral`, { referral_uuid: crypto.randomUUID() }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe("basket_ordered");
    }
    expect((await client.get(`/basket/${basketId}/price`)).body).toEqual(before.body);
    expect(await expectEveryOrderPaidExactly(storefront.db, [basketId])).toBe(1);
  });

  it("never places a credit-paid order for a total its credit no longer covers", async () => {
    await setCredit(storefront.db, 2000);
    const client = await loggedIn();
    const { basketId } = await basketWithDomain(client, "credit-then-more.com");
    await client.put(`/basket/${basketId}/customer_id`, { customer_id: creditCustomer.id });
    expect((await client.put(`/basket/${basketId}/use_credit`, { use_credit: true })).body.amount_due).toBe(0);
    await totalChanges["three .io names added"](client, basketId);
    const zero = await client.put(`/customer/${creditCustomer.id}/customers/basket/${basketId}/zero`);
    expect(zero.status).toBe(409);
    expect(await orderOf(basketId)).toBeUndefined();
  });

  it("lets each of 20 races between a change and the order end one way: ordered as paid, or changed and unpaid", async () => {
    const baskets = [];
    for (let i = 0; i < 20; i++) baskets.push(await paidBasket(i % 2 ? "card" : "stored card", `race-${i}.com`));
    await Promise.all(
      baskets.flatMap(({ client, basketId }) => [
        totalChanges["three .io names added"](client, basketId),
        client.post(`/basket/${basketId}/placeorder`),
      ]),
    );
    await expectEveryOrderPaidExactly(
      storefront.db,
      baskets.map((basket) => basket.basketId),
    );
    for (const { client, basketId, paymentId, paid } of baskets) {
      const order = await orderOf(basketId);
      const status = await paymentStatus(paymentId);
      if (order) {
        expect(order.total_minor).toBe(paid);
        expect(status).toBe("captured");
      } else {
        expect(status).toBe("voided");
        expect((await client.post(`/basket/${basketId}/placeorder`)).body.code).toBe("basket_changed");
      }
    }
  });
});
