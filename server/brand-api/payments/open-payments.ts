import type { StorefrontDb } from "../../db/database";
import type { PaymentProvider } from "./payment-provider";
import { createPaymentRow, movePayment, type PaymentRow } from "./payment-store";

/** Payments that may still take money: the visitor is on the provider's page, or the provider holds an amount. */
const openStatuses = ["awaiting_customer", "pending", "authorized"] as const;

/** A payment the provider holds money for (an authorisation, or one still being settled). */
const holdsMoney = (payment: PaymentRow) => payment.status === "pending" || payment.status === "authorized";

class BasketAlreadyOrdered extends Error {}

/**
 * Starts a basket's new payment: its earlier open payments are voided in the same transaction (a visitor sent to the
 * card page twice must not hold two authorisations), then the provider releases what they held. Answers null, and
 * changes nothing, when the basket has been ordered meanwhile.
 */
export async function startPayment(
  db: StorefrontDb,
  provider: PaymentProvider,
  values: Parameters<typeof createPaymentRow>[1],
): Promise<PaymentRow | null> {
  let started: { payment: PaymentRow; superseded: PaymentRow[] };
  try {
    started = await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom("payments")
        .selectAll()
        .where("basket_id", "=", values.basket_id)
        .where("status", "in", openStatuses)
        .execute();
      const superseded: PaymentRow[] = [];
      for (const payment of open)
        if (await movePayment(trx, payment.id, payment.status, { status: "voided" })) superseded.push(payment);
      // Checked after voiding: on PostgreSQL a payment being captured by place-order is locked until that commits.
      const order = await trx
        .selectFrom("orders")
        .select("id")
        .where("basket_id", "=", values.basket_id)
        .executeTakeFirst();
      if (order) throw new BasketAlreadyOrdered();
      return { payment: await createPaymentRow(trx, values), superseded };
    });
  } catch (error) {
    if (error instanceof BasketAlreadyOrdered) return null;
    throw error;
  }
  for (const payment of started.superseded.filter(holdsMoney)) await provider.void(payment);
  return started.payment;
}

/** Voids a payment whose order could not be placed (its credit was spent meanwhile), so it holds no money. */
export async function voidPayment(db: StorefrontDb, provider: PaymentProvider, payment: PaymentRow): Promise<void> {
  if (!holdsMoney(payment)) return;
  if (await movePayment(db, payment.id, payment.status, { status: "voided" })) await provider.void(payment);
}
