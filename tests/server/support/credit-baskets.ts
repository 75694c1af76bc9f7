import type { StorefrontDb } from "../../../server/db/database";
import { basketWithDomain, type CheckoutClient } from "./checkout-client";

/** The seeded customer of brand WH (decisions.md section 5), who starts with 20.00 credit. */
export const creditCustomer = {
  id: 101001,
  email: "customer@example.com",
  password: "Storefront-Demo-1",
  storedCardId: 1010011,
} as const;

/** A basket of the logged-in credit customer with one domain, using the account credit; its id and amounts. */
export async function creditBasket(client: CheckoutClient, domain: string) {
  const { basketId } = await basketWithDomain(client, domain);
  await client.put(`/basket/${basketId}/customer_id`, { customer_id: creditCustomer.id });
  const due = await client.put(`/basket/${basketId}/use_credit`, { use_credit: true });
  if (due.status !== 200) throw new Error(`use_credit answered ${due.status}: ${JSON.stringify(due.body)}`);
  return { basketId, total: due.body.total as number, creditApplied: due.body.credit_applied as number };
}

export async function setCredit(db: StorefrontDb, creditMinor: number) {
  await db.updateTable("customers").set({ credit_minor: creditMinor }).where("id", "=", creditCustomer.id).execute();
}

export async function creditOf(db: StorefrontDb): Promise<number> {
  const row = await db
    .selectFrom("customers")
    .select("credit_minor")
    .where("id", "=", creditCustomer.id)
    .executeTakeFirstOrThrow();
  return Number(row.credit_minor);
}

/** Pays a credit basket's remaining amount with the stored card (authorised at once, no provider page). */
export async function payRestWithStoredCard(client: CheckoutClient, basketId: string, expectedTotal: number) {
  const payment = await client.post(`/basket/${basketId}/payment`, {
    type: "existing-credit-or-debit",
    payment_method_id: creditCustomer.storedCardId,
    expected_total: expectedTotal,
  });
  if (payment.status !== 200) throw new Error(`payment answered ${payment.status}: ${JSON.stringify(payment.body)}`);
  return payment.body.payment_id as string;
}

/** What one basket's order left in the database: counted, so a half-written order shows. */
export async function orderState(db: StorefrontDb, basketId: string, paymentId: string) {
  const orders = await db.selectFrom("orders").select("id").where("basket_id", "=", basketId).execute();
  const items = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select("order_items.position")
    .where("orders.basket_id", "=", basketId)
    .execute();
  const payment = await db
    .selectFrom("payments")
    .select("status")
    .where("id", "=", paymentId)
    .executeTakeFirstOrThrow();
  return { orders: orders.length, items: items.length, credit: await creditOf(db), payment: payment.status };
}
