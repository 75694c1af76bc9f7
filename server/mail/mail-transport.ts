import type { ServerConfig } from "../config";
import type { StorefrontDb } from "../db/database";
import type { MailTransport } from "./mail-message";
import { sandboxMailboxTransport } from "./sandbox-mailbox-transport";
import { smtpTransport } from "./smtp-transport";

export type { MailMessage, MailTransport } from "./mail-message";

/** Whether mail goes to the demo's sandbox mailbox page: only without an SMTP relay (production requires one). */
export function usesSandboxMailbox(config: ServerConfig): boolean {
  return config.mail.smtpUrl === undefined;
}

/** The relay of `SMTP_URL` when it is set (production always), otherwise the demo's sandbox mailbox. */
export function mailTransportFor(config: ServerConfig, db: StorefrontDb): MailTransport {
  const { smtpUrl } = config.mail;
  if (smtpUrl === undefined) return sandboxMailboxTransport(db);
  // In production a password or login link never crosses the network in clear: STARTTLS is required of the relay.
  return smtpTransport({ url: smtpUrl, requireTls: config.mode === "production" });
}
