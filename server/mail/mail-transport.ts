import type { ServerConfig } from "../config";
import type { StorefrontDb } from "../db/database";
import { sandboxMailboxTransport } from "./sandbox-mailbox-transport";
import { smtpTransport } from "./smtp-transport";

/** One mail the storefront sends: plain text, with the one link it is about (a login link, the order's page). */
export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** Where mail goes. `send` resolves once the message was accepted for delivery, and rejects otherwise. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

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
