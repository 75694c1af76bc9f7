import { type Contact, contactSchema } from "../../../contract/customer";
import type { StorefrontDb } from "../../db/database";

export async function findAccount(db: StorefrontDb, parentCustomerId: number, email: string) {
  return db
    .selectFrom("customers")
    .selectAll()
    .where("parent_customer_id", "=", parentCustomerId)
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function accountById(db: StorefrontDb, customerId: number) {
  return db.selectFrom("customers").selectAll().where("id", "=", customerId).executeTakeFirst();
}

/** Stored contact JSON back to contact data; anything unreadable counts as no contact. */
export function readContact(json: string | null): Contact | null {
  if (!json) return null;
  const parsed = contactSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

export async function storedPaymentMethods(db: StorefrontDb, customerId: number) {
  const rows = await db
    .selectFrom("customer_payment_methods")
    .select(["id", "type", "label"])
    .where("customer_id", "=", customerId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
