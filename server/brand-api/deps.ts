import type { ServerConfig } from "../config";
import type { StorefrontDb } from "../db/database";
import type { Logger } from "../http/logger";
import type { MailTransport } from "../mail/mail-transport";
import type { StorefrontMetrics } from "../metrics/storefront-metrics";

/** What every area of the brand API is built from (server/brand-api/index.ts passes it to each area's routes). */
export interface BrandApiDeps {
  db: StorefrontDb;
  config: ServerConfig;
  /** Where login links and order confirmations are sent (server/mail/). */
  mail: MailTransport;
  /** The server's log; without one (tests) nothing is written. */
  logger?: Logger;
  /** What the app counts: payments, orders, human checks, limited lookups. */
  metrics: StorefrontMetrics;
}
