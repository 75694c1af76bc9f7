import { sql } from "kysely";
import type { StorefrontDb } from "../../db/database";

/** Attempts an account may make before each further one needs a human check. */
export const accountFreeAttempts = 5;
/** An address is shared by many visitors (offices, mobile networks), so it may make more. */
export const addressFreeAttempts = 20;
/** Attempts are forgotten after this long without another one. */
const attemptWindowMs = 15 * 60 * 1000;
/** Beyond the free attempts a failed login answers this much later, doubling each time, up to the longest wait. */
const firstFailureDelayMs = 250;
const longestFailureDelayMs = 4000;

export interface AttemptSubjects {
  account: string;
  address: string;
}

/**
 * The subjects a login attempt counts against: the account and the caller's address, both per brand (each brand is its
 * own storefront with its own accounts, so failures at one brand do not slow a customer of another down).
 */
export function attemptSubjects(parentCustomerId: number, username: string, address: string): AttemptSubjects {
  return {
    account: `account:${parentCustomerId}:${username.trim().toLowerCase()}`,
    address: `address:${parentCustomerId}:${address}`,
  };
}

export interface AttemptCounts {
  account: number;
  address: number;
}

/**
 * Counts one attempt against both subjects in one statement and answers the new counts. Counting happens before the
 * password is checked, so fifty attempts at once see fifty different counts: only the free ones reach the password.
 */
export async function countAttempt(db: StorefrontDb, subjects: AttemptSubjects, nowMs: number): Promise<AttemptCounts> {
  const rows = await db
    .insertInto("login_attempts")
    .values([
      { subject: subjects.account, failures: 1, last_failure_at: nowMs },
      { subject: subjects.address, failures: 1, last_failure_at: nowMs },
    ])
    .onConflict((oc) =>
      oc.column("subject").doUpdateSet({
        failures: sql<number>`case when login_attempts.last_failure_at < ${nowMs - attemptWindowMs} then 1 else login_attempts.failures + 1 end`,
        last_failure_at: nowMs,
      }),
    )
    .returning(["subject", "failures"])
    .execute();
  const count = (subject: string) => Number(rows.find((row) => row.subject === subject)?.failures ?? 0);
  return { account: count(subjects.account), address: count(subjects.address) };
}

/** Past the free attempts of the account or of the address, each attempt needs a human check. */
export function needsHumanCheck(counts: AttemptCounts): boolean {
  return counts.account > accountFreeAttempts || counts.address > addressFreeAttempts;
}

/** How long a failed login's answer waits: nothing within the free attempts, then 250 ms doubling up to 4 s. */
export function failureDelayMs(counts: AttemptCounts): number {
  const beyond = Math.max(counts.account - accountFreeAttempts, counts.address - addressFreeAttempts);
  if (beyond <= 0) return 0;
  return Math.min(firstFailureDelayMs * 2 ** (beyond - 1), longestFailureDelayMs);
}

/**
 * A successful login clears its account's count and takes back the one it added to the address: the address counts
 * failures only, so a busy office behind one address is never asked for the check, and one known account cannot reset
 * the failures of the others.
 */
export async function recordSuccessfulLogin(db: StorefrontDb, subjects: AttemptSubjects): Promise<void> {
  await db.deleteFrom("login_attempts").where("subject", "=", subjects.account).execute();
  await db
    .updateTable("login_attempts")
    .set({ failures: sql<number>`failures - 1` })
    .where("subject", "=", subjects.address)
    .where("failures", ">", 0)
    .execute();
}
