import type { StorefrontMetrics } from "../metrics/storefront-metrics";
import type { MailTransport } from "./mail-message";

/** A transport that counts each mail as sent (accepted for delivery) or failed, and passes the outcome on. */
export function countedMailTransport(transport: MailTransport, metrics: StorefrontMetrics): MailTransport {
  return {
    async send(message) {
      try {
        await transport.send(message);
      } catch (error) {
        metrics.mail("failed");
        throw error;
      }
      metrics.mail("sent");
    },
  };
}
