import { demoAccountsIn, seedDemoAccounts } from "../brand-api/customers/demo-accounts";
import { ConfigurationError, type ServerMode } from "../config";
import { migrateToLatest, type StorefrontDb } from "./database";

/**
 * Brings a database to what the mode needs: every migration, then in demo mode the sandbox accounts. A production
 * database that holds a demo account (its password is published in the README) refuses to start: someone has to
 * remove it, not the server.
 */
export async function prepareDatabase(db: StorefrontDb, mode: ServerMode): Promise<void> {
  await migrateToLatest(db);
  if (mode === "demo") {
    await seedDemoAccounts(db);
    return;
  }
  const demo = await demoAccountsIn(db);
  if (demo.length > 0)
    throw new ConfigurationError(
      `STOREFRONT_MODE=production cannot start: the database holds demo accounts whose passwords are published ` +
        `(${demo.join(", ")}). Delete them (customers and their customer_payment_methods) and start again.`,
    );
}
