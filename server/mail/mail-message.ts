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
