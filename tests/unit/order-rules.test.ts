import { describe, expect, it } from "vitest";
import { orderResultPage, tracksPurchase } from "../../rules/order/order-status";
import { orderRuleError } from "../../server/brand-api/payments/basket-rules";
import { decideCard, parseExpiry, passesLuhn } from "../../server/brand-api/payments/card-outcomes";

describe("order status to page (spec section 4)", () => {
  it.each([
    ["risky", "awaitingConfirmation"],
    ["approved", "charged"],
    ["processed", "charged"],
    ["charged", "charged"],
    ["payment pending", "paymentPending"],
  ] as const)("%s shows %s", (status, page) => {
    expect(orderResultPage(status)).toBe(page);
  });

  it("tracks the purchase for risky, processed and payment pending only", () => {
    expect(["risky", "processed", "payment pending"].every((s) => tracksPurchase(s as never))).toBe(true);
    expect(["approved", "charged"].some((s) => tracksPurchase(s as never))).toBe(false);
  });
});

describe("sandbox card decisions (decisions.md section 5)", () => {
  const today = new Date("2026-11-22T00:00:00Z");
  const card = (number: string, expiry = "12/27", cvv = "123") => decideCard({ number, expiry, cvv }, today);

  it.each([
    ["4111 1111 1111 1111", { kind: "accepted", outcome: "charged", pendingReads: 0 }],
    ["5555 5555 5555 4444", { kind: "accepted", outcome: "charged", pendingReads: 0 }],
    ["4000 0000 0000 0002", { kind: "refused", code: "declined" }],
    ["4000 0000 0000 0127", { kind: "refused", code: "bad_cvv" }],
    ["4000 0000 0000 0069", { kind: "refused", code: "expiry_too_old" }],
    ["4000 0000 0000 9995", { kind: "accepted", outcome: "charged", pendingReads: 2 }],
    ["4000 0000 0000 0259", { kind: "accepted", outcome: "risky", pendingReads: 0 }],
    ["4242 4242 4242 4242", { kind: "refused", code: "declined" }],
  ])("%s", (number, decision) => {
    expect(card(number)).toEqual(decision);
  });

  it("checks the number, the expiry and the security code before the test card's outcome", () => {
    expect(card("4111 1111 1111 1112")).toEqual({ kind: "refused", code: "bad_card_number" });
    expect(card("4111111111111111", "13/27")).toEqual({ kind: "refused", code: "invalid_expiry" });
    expect(card("4111111111111111", "10/26")).toEqual({ kind: "refused", code: "expiry_too_old" });
    expect(card("4111111111111111", "11/26").kind).toBe("accepted");
    expect(card("4111111111111111", "12/27", "12")).toEqual({ kind: "refused", code: "bad_cvv" });
    expect(passesLuhn("378282246310005")).toBe(true);
    expect(parseExpiry("7/2030")).toEqual({ year: 2030, month: 7 });
  });
});

describe("order rules before payment (spec section 8)", () => {
  const contact = {
    registrant: "Sam",
    email: "s@example.com",
    adr1: "1 Road",
    registrant_type: "individual" as const,
    postcode: "K1A 0B1",
    country: "CA",
  };
  const domain = (name: string) => ({
    type: "domain" as const,
    domain: name,
    action: "register" as const,
    period: "1y",
  });

  it("refuses a hosting plan without a domain", () => {
    const plan = { type: "plan" as const, serviceplan_id: 3101, period: "12m", connected_domain: null };
    expect(orderRuleError({ items: [plan], currency: "USD", contact, accountCurrency: null })).toBe(
      "plan_requires_item",
    );
  });

  it("refuses an account in the other currency", () => {
    expect(orderRuleError({ items: [domain("a.com")], currency: "USD", contact, accountCurrency: "GBP" })).toBe(
      "currency_mismatch",
    );
  });

  it("sells .eu only to EU addresses", () => {
    expect(orderRuleError({ items: [domain("a.eu")], currency: "GBP", contact, accountCurrency: null })).toBe(
      "eu_only",
    );
    expect(
      orderRuleError({
        items: [domain("a.eu")],
        currency: "GBP",
        contact: { ...contact, country: "FR" },
        accountCurrency: null,
      }),
    ).toBeNull();
  });

  it("sells .ca only to a Canadian address with a Canadian postcode", () => {
    expect(orderRuleError({ items: [domain("a.ca")], currency: "USD", contact, accountCurrency: null })).toBeNull();
    expect(
      orderRuleError({
        items: [domain("a.ca")],
        currency: "USD",
        contact: { ...contact, postcode: "90210" },
        accountCurrency: null,
      }),
    ).toBe("ca_registrant_mismatch");
    expect(orderRuleError({ items: [domain("a.ca")], currency: "USD", contact: null, accountCurrency: null })).toBe(
      "ca_registrant_mismatch",
    );
  });
});
