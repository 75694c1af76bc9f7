import type { Transporter } from "nodemailer";
import type { MailTransport } from "./mail-message";

/** Longest one send may take, connecting included: a login link and placing an order wait for it. */
const sendTimeoutMs = 10_000;

export interface SmtpSettings {
  /** `SMTP_URL`: smtp://user:password@host:port (STARTTLS when offered) or smtps://... (TLS from the start). */
  url: string;
  /** Refuse a relay that does not offer STARTTLS on smtp://; `?requireTLS=false` in the URL turns it off. */
  requireTls: boolean;
}

/** Sends through an SMTP relay with nodemailer; a send resolves when the relay has accepted the message. */
export function smtpTransport({ url, requireTls }: SmtpSettings): MailTransport {
  // Loaded on the first send, so a demo that mails to its sandbox mailbox never loads nodemailer.
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => {
    const { createTransport } = await import("nodemailer");
    // Options in the URL's query (`?requireTLS=false`) take precedence over these.
    return createTransport({
      url,
      requireTLS: requireTls,
      connectionTimeout: sendTimeoutMs,
      greetingTimeout: sendTimeoutMs,
      socketTimeout: sendTimeoutMs,
    });
  };
  return {
    async send(message) {
      transporter ??= connect();
      const mailer = await transporter;
      await mailer.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    },
  };
}
