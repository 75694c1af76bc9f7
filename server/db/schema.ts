/**
 * Tables of the storefront database, one interface per table. Each feature adds its tables
 * here and a migration under ./migrations; the same migrations serve SQLite and PostgreSQL.
 */
export interface Database {
  visitor_sessions: VisitorSessionsTable;
  lookup_rate_windows: LookupRateWindowsTable;
  verified_human_checks: VerifiedHumanChecksTable;
  ai_suggestions: AiSuggestionsTable;
  baskets: BasketsTable;
  basket_items: BasketItemsTable;
  blocked_client_addresses: BlockedClientAddressesTable;
}

/** A server basket (spec section 7 "Basket"); its items are in basket_items. */
export interface BasketsTable {
  basket_uuid: string;
  parent_customer_id: number;
  brand: "WH" | "MP" | "UK2";
  currency: "USD" | "GBP";
  /** The customer logged in when the basket was created; another customer gets not_yours. */
  customer_id: number | null;
  voucher_code: string | null;
  referral_uuid: string | null;
  created_at: string;
  updated_at: string;
}

/** One order item of a basket, as the shared order item schema (src/api/schemas/basket.ts) in JSON. */
export interface BasketItemsTable {
  item_id: string;
  basket_uuid: string;
  position: number;
  item_json: string;
}

/** Client addresses refused at the basket calls (ip_blocked). */
export interface BlockedClientAddressesTable {
  address: string;
  reason: string;
}

/** A visitor's bot-detection session (docs/bot-detection.md); the cookie holds the id. */
export interface VisitorSessionsTable {
  id: string;
  created_at: string;
  /** 1 once the session looked like a bot (too many lookups a minute) until a human check passes. */
  failed_bot_detection: number;
}

/** Lookups per session or address per minute, for the lookup rate limit. */
export interface LookupRateWindowsTable {
  rate_key: string;
  /** Minutes since the Unix epoch. */
  window_minute: number;
  lookups: number;
}

/** Human-check tokens already verified, by SHA-256, so the polls of one lookup can reuse the token. */
export interface VerifiedHumanChecksTable {
  token_hash: string;
  verified_minute: number;
}

/** Domain names generated from a prompt, loaded again with `?ai_uuid=`. */
export interface AiSuggestionsTable {
  id: string;
  parent_customer_id: number;
  prompt: string;
  domains_json: string;
  created_at: string;
}
