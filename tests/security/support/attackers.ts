import { randomBytes } from "node:crypto";
import { sessionCookieName, sha256 } from "../../../server/brand-api/customers/sessions";
import type { StorefrontDb } from "../../../server/db/database";
import {
  basketWithDomain,
  type CheckoutClient,
  checkoutClient,
  type RequestTarget,
  sandboxCard,
} from "../../server/support/checkout-client";
import { creditCustomer } from "../../server/support/credit-baskets";

/** The seeded accounts of decisions.md section 5 the attacks log in as, by id (brand parent id * 1000 + 1 or 2). */
export const seeded = {
  whStaff: 101002,
  mpCustomer: 202001,
  mpStaff: 202002,
} as const;

/** Another customer of WH, not staff, made for the attacks (the demo seeds one customer a brand). */
export const otherWhCustomer = 101077;

/** A browser logged in as `customerId`: its login session is written as logging in writes it. */
export async function loggedInAs(app: RequestTarget, db: StorefrontDb, customerId: number): Promise<CheckoutClient> {
  const key = randomBytes(32).toString("base64url");
  await db
    .insertInto("login_sessions")
    .values({ key_hash: sha256(key), customer_id: customerId, created_at: new Date().toISOString() })
    .execute();
  const client = checkoutClient(app);
  client.cookies.set(sessionCookieName, key);
  return client;
}

/** Adds `otherWhCustomer`: a WH account with its own contact and 50.00 credit. */
export async function addOtherWhCustomer(db: StorefrontDb): Promise<void> {
  await db
    .insertInto("customers")
    .values({
      id: otherWhCustomer,
      parent_customer_id: 101,
      email: "someone-else@example.com",
      password_hash: "scrypt$00$00",
      is_staff: 0,
      currency: "USD",
      credit_minor: 5000,
      contact_json: JSON.stringify({
        registrant: "Mallory Other",
        email: "someone-else@example.com",
        adr1: "9 Side Road",
        registrant_type: "individual",
        postcode: "10001",
        country: "US",
      }),
    })
    .execute();
}

/** A guest's basket with one domain and their contact, paid on the sandbox card page: the money is held. */
export async function guestPaidBasket(owner: CheckoutClient, domain: string, parentCustomerId = 101) {
  const { basketId, amountDue } = await basketWithDomain(owner, domain, parentCustomerId);
  const started = await owner.post(`/basket/${basketId}/payment`, {
    type: "new-credit-or-debit",
    expected_total: amountDue,
  });
  if (started.status !== 200) throw new Error(`payment answered ${started.status}: ${JSON.stringify(started.body)}`);
  await owner.form(new URL(started.body.redirect_url).pathname, {
    ...sandboxCard(),
    action: "pay",
  });
  return { basketId, amountDue, paymentId: started.body.payment_id as string };
}

/** The logged-in credit customer's basket, paid with the stored card (authorised at once). */
export async function customerPaidBasket(owner: CheckoutClient, domain: string) {
  const { basketId, amountDue } = await basketWithDomain(owner, domain);
  await owner.put(`/basket/${basketId}/customer_id`, { customer_id: creditCustomer.id });
  const started = await owner.post(`/basket/${basketId}/payment`, {
    type: "existing-credit-or-debit",
    payment_method_id: creditCustomer.storedCardId,
    expected_total: amountDue,
  });
  if (started.status !== 200) throw new Error(`payment answered ${started.status}: ${JSON.stringify(started.body)}`);
  return { basketId, amountDue, paymentId: started.body.payment_id as string };
}

/** A payment's status as the database holds it. */
export async function paymentStatus(db: StorefrontDb, paymentId: string): Promise<string> {
  const row = await db.selectFrom("payments").select("status").where("id", "=", paymentId).executeTakeFirstOrThrow();
  return row.status;
}
