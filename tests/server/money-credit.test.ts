import { describe, expect, it } from "vitest";
import { checkoutClient } from "./support/checkout-client";
import { creditBasket, creditCustomer, creditOf, payRestWithStoredCard, setCredit } from "./support/credit-baskets";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const concurrentOrders = 20;

describe.each(testDatabaseKinds())("account credit is spent once ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  async function loggedIn() {
    const client = checkoutClient(storefront.app);
    await client.login(creditCustomer.email, creditCustomer.password);
    return client;
  }

  async function paymentStatuses(basketId: string) {
    const rows = await storefront.db
      .selectFrom("payments")
      .select("status")
      .where("basket_id", "=", basketId)
      .orderBy("created_at")
      .execute();
    return rows.map((row) => row.status);
  }

  it(`places exactly the affordable ones of ${concurrentOrders} concurrent credit-only orders`, async () => {
    const client = await loggedIn();
    await setCredit(storefront.db, 2000);
    const baskets = [];
    for (let i = 0; i < concurrentOrders; i++) baskets.push(await creditBasket(client, `credit-race-${i}.com`));
    const price = baskets[0].total;
    // A .com costs less than the credit, so each basket is paid by credit alone and placed with the zero call.
    expect(baskets.every((basket) => basket.total === price && basket.creditApplied === price)).toBe(true);
    const affordable = Math.floor(2000 / price);
    expect(affordable).toBeLessThan(concurrentOrders);

    const answers = await Promise.all(
      baskets.map((basket) => client.put(`/customer/${creditCustomer.id}/customers/basket/${basket.basketId}/zero`)),
    );

    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(affordable);
    expect(placed.every((answer) => answer.body.status === "processed")).toBe(true);
    const left = 2000 - affordable * price;
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: "credit_unavailable", message: expect.any(String) });
      // The fresh amount to pay: the total less what credit is really left, never zero.
      expect(answer.body.amount_due).toBe(price - left);
    }
    expect(await creditOf(storefront.db)).toBe(left);
    const orders = await storefront.db
      .selectFrom("orders")
      .select("id")
      .where(
        "basket_id",
        "in",
        baskets.map((basket) => basket.basketId),
      )
      .execute();
    expect(orders).toHaveLength(affordable);
  });

  // Twenty baskets paid one by one before the race: 12 s of a busy 2-core machine's CPU, so more than the default time.
  it(`lets only one of ${concurrentOrders} concurrently paid baskets spend the same credit`, {
    timeout: 60_000,
  }, async () => {
    const client = await loggedIn();
    await setCredit(storefront.db, 300);
    const baskets = [];
    for (let i = 0; i < concurrentOrders; i++) {
      const basket = await creditBasket(client, `paid-race-${i}.com`);
      expect(basket.creditApplied).toBe(300);
      await payRestWithStoredCard(client, basket.basketId, basket.total - 300);
      baskets.push(basket);
    }

    const answers = await Promise.all(baskets.map((basket) => client.post(`/basket/${basket.basketId}/placeorder`)));

    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    expect(placed[0].body.status).toBe("charged");
    expect(await creditOf(storefront.db)).toBe(0);
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 200) {
        expect(await paymentStatuses(baskets[index].basketId)).toEqual(["captured"]);
        continue;
      }
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: "credit_unavailable", amount_due: baskets[index].total });
      // The authorisation was for the total less credit that is gone: it is released, not left hanging.
      expect(await paymentStatuses(baskets[index].basketId)).toEqual(["voided"]);
    }

    // A refused basket pays the fresh amount and is ordered; the account stays at zero.
    const retry = baskets[answers.findIndex((answer) => answer.status === 409)];
    const due = await client.get(`/basket/${retry.basketId}/amount_due`);
    expect(due.body).toMatchObject({ credit_applied: 0, amount_due: retry.total });
    await payRestWithStoredCard(client, retry.basketId, retry.total);
    const second = await client.post(`/basket/${retry.basketId}/placeorder`);
    expect(second.body).toMatchObject({ status: "charged", error: null });
    expect(await creditOf(storefront.db)).toBe(0);
  });

  it("refuses the second of two baskets whose payments both counted on the credit, placed one after the other", async () => {
    const client = await loggedIn();
    await setCredit(storefront.db, 300);
    const first = await creditBasket(client, "one-after-other-1.com");
    const second = await creditBasket(client, "one-after-other-2.com");
    await payRestWithStoredCard(client, first.basketId, first.total - 300);
    await payRestWithStoredCard(client, second.basketId, second.total - 300);
    expect((await client.post(`/basket/${first.basketId}/placeorder`)).status).toBe(200);
    const refused = await client.post(`/basket/${second.basketId}/placeorder`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "credit_unavailable", amount_due: second.total });
    expect(await creditOf(storefront.db)).toBe(0);
    // Asking again changes nothing: still no order, the credit untouched.
    expect((await client.post(`/basket/${second.basketId}/placeorder`)).status).toBe(409);
    expect(await creditOf(storefront.db)).toBe(0);
  });

  it("keeps the credit of a customer who does not use it", async () => {
    const client = await loggedIn();
    await setCredit(storefront.db, 300);
    const basket = await creditBasket(client, "no-credit.com");
    await client.put(`/basket/${basket.basketId}/use_credit`, { use_credit: false });
    await payRestWithStoredCard(client, basket.basketId, basket.total);
    expect((await client.post(`/basket/${basket.basketId}/placeorder`)).status).toBe(200);
    expect(await creditOf(storefront.db)).toBe(300);
  });

  it("refuses negative credit in the database itself", async () => {
    await setCredit(storefront.db, 100);
    await expect(
      storefront.db
        .updateTable("customers")
        .set((eb) => ({ credit_minor: eb("credit_minor", "-", 101) }))
        .where("id", "=", creditCustomer.id)
        .execute(),
    ).rejects.toThrow();
    expect(await creditOf(storefront.db)).toBe(100);
  });
});
