import { describe, expect, it } from "vitest";
import { brandTerms } from "../../brands/terms";
import { basketWithDomain, checkoutClient, sandboxCard } from "./support/checkout-client";
import { creditBasket, creditCustomer, setCredit } from "./support/credit-baskets";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("the terms an order was placed under ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("records the brand's terms and when the shopper paid, for a card order and a credit-only order", async () => {
    const guest = checkoutClient(storefront.app, "uk2.localhost:8080");
    const { basketId, amountDue } = await basketWithDomain(guest, "terms-card.co.uk", 303);
    const before = new Date().toISOString();
    const payment = await guest.post(`/basket/${basketId}/payment`, {
      type: "new-credit-or-debit",
      expected_total: amountDue,
    });
    await guest.form(new URL(payment.body.redirect_url).pathname, {
      ...sandboxCard(),
      action: "pay",
    });
    await guest.post(`/basket/${basketId}/payment/refresh`);
    const placed = (await guest.post(`/basket/${basketId}/placeorder`)).body;
    const order = (await guest.get(`/order/${placed.order_id}`)).body;
    expect(order.terms_accepted).toEqual({
      path: "/terms-and-conditions/general/",
      version: brandTerms.UK2.version,
      accepted_at: expect.any(String),
    });
    // Accepted when the shopper pressed Pay (the payment started), before the order was placed.
    expect(order.terms_accepted.accepted_at >= before).toBe(true);
    expect(order.terms_accepted.accepted_at <= order.created_at).toBe(true);
    const row = await storefront.db
      .selectFrom("orders")
      .select(["terms_slug", "terms_version", "terms_accepted_at"])
      .where("id", "=", placed.order_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      terms_slug: "general",
      terms_version: brandTerms.UK2.version,
      terms_accepted_at: order.terms_accepted.accepted_at,
    });

    const customer = checkoutClient(storefront.app);
    await customer.login(creditCustomer.email, creditCustomer.password);
    await setCredit(storefront.db, 100_000);
    const credit = await creditBasket(customer, "terms-credit.com");
    const zero = await customer.put(`/customer/${creditCustomer.id}/customers/basket/${credit.basketId}/zero`);
    expect(zero.status).toBe(200);
    const creditOrder = (await customer.get(`/order/${zero.body.order_id}`)).body;
    expect(creditOrder.terms_accepted).toEqual({
      path: "/terms-and-conditions/general/",
      version: brandTerms.WH.version,
      accepted_at: creditOrder.created_at,
    });
  });
});
