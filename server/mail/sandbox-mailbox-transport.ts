import { randomUUID } from "node:crypto";
import type { StorefrontDb } from "../db/database";
import type { MailTransport } from "./mail-message";

/** The demo's transport: each message is written to sandbox_mail and shown on /sandbox/mailbox. */
export function sandboxMailboxTransport(db: StorefrontDb): MailTransport {
  return {
    async send(message) {
      await db
        .insertInto("sandbox_mail")
        .values({
          id: randomUUID(),
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          link: message.link,
          sent_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}
