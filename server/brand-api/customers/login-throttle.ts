import type { StorefrontDb } from "../../db/database";

/** Failed logins allowed before each further attempt has to wait. */
export const freeFailures = 3;
const longestWaitSeconds = 15 * 60;

/** Seconds to wait after this many failures: none for the first 3, then 1, 2, 4, ... up to 15 minutes. */
export function loginWaitSeconds(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), longestWaitSeconds);
}

/** The subjects a login attempt counts against: the account (per brand) and the caller's address. */
export function attemptSubjects(parentCustomerId: number, username: string, address: string): string[] {
  return [`account:${parentCustomerId}:${username.trim().toLowerCase()}`, `address:${address}`];
}

/** Seconds left before another attempt is allowed for any of the subjects, 0 when it may go ahead. */
export async function secondsUntilAllowed(db: StorefrontDb, subjects: string[], nowMs: number): Promise<number> {
  const rows = await db.selectFrom("login_attempts").selectAll().where("subject", "in", subjects).execute();
  let wait = 0;
  for (const row of rows) {
    const allowedAt = Number(row.last_failure_at) + loginWaitSeconds(Number(row.failures)) * 1000;
    wait = Math.max(wait, Math.ceil((allowedAt - nowMs) / 1000));
  }
  return wait;
}

export async function recordFailure(db: StorefrontDb, subjects: string[], nowMs: number): Promise<void> {
  for (const subject of subjects) {
    await db
      .insertInto("login_attempts")
      .values({ subject, failures: 1, last_failure_at: nowMs })
      .onConflict((oc) =>
        oc.column("subject").doUpdateSet((eb) => ({
          failures: eb("login_attempts.failures", "+", 1),
          last_failure_at: nowMs,
        })),
      )
      .execute();
  }
}

export async function clearFailures(db: StorefrontDb, subjects: string[]): Promise<void> {
  await db.deleteFrom("login_attempts").where("subject", "in", subjects).execute();
}
