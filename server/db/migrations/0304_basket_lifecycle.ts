import { type Kysely, sql } from "kysely";

/**
 * Each basket keeps its life on the server (machines/basket-lifecycle): the state, the machine's context as JSON, and
 * a version every event moves on, so that an event is applied only to the state it was decided from. Baskets that
 * exist already get the state their rows say: ordered, a payment the provider holds, a payment on the provider's page,
 * or open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("baskets")
    .addColumn("lifecycle_state", "text", (c) => c.notNull().defaultTo("open"))
    .execute();
  await db.schema.alterTable("baskets").addColumn("lifecycle_json", "text").execute();
  await db.schema
    .alterTable("baskets")
    .addColumn("lifecycle_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  const ordered = await sql<{ basket_id: string; id: string }>`SELECT basket_id, id FROM orders`.execute(db);
  const orderOf = new Map(ordered.rows.map((row) => [row.basket_id, row.id]));
  const payments = await sql<{
    id: string;
    basket_id: string;
    status: string;
    amount_minor: number;
    credit_minor: number;
    currency: string;
  }>`SELECT id, basket_id, status, amount_minor, credit_minor, currency FROM payments
     WHERE status IN ('awaiting_customer', 'pending', 'authorized') ORDER BY created_at`.execute(db);
  const openPaymentOf = new Map(payments.rows.map((row) => [row.basket_id, row]));
  for (const basketId of new Set([...orderOf.keys(), ...openPaymentOf.keys()])) {
    const orderId = orderOf.get(basketId) ?? null;
    const open = openPaymentOf.get(basketId);
    const payment = open
      ? {
          id: open.id,
          amount: Number(open.amount_minor),
          credit: Number(open.credit_minor),
          currency: open.currency,
        }
      : null;
    const state = orderId
      ? "placed"
      : open?.status === "awaiting_customer"
        ? "paymentOpen.awaitingProvider"
        : "paymentOpen.moneyHeld";
    const context = JSON.stringify({ payment: orderId ? null : payment, cancelledBecause: null, orderId });
    await sql`UPDATE baskets SET lifecycle_state = ${state}, lifecycle_json = ${context}
              WHERE basket_uuid = ${basketId}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("baskets").dropColumn("lifecycle_version").execute();
  await db.schema.alterTable("baskets").dropColumn("lifecycle_json").execute();
  await db.schema.alterTable("baskets").dropColumn("lifecycle_state").execute();
}
