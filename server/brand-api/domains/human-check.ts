import { createHash } from "node:crypto";
import { hcaptchaTestToken } from "../../../contract/domains";
import type { StorefrontDb } from "../../db/database";

/** A verified token stays good for the polls of its lookup for this long. */
export const verifiedTokenMinutes = 10;

export interface HumanCheckOptions {
  db: StorefrontDb;
  /** hCaptcha's secret; without it only hCaptcha's published test token passes (decisions.md section 6). */
  secret: string | undefined;
  fetchImpl?: typeof fetch;
  nowMinute: () => number;
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function askHCaptcha(token: string, secret: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl("https://api.hcaptcha.com/siteverify", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json()) as { success?: boolean };
    return answer.success === true;
  } catch {
    return false;
  }
}

/**
 * Whether a token passes, asked afresh: hCaptcha verifies each token once only, so a solved check answers one
 * request (a login attempt). Without a secret only the published test token passes; production mode refuses to
 * start without a secret, so the test mode never runs there.
 */
export async function humanCheckPassesOnce(
  token: string,
  options: Pick<HumanCheckOptions, "secret" | "fetchImpl">,
): Promise<boolean> {
  return options.secret ? askHCaptcha(token, options.secret, options.fetchImpl ?? fetch) : token === hcaptchaTestToken;
}

/**
 * Whether a human-check token passes. hCaptcha tokens can be verified once only, so a verified token is remembered
 * for a few minutes: the polls of the lookup it unlocked carry it again.
 */
export async function humanCheckPasses(token: string, options: HumanCheckOptions): Promise<boolean> {
  // Remembered per mode: a test token passed in test mode must not pass once a secret is configured.
  const hash = tokenHash(`${options.secret ? "hcaptcha" : "test"}:${token}`);
  const now = options.nowMinute();
  const remembered = await options.db
    .selectFrom("verified_human_checks")
    .select("verified_minute")
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (remembered && now - remembered.verified_minute <= verifiedTokenMinutes) return true;
  const passes = await humanCheckPassesOnce(token, options);
  if (passes) {
    await options.db
      .insertInto("verified_human_checks")
      .values({ token_hash: hash, verified_minute: now })
      .onConflict((oc) => oc.column("token_hash").doUpdateSet({ verified_minute: now }))
      .execute();
  }
  return passes;
}
