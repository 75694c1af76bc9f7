import { describe, expect, it } from "vitest";
import { paymentMethodTable } from "../../contract/payment-method-table";
import { accountCredit, orderPayments, paidByLabel } from "../../rules/order/order-payments";

describe("how an order was paid (issue 36, a receipt that adds up)", () => {
  it("lists the credit used, then the payment method for the rest, adding up to the total", () => {
    const parts = orderPayments({ total: 2599, credit: 1000, paymentType: "new-credit-or-debit" });
    expect(parts).toEqual([
      { method: accountCredit, amount: 1000 },
      { method: "new-credit-or-debit", amount: 1599 },
    ]);
    expect(orderPayments({ total: 500, credit: 500, paymentType: "no-payment" })).toEqual([
      { method: accountCredit, amount: 500 },
    ]);
    expect(orderPayments({ total: 500, credit: 0, paymentType: "staff" })).toEqual([]);
  });

  it("names each part as the receipt states it", () => {
    expect(paidByLabel(accountCredit)).toBe("Paid from account credit");
    expect(paidByLabel("new-credit-or-debit")).toBe("Paid by card");
    expect(paidByLabel("existing-credit-or-debit")).toBe("Paid by card");
    expect(paidByLabel("paypal")).toBe("Paid with PayPal");
    expect(paidByLabel("existing-paypal")).toBe("Paid with PayPal");
    expect(paidByLabel("direct-debit")).toBe("Paid by direct debit");
    expect(paidByLabel("a way to pay no longer sold")).toBe("Paid");
    expect(paidByLabel("toString")).toBe("Paid");
  });

  it("has receipt words for every way to pay that takes money, and none for those that take none", () => {
    for (const [type, entry] of Object.entries(paymentMethodTable))
      expect(entry.paidBy === null, type).toBe(entry.settles.at === "none");
  });
});
