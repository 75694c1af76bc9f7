import { describe, expect, it } from "vitest";
import { checkoutClient } from "./support/checkout-client";
import { creditBasket, creditCustomer, creditOf, payRestWithStoredCard, setCredit } from "./support/credit-baskets";
import { testApp, testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("a payment provider that fails places no order ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it.each([
    ["refuses the capture", { STOREFRONT_FAULT_POINT: "provider-capture-fails" }],
    [
      "does not answer in time",
      { STOREFRONT_FAULT_POINT: "provider-capture-times-out", PAYMENT_PROVIDER_TIMEOUT_MS: "50" },
    ],
  ])("when it %s: no order, credit and payment untouched, and a later retry places it once", async (_, env) => {
    const app = testApp(storefront.db, testConfig(env));
    const client = checkoutClient(app);
    await client.login(creditCustomer.email, creditCustomer.password);
    await setCredit(storefront.db, 300);
    const basket = await creditBasket(client, `provider-${env.STOREFRONT_FAULT_POINT}.com`);
    const paymentId = await payRestWithStoredCard(client, basket.basketId, basket.total - 300);

    const refused = await client.post(`/basket/${basket.basketId}/placeorder`);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ code: "payment_provider_failed", message: expect.any(String) });
    const orders = await storefront.db
      .selectFrom("orders")
      .selectAll()
      .where("basket_id", "=", basket.basketId)
      .execute();
    expect(orders).toEqual([]);
    expect(await creditOf(storefront.db)).toBe(300);
    const payment = await storefront.db.selectFrom("payments").select("status").where("id", "=", paymentId).execute();
    expect(payment).toEqual([{ status: "authorized" }]);

    // The provider works again: the same basket is placed, the credit taken once, the payment captured once.
    const healthy = checkoutClient(testApp(storefront.db, testConfig()));
    for (const [name, value] of client.cookies) healthy.cookies.set(name, value);
    const placed = await healthy.post(`/basket/${basket.basketId}/placeorder`);
    expect(placed.body).toMatchObject({ status: "charged", error: null });
    expect(await creditOf(storefront.db)).toBe(0);
    expect(await healthy.post(`/basket/${basket.basketId}/placeorder`)).toMatchObject({ body: placed.body });
    expect(await creditOf(storefront.db)).toBe(0);
    const captured = await storefront.db.selectFrom("payments").select("status").where("id", "=", paymentId).execute();
    expect(captured).toEqual([{ status: "captured" }]);
  });
});
