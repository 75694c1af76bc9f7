import { randomBytes } from "node:crypto";
import { type BrandCode, brandOfParentCustomer } from "../../../brands/index";
import { brandMetadata } from "../../../brands/metadata";
import { sharedRoutePaths } from "../../../brands/routes";
import type { ServerConfig } from "../../config";
import type { StorefrontDb } from "../../db/database";
import { brandAddress } from "../../http/brand-address";
import type { MailTransport } from "../../mail/mail-transport";
import { loginLinkMail } from "../../mail/messages";
import { sha256 } from "./sessions";

const linkLifetimeMinutes = 15;
const linkLifetimeMs = linkLifetimeMinutes * 60 * 1000;

/**
 * The login link's address: the brand's own origin from configuration (never the request's Host),
 * the requested path on it when it stays there (checkout otherwise), and the one-time token.
 */
export function loginLinkUrl(config: ServerConfig, brand: BrandCode, returnPath: string | undefined, token: string) {
  const url = brandAddress(brandMetadata(brand, config.brandOrigins).brandURL, returnPath, sharedRoutePaths.checkout);
  url.searchParams.set("login_token", token);
  return url.toString();
}

/**
 * Creates a one-time link (15 minutes) and mails it to the account; rejects when the mail transport does not accept
 * the message (the link is then never known to anyone and simply expires).
 */
export async function sendLoginLink(
  { db, config, mail }: { db: StorefrontDb; config: ServerConfig; mail: MailTransport },
  account: { id: number; email: string; parent_customer_id: number },
  returnPath: string | undefined,
  nowMs: number,
) {
  const brand = brandOfParentCustomer(account.parent_customer_id);
  if (!brand) return;
  const token = randomBytes(24).toString("base64url");
  await db
    .insertInto("login_links")
    .values({ token_hash: sha256(token), customer_id: account.id, expires_at: nowMs + linkLifetimeMs, used: 0 })
    .execute();
  const link = loginLinkUrl(config, brand, returnPath, token);
  await mail.send(loginLinkMail(config, { brand, to: account.email, link, expiresInMinutes: linkLifetimeMinutes }));
}

/** Uses up a login link: the customer id when it is valid, unused and not expired, else null. */
export async function redeemLoginLink(db: StorefrontDb, token: string, nowMs: number): Promise<number | null> {
  const claimed = await db
    .updateTable("login_links")
    .set({ used: 1 })
    .where("token_hash", "=", sha256(token))
    .where("used", "=", 0)
    .where("expires_at", ">", nowMs)
    .returning("customer_id")
    .executeTakeFirst();
  return claimed ? Number(claimed.customer_id) : null;
}
