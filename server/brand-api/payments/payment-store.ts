import { randomUUID } from "node:crypto";
import type { StorefrontDb } from "../../db/database";
import type { PaymentsTable } from "../../db/schema";

export type PaymentRow = PaymentsTable;

export async function createPaymentRow(
  db: StorefrontDb,
  values: Omit<PaymentRow, "id" | "created_at" | "error_code">,
): Promise<PaymentRow> {
  const row: PaymentRow = { id: randomUUID(), created_at: new Date().toISOString(), error_code: null, ...values };
  await db.insertInto("payments").values(row).execute();
  return row;
}

export async function paymentById(db: StorefrontDb, paymentId: string): Promise<PaymentRow | undefined> {
  const row = await db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
  return row && normalise(row);
}

/** The basket's most recent payment: the one a refresh, confirmation or order is about. */
export async function latestPayment(db: StorefrontDb, basketId: string): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom("payments")
    .selectAll()
    .where("basket_id", "=", basketId)
    .orderBy("created_at", "desc")
    // Two payments started in the same millisecond: the one that superseded the other.
    .orderBy((eb) => eb.case().when("status", "=", "voided").then(1).else(0).end())
    .orderBy("id")
    .executeTakeFirst();
  return row && normalise(row);
}

/** PostgreSQL answers bigint/integer columns the same, but keep numbers numbers on both. */
function normalise(row: PaymentRow): PaymentRow {
  return {
    ...row,
    amount_minor: Number(row.amount_minor),
    credit_minor: Number(row.credit_minor),
    pending_reads_left: Number(row.pending_reads_left),
  };
}

/**
 * Moves a payment on only from the status it is expected in, so two requests racing on the
 * same payment (a double submit, Back and resubmit) change it once; answers whether it moved.
 */
export async function movePayment(
  db: StorefrontDb,
  paymentId: string,
  from: PaymentRow["status"],
  to: Partial<Pick<PaymentRow, "status" | "outcome" | "error_code" | "pending_reads_left">>,
): Promise<boolean> {
  const result = await db
    .updateTable("payments")
    .set(to)
    .where("id", "=", paymentId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * One read of a pending payment: the sandbox settles it after its pending reads are used up.
 * Answers the payment as it is after the read.
 */
export async function readPendingPayment(db: StorefrontDb, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== "pending") return payment;
  if (payment.pending_reads_left > 0) {
    await db
      .updateTable("payments")
      .set((eb) => ({ pending_reads_left: eb("pending_reads_left", "-", 1) }))
      .where("id", "=", payment.id)
      .where("pending_reads_left", ">", 0)
      .execute();
    return { ...payment, pending_reads_left: payment.pending_reads_left - 1 };
  }
  await movePayment(db, payment.id, "pending", { status: "authorized" });
  return { ...payment, status: "authorized" };
}
