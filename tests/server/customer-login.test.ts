import { describe, expect, it } from "vitest";
import { checkoutClient } from "./support/checkout-client";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("customers and login ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it("seeds the sandbox accounts of decisions.md for every brand, with hashed passwords", async () => {
    const rows = await storefront.db.selectFrom("customers").selectAll().orderBy("id").execute();
    expect(rows.map((row) => [Number(row.parent_customer_id), row.email, Number(row.is_staff)])).toEqual([
      [101, "customer@example.com", 0],
      [101, "staff@example.com", 1],
      [202, "customer@example.com", 0],
      [202, "staff@example.com", 1],
      [303, "customer@example.com", 0],
      [303, "staff@example.com", 1],
    ]);
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it("logs the customer in with an HttpOnly, SameSite=Lax session and reads the account", async () => {
    const client = checkoutClient(storefront.app);
    const login = await client.login("customer@example.com", "Storefront-Demo-1");
    expect(login.status).toBe(200);
    expect(login.body.key).toEqual(expect.any(String));
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const user = await client.get("/customer/current/user/current");
    expect(user.body).toEqual({ user_id: 101001, customer_id: 101001 });
    const contact = await client.get("/customer/current/user/current/contact");
    expect(contact.body.contact).toMatchObject({ registrant: "Alex Demo", country: "US" });
    expect((await client.get("/customer/101001/user/primary/contact")).body.contact.email).toBe("customer@example.com");
    expect((await client.get("/customer/101001/payment_method")).body.payment_methods).toEqual([
      { id: 1010011, type: "card", label: "Visa ending 4242" },
      { id: 1010012, type: "paypal", label: "PayPal customer@example.com" },
    ]);
    expect((await client.get("/customer/101001/credit")).body).toEqual({ credit: 2000, currency: "USD" });
    expect((await client.get("/customer/101001/settings/public")).body).toEqual({ is_staff: false, currency: "USD" });
    expect((await client.get("/customer/101002/credit")).status).toBe(403);

    expect((await client.post("/logout")).status).toBe(200);
    expect((await client.get("/customer/current/user/current")).body).toEqual({ user_id: null, customer_id: null });
    expect((await client.get("/customer/current/user/current/contact")).status).toBe(401);
  });

  it("answers the login errors of spec section 8", async () => {
    const client = checkoutClient(storefront.app);
    const wrong = await client.login("staff@example.com", "not-the-password", 202);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: "authentication", message: "Incorrect login details, please try again." });
    const short = await client.login("ab", "whatever");
    expect(short.body).toEqual({ code: "username_too_short", message: "The username is too short." });
    // An account of one brand does not log in to another.
    expect((await client.login("customer@example.com", "Storefront-Demo-1", 999)).status).toBe(401);
  });

  it("sends a one-time login link to the sandbox mailbox, on the brand's own origin", async () => {
    const client = checkoutClient(storefront.app, "mp.localhost:8080");
    const sent = await client.post("/login/token", {
      username: "customer@example.com",
      parent_customer_id: 202,
      use_recovery_email: 0,
      return_path: "/order/checkout/?basket=abc",
    });
    expect(sent.body).toEqual({ sent: true });
    const unknown = await client.post("/login/token", {
      username: "nobody@example.com",
      parent_customer_id: 202,
      use_recovery_email: 1,
    });
    expect(unknown.body).toEqual({ sent: true });

    const mailbox = await client.page("/sandbox/mailbox");
    expect(mailbox.status).toBe(200);
    const link = mailbox.text.match(/href="([^"]+login_token=[^"]+)"/)?.[1].replace(/&amp;/g, "&") ?? "";
    expect(link).toMatch(/^http:\/\/mp\.localhost:8080\/order\/checkout\/\?basket=abc&login_token=/);
    const token = new URL(link).searchParams.get("login_token");

    const redeemed = await client.post("/login/link", { token });
    expect(redeemed.status).toBe(200);
    expect((await client.get("/customer/current/user/current")).body.customer_id).toBe(202001);
    expect((await client.post("/login/link", { token })).status).toBe(401);
  });

  it("never points a login link at another site", async () => {
    const client = checkoutClient(storefront.app);
    const refused = await client.post("/login/token", {
      username: "customer@example.com",
      parent_customer_id: 101,
      use_recovery_email: 0,
      return_path: "//evil.example/",
    });
    expect(refused.status).toBe(400);
  });

  it("looks users up by email and refuses bad input", async () => {
    const client = checkoutClient(storefront.app);
    expect((await client.post("/customer//user/lookup", { email: "staff@example.com" })).body).toEqual({
      exists: true,
    });
    expect((await client.post("/customer//user/lookup", { email: "x@example.com" })).body).toEqual({ exists: false });
    const bad = await client.post("/login", { credentials: { username: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "bad_request", message: expect.stringMatching(/Invalid request body/) });
  });
});
