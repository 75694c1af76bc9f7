import type { StorefrontDb } from "../../db/database";
import { seedAccounts } from "./seed-accounts";

/**
 * The sandbox accounts of decisions.md section 5 exist only in demo mode: `npm start` adds any that are missing at
 * every demo start (never a migration, which would put their published passwords into every database).
 */
export async function seedDemoAccounts(db: StorefrontDb): Promise<void> {
  for (const account of seedAccounts()) {
    await db
      .insertInto("customers")
      .values({
        id: account.id,
        parent_customer_id: account.parentCustomerId,
        email: account.email,
        password_hash: account.passwordHash,
        is_staff: account.isStaff ? 1 : 0,
        currency: account.currency,
        credit_minor: account.creditMinor,
        contact_json: account.contact ? JSON.stringify(account.contact) : null,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    for (const method of account.paymentMethods)
      await db
        .insertInto("customer_payment_methods")
        .values({ id: method.id, customer_id: account.id, type: method.type, label: method.label })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
  }
}

/** The demo accounts a database holds (by their ids or their published logins): none may exist in production. */
export async function demoAccountsIn(db: StorefrontDb): Promise<string[]> {
  const accounts = seedAccounts();
  const rows = await db
    .selectFrom("customers")
    .select(["id", "email", "parent_customer_id"])
    .where((eb) =>
      eb.or([
        eb(
          "id",
          "in",
          accounts.map((account) => account.id),
        ),
        eb("email", "in", [...new Set(accounts.map((account) => account.email))]),
      ]),
    )
    .execute();
  return rows.map((row) => `${row.email} (customer ${row.id}, parent ${row.parent_customer_id})`);
}
