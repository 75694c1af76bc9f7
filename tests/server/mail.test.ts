import { beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError, loadConfig } from "../../server/config";
import { senderFor } from "../../server/mail/messages";
import { checkoutClient } from "./support/checkout-client";
import { productionEnv } from "./support/production-env";
import { useSmtpServer } from "./support/smtp-server";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

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
});
