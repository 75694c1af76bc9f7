import { beforeEach, describe, expect, it } from "vitest";
import { orderResponseSchema } from "../../contract/order";
import { createApp } from "../../server/app";
import { ConfigurationError, loadConfig } from "../../server/config";
import { createLogger } from "../../server/http/logger";
import { senderFor } from "../../server/mail/messages";
import { basketWithDomain, type CheckoutClient, checkoutClient, sandboxCard } from "./support/checkout-client";
import { productionEnv } from "./support/production-env";
import { startSmtpServer, useSmtpServer } from "./support/smtp-server";
import { testConfig, testHtmlTemplate, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

/** A guest basket with one domain (contact sam@example.com) paid on the sandbox card page, ready to be ordered. */
async function paidBasket(client: CheckoutClient, domain: string, parentCustomerId: number) {
  const { basketId, amountDue } = await basketWithDomain(client, domain, parentCustomerId);
  const payment = await client.post(`/basket/${basketId}/payment`, {
    type: "new-credit-or-debit",
    expected_total: amountDue,
  });
  const pagePath = new URL(payment.body.redirect_url).pathname;
  await client.form(pagePath, { ...sandboxCard(), action: "pay" });
  expect((await client.post(`/basket/${basketId}/payment/refresh`)).body.status).toBe("authorized");
  return basketId;
}

/** The one link in a mail's text. */
const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? "";

describe("mail configuration", () => {
  const base = { PORT: "8080", DATA_DIR: "/tmp/storefront-test-unused" };

  it("refuses an SMTP_URL that is not smtp:// or smtps://, without repeating its password", () => {
    for (const url of ["https://relay:secret-password@mail.example.com", "smtp://", "mail.example.com:587"]) {
      const load = () => loadConfig({ ...base, SMTP_URL: url });
      expect(load).toThrow(ConfigurationError);
      expect(load).toThrow(/SMTP_URL: must be an smtp:\/\/user:password@host:port or smtps:\/\/\.\.\. URL/);
      expect(load).not.toThrow(/secret-password/);
    }
    expect(loadConfig({ ...base, SMTP_URL: "smtps://relay:pw@mail.example.com:465" }).mail.smtpUrl).toBe(
      "smtps://relay:pw@mail.example.com:465",
    );
  });

  it("sends each brand's mail under its own name, from MAIL_FROM or no-reply at the brand's host", () => {
    const production = loadConfig({ ...base, ...productionEnv });
    expect(senderFor(production, "MP")).toEqual({ name: "Midphase", address: "no-reply@mp.example.com" });
    const shared = loadConfig({ ...base, ...productionEnv, MAIL_FROM: "orders@shop.example.com" });
    expect(senderFor(shared, "UK2")).toEqual({ name: "UK2", address: "orders@shop.example.com" });
    expect(() => loadConfig({ ...base, MAIL_FROM: "Shop <orders@shop.example.com>" })).toThrow(/MAIL_FROM/);
  });
});

describe.each(testDatabaseKinds())("mail through an SMTP relay ($name)", ({ open }) => {
  const smtp = useSmtpServer();
  const storefront = useTestApp(open, () => testConfig({ SMTP_URL: smtp.url }));

  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseMail = false;
  });

  it("sends a login link that names the brand, expires in 15 minutes, and logs the customer in", async () => {
    const client = checkoutClient(storefront.app, "uk2.localhost:8080");
    const sent = await client.post("/login/token", {
      username: "customer@example.com",
      parent_customer_id: 303,
      use_recovery_email: 0,
      return_path: "/order/checkout/?basket=abc",
    });
    expect(sent.body).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual(["customer@example.com"]);
    expect(mail.envelopeFrom).toBe("no-reply@uk2.localhost");
    expect(mail.from).toBe("UK2 <no-reply@uk2.localhost>");
    expect(mail.subject).toBe("Your UK2 login link");
    expect(mail.text).toContain("Here is your one-time link to log in to UK2:");
    expect(mail.text).toContain("It expires in 15 minutes and works once.");
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/uk2\.localhost:8080\/order\/checkout\/\?basket=abc&login_token=[\w-]+$/);

    const redeemed = await client.post("/login/link", { token: new URL(link).searchParams.get("login_token") });
    expect(redeemed.status).toBe(200);
    expect((await client.get("/customer/current/user/current")).body.customer_id).toBe(303001);
    // With a relay, the sandbox mailbox is not where mail goes, and the page does not point there.
    expect(await storefront.db.selectFrom("sandbox_mail").selectAll().execute()).toEqual([]);
    expect((await client.page("/")).text).toContain('"sandboxMailbox":false');
  });

  it("sends nothing for an unknown account, with the same answer", async () => {
    const client = checkoutClient(storefront.app);
    const sent = await client.post("/login/token", {
      username: "nobody@example.com",
      parent_customer_id: 101,
      use_recovery_email: 0,
    });
    expect(sent.body).toEqual({ sent: true });
    expect(smtp.received).toEqual([]);
  });

  it("tells the visitor to use the password when the relay refuses the login link", async () => {
    smtp.refuseMail = true;
    const client = checkoutClient(storefront.app);
    const sent = await client.post("/login/token", {
      username: "customer@example.com",
      parent_customer_id: 101,
      use_recovery_email: 0,
    });
    expect(sent.status).toBe(503);
    expect(sent.body).toEqual({
      code: "login_link_unavailable",
      message: "Login links cannot be emailed at the moment. Please log in with your password.",
    });
    expect(smtp.received).toEqual([]);
  });

  it("confirms a new order once, to the basket's contact, with its lines, tax and total", async () => {
    const client = checkoutClient(storefront.app, "uk2.localhost:8080");
    const basketId = await paidBasket(client, "mail-confirmation.co.uk", 303);
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.body.status).toBe("charged");
    const orderId: string = placed.body.order_id;
    const order = (await client.get(`/order/${orderId}`)).body;
    expect(orderResponseSchema.safeParse(order).success).toBe(true);
    expect(order.confirmation_emailed).toBe(true);
    expect(order.tax_rate_percent).toBe(20);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual(["sam@example.com"]);
    expect(mail.from).toBe("UK2 <no-reply@uk2.localhost>");
    expect(mail.subject).toBe(`Your UK2 order ${orderId}`);
    const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    const lines = order.items.map(
      (item: { base: { name: string }; price: number; renew_price: number }) =>
        `${item.base.name}: ${pounds(item.price)} ex VAT for 1 year, renews at ${pounds(item.renew_price)} ex VAT`,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(order.paid).toEqual([{ method: "new-credit-or-debit", amount: order.total }]);
    expect(mail.text).toBe(
      [
        "Thank you for your order with UK2.",
        "",
        `Order number: ${orderId}`,
        "Your payment went through and your order is being set up.",
        "",
        ...lines,
        `VAT (20%): ${pounds(order.tax)}`,
        `Order total: ${pounds(order.total)} inc VAT`,
        `Paid by card: ${pounds(order.total)} inc VAT`,
        "",
        "Follow your order with its number here:",
        `http://uk2.localhost:8080/order/tracking/?orderID=${orderId}`,
        "",
        "UK2",
      ].join("\n"),
    );
    expect(order.items.reduce((sum: number, item: { price: number }) => sum + item.price, 0) + order.tax).toBe(
      order.total,
    );

    // Placing again answers the same order and sends nothing more.
    const again = await client.post(`/basket/${basketId}/placeorder`);
    expect(again.body.order_id).toBe(orderId);
    expect(smtp.received).toHaveLength(1);
  });

  it("confirms a staff order to the account's own email when the basket has no contact, once", async () => {
    const staff = checkoutClient(storefront.app);
    await staff.login("staff@example.com", "Storefront-Staff-1");
    const basketId: string = (await staff.post("/basket", { parent_customer_id: 101 })).body.basket_uuid;
    await staff.post(`/basket/${basketId}/item`, {
      items: [{ type: "domain", domain: "mail-staff.com", action: "register", period: "1y" }],
    });
    const placed = await staff.put(`/customer/101002/customers/basket/${basketId}/zero`);
    expect(placed.body.status).toBe("processed");
    expect((await staff.put(`/customer/101002/customers/basket/${basketId}/zero`)).body.order_id).toBe(
      placed.body.order_id,
    );
    expect(smtp.received.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [["staff@example.com"], `Your WebHost order ${placed.body.order_id}`],
    ]);
    expect(smtp.received[0].text).toContain("Your order is being set up.");
    expect((await staff.get(`/order/${placed.body.order_id}`)).body.confirmation_emailed).toBe(true);
  });

  it("places the order when the relay refuses its confirmation, and the order says no email went", async () => {
    smtp.refuseMail = true;
    const client = checkoutClient(storefront.app);
    const basketId = await paidBasket(client, "mail-refused.com", 101);
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe("charged");
    expect((await client.get(`/order/${placed.body.order_id}`)).body.confirmation_emailed).toBe(false);
    const row = await storefront.db
      .selectFrom("orders")
      .select("confirmation_sent_at")
      .where("id", "=", placed.body.order_id)
      .executeTakeFirstOrThrow();
    expect(row.confirmation_sent_at).toBeNull();
    expect(smtp.received).toEqual([]);
  });

  it("places the order when the relay is down, and logs a warning", async () => {
    const stopped = await startSmtpServer();
    await stopped.stop();
    const warnings: string[] = [];
    const app = createApp({
      config: testConfig({ SMTP_URL: stopped.url }),
      db: storefront.db,
      htmlTemplate: async () => testHtmlTemplate,
      logger: createLogger("warn", (line) => warnings.push(line)),
    });
    const client = checkoutClient(app);
    const basketId = await paidBasket(client, "mail-relay-down.com", 101);
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe("charged");
    expect((await client.get(`/order/${placed.body.order_id}`)).body.confirmation_emailed).toBe(false);
    expect(warnings.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: "warn", msg: "order confirmation failed", order_id: placed.body.order_id }),
    ]);
    expect(warnings[0]).toMatch(/ECONNREFUSED/);
  });
});

describe.each(testDatabaseKinds())("mail to the sandbox mailbox without a relay ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("shows a new order's confirmation on the mailbox page, and the order says it was emailed", async () => {
    const client = checkoutClient(storefront.app);
    const basketId = await paidBasket(client, "mailbox-confirmation.com", 101);
    const placed = await client.post(`/basket/${basketId}/placeorder`);
    expect((await client.get(`/order/${placed.body.order_id}`)).body.confirmation_emailed).toBe(true);
    const mailbox = await client.page("/sandbox/mailbox");
    expect(mailbox.text).toContain(`<strong>Your WebHost order ${placed.body.order_id}</strong> to sam@example.com`);
    expect(mailbox.text).toContain(`Order number: ${placed.body.order_id}`);
    expect(mailbox.text).toContain(`href="http://wh.localhost:8080/order/tracking/?orderID=${placed.body.order_id}"`);
  });
});
