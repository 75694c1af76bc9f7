import { describe, expect, it } from "vitest";
import { checkoutClient } from "./support/checkout-client";
import { creditBasket, creditCustomer, payRestWithStoredCard, setCredit } from "./support/credit-baskets";
import { useSmtpServer } from "./support/smtp-server";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/** The amount a mail line gives after its label ("Paid by card: $12.34"), in minor units. */
function mailAmount(text: string, label: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${label}: `));
  if (!line) throw new Error(`the mail has no "${label}" line:\n${text}`);
  return Math.round(Number(line.slice(label.length + 2).replace(/[^\d.]/g, "")) * 100);
}

describe.each(testDatabaseKinds())("a receipt that adds up ($name)", ({ open }) => {
  const smtp = useSmtpServer();
  const storefront = useTestApp(open, () => testConfig({ SMTP_URL: smtp.url }));

  it("lists the credit used and the card's amount, adding up to the total, in the order and its mail", async () => {
    const client = checkoutClient(storefront.app);
    await client.login(creditCustomer.email, creditCustomer.password);
    await setCredit(storefront.db, 500);
    const { basketId, total, creditApplied } = await creditBasket(client, "receipt-split.com");
    expect(creditApplied).toBe(500);
    expect(total).toBeGreaterThan(creditApplied);
    await payRestWithStoredCard(client, basketId, total - creditApplied);
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.body.status).toBe("charged");
    const orderId: string = placed.body.order_id;

    const order = (await client.get(`/order/${orderId}`)).body;
    expect(order.paid).toEqual([
      { method: "account_credit", amount: 500 },
      { method: "existing-credit-or-debit", amount: total - 500 },
    ]);
    expect(order.paid.reduce((sum: number, part: { amount: number }) => sum + part.amount, 0)).toBe(order.total);
    expect(order.items).toEqual([
      expect.objectContaining({ period: "1y", renew_price: expect.any(Number), price: expect.any(Number) }),
    ]);
    expect(order.items[0].renew_price).toBeGreaterThan(0);

    const mail = smtp.received.find((received) => received.subject.endsWith(orderId));
    if (!mail) throw new Error(`no confirmation for order ${orderId}`);
    const credit = mailAmount(mail.text, "Paid from account credit");
    const card = mailAmount(mail.text, "Paid by card");
    expect(credit).toBe(500);
    expect(credit + card).toBe(mailAmount(mail.text, "Order total"));
    expect(mailAmount(mail.text, "Order total")).toBe(order.total);
    const [item] = order.items;
    expect(mail.text).toContain(
      `${item.base.name}: ${dollars(item.price)} for 1 year, renews at ${dollars(item.renew_price)}`,
    );
    expect(mail.text).toContain(`http://wh.localhost:8080/order/tracking/?orderID=${orderId}`);
  });
});
