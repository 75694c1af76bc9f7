import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/brand-api/customers/passwords";
import { seedAccounts } from "../../server/brand-api/customers/seed-accounts";

// The demo accounts carry their password hashes worked out in advance (hashing at every start cost CPU and memory):
// each must still match the published password, or the README's demo logins stop working.
describe("the demo accounts' stored hashes", () => {
  for (const account of seedAccounts())
    it(`match the published password of ${account.email} (customer ${account.id})`, async () => {
      expect(await verifyPassword(account.password, account.passwordHash)).toBe(true);
      expect(await verifyPassword(`${account.password}x`, account.passwordHash)).toBe(false);
    });
});
