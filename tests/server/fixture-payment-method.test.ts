import { describe, expect, it, vi } from "vitest";
import { recordProviderAnswer } from "../../server/brand-api/lifecycle/basket-transaction";
import { sandboxPaymentProvider } from "../../server/brand-api/payments/payment-provider";
import { movePayment, paymentById } from "../../server/brand-api/payments/payment-store";
import type { StorefrontDb } from "../../server/db/database";
import { applePayType } from "../fixtures/payment-method/apple-pay";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

// The two extension points of a way to pay: its table entry, and its provider's adapter.
vi.mock("../../contract/payment-method-table", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../contract/payment-method-table")>();
  const { applePayEntry, applePayType: type } = await import("../fixtures/payment-method/apple-pay");
  // A second entry whose provider has no adapter on this server: refused, never half started.
  const orphan = {
    label: "Bank transfer",
    paidBy: "Paid by bank transfer",
    offered: "always",
    settles: { at: "provider", provider: "nowhere" },
  };
  return { paymentMethodTable: { ...original.paymentMethodTable, [type]: applePayEntry, "bank-transfer": orphan } };
});
vi.mock("../../server/brand-api/payments/provider-adapters", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../server/brand-api/payments/provider-adapters")>();
  const { applePayAdapter, applePayType: type } = await import("../fixtures/payment-method/apple-pay");
  return { providerAdapters: { ...original.providerAdapters, [type]: applePayAdapter } };
});

describe.each(testDatabaseKinds())("a way to pay from one table entry and a stub adapter ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("starts a payment at the adapter's page, reads it, and places the order once the provider authorised it", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client);
    const started = await client.post(`/basket/${basketId}/payment`, { type: applePayType, expected_total: amountDue });
    expect(started.status).toBe(200);
    const paymentId: string = started.body.payment_id;
    expect(started.body.redirect_url).toBe(`https://apple-pay.example/pay/${paymentId}`);

    const row = await storefront.db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
    expect(row).toMatchObject({ type: applePayType, status: "awaiting_customer", amount_minor: amountDue });
    expect((await client.post(`/basket/${basketId}/payment/refresh`)).body).toMatchObject({ payment_id: paymentId });
    expect((await client.post(`/basket/${basketId}/placeorder`)).body.code).toBe("payment_incomplete");

    // The stub provider's answer, recorded as the sandbox's pages record theirs.
    const payment = await paymentById(storefront.db, paymentId);
    if (!payment) throw new Error("the payment was not stored");
    const provider = sandboxPaymentProvider(testConfig());
    const authorise = (trx: StorefrontDb) =>
      movePayment(trx, paymentId, "awaiting_customer", { status: "authorized", outcome: "charged" });
    expect(await recordProviderAnswer(storefront.db, provider, payment, authorise, "payment.authorise")).toBe(true);
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.body.status).toBe("charged");
    const order = await storefront.db
      .selectFrom("orders")
      .select("payment_type")
      .where("basket_id", "=", basketId)
      .executeTakeFirstOrThrow();
    expect(order.payment_type).toBe(applePayType);
  });

  it("refuses a table entry whose provider has no adapter here, and a type not in the table", async () => {
    const client = checkoutClient(storefront.app);
    const { basketId, amountDue } = await basketWithDomain(client, "no-adapter.com");
    const orphan = await client.post(`/basket/${basketId}/payment`, {
      type: "bank-transfer",
      expected_total: amountDue,
    });
    expect(orphan.status).toBe(503);
    expect(orphan.body.code).toBe("provider_unavailable");
    const unknown = await client.post(`/basket/${basketId}/payment`, { type: "bitcoin", expected_total: amountDue });
    expect(unknown.status).toBe(400);
  });
});
