import type { Kysely } from "kysely";
import { hashPassword } from "../../brand-api/customers/passwords";
import { seedAccounts } from "../../brand-api/customers/seed-accounts";
import type { Database } from "../schema";

/** Seeds the sandbox accounts of decisions.md section 5 once, so every fresh database has the same ones. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  for (const account of seedAccounts()) {
    await db
      .insertInto("customers")
      .values({
        id: account.id,
        parent_customer_id: account.parentCustomerId,
        email: account.email,
        password_hash: await hashPassword(account.password),
        is_staff: account.isStaff ? 1 : 0,
        currency: account.currency,
        credit_minor: account.creditMinor,
        contact_json: account.contact ? JSON.stringify(account.contact) : null,
      })
      .execute();
    for (const method of account.paymentMethods)
      await db
        .insertInto("customer_payment_methods")
        .values({ id: method.id, customer_id: account.id, type: method.type, label: method.label })
        .execute();
  }
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  const ids = seedAccounts().map((account) => account.id);
  await db.deleteFrom("customer_payment_methods").where("customer_id", "in", ids).execute();
  await db.deleteFrom("customers").where("id", "in", ids).execute();
}
