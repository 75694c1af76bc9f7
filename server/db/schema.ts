/**
 * Tables of the storefront database, one interface per table. Each feature adds its tables
 * here and a migration under ./migrations; the same migrations serve SQLite and PostgreSQL.
 */
import type { BrandCode, CurrencyCode } from "../../brands/index";
import type { PaymentType, StoredPaymentKind } from "../../contract/payment-methods";

export interface Database {
  visitor_sessions: VisitorSessionsTable;
  lookup_rate_windows: LookupRateWindowsTable;
  verified_human_checks: VerifiedHumanChecksTable;
  ai_suggestions: AiSuggestionsTable;
  domain_searches: DomainSearchesTable;
  baskets: BasketsTable;
  basket_items: BasketItemsTable;
  blocked_client_addresses: BlockedClientAddressesTable;
  customers: CustomersTable;
  customer_payment_methods: CustomerPaymentMethodsTable;
  login_sessions: LoginSessionsTable;
  login_attempts: LoginAttemptsTable;
  login_links: LoginLinksTable;
  sandbox_mail: SandboxMailTable;
  checkout_baskets: CheckoutBasketsTable;
  payments: PaymentsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_actions: OrderActionsTable;
}

/** A customer account with its one login (decisions.md section 5); booleans are 0/1 on both databases. */
export interface CustomersTable {
  id: number;
  parent_customer_id: number;
  email: string;
  /** scrypt: `scrypt$<salt hex>$<key hex>`. */
  password_hash: string;
  is_staff: number;
  currency: CurrencyCode;
  credit_minor: number;
  /** Contact data of spec section 3 as JSON, or null. */
  contact_json: string | null;
}

export interface CustomerPaymentMethodsTable {
  id: number;
  customer_id: number;
  type: StoredPaymentKind;
  label: string;
}

/** A logged-in browser: the cookie holds the key, the table only its SHA-256. */
export interface LoginSessionsTable {
  key_hash: string;
  customer_id: number;
  created_at: string;
}

/** Failed logins per account and per address, for slowing down guessing. */
export interface LoginAttemptsTable {
  subject: string;
  failures: number;
  last_failure_at: number;
}

export interface LoginLinksTable {
  token_hash: string;
  customer_id: number;
  expires_at: number;
  used: number;
}

/** Mail the demo's sandbox mailbox "sends" (login links, order confirmations), shown on the sandbox mailbox page. */
export interface SandboxMailTable {
  id: string;
  to_address: string;
  subject: string;
  /** The message's text; null for mail written before migration 0306. */
  text_body: string | null;
  link: string;
  sent_at: string;
}

/** What checkout adds to a basket: contact data, the account it belongs to, whether credit pays part of it. */
export interface CheckoutBasketsTable {
  basket_id: string;
  contact_json: string | null;
  customer_id: number | null;
  use_credit: number;
}

export interface PaymentsTable {
  id: string;
  basket_id: string;
  /** Brand code the basket was bought under; the provider pages send the visitor back to its origin. */
  brand: BrandCode;
  /** One of the payment method table's types (contract/payment-methods.ts). */
  type: PaymentType;
  /** `voided`: a later payment of the same basket superseded it, or the order it was for could not be placed. */
  status: "awaiting_customer" | "pending" | "authorized" | "failed" | "cancelled" | "captured" | "voided";
  error_code: string | null;
  amount_minor: number;
  credit_minor: number;
  currency: CurrencyCode;
  /** Sandbox outcome once the card or account is known: charged, risky, pending, processed. */
  outcome: string | null;
  /** Refreshes (then status reads) that still answer "pending" before the sandbox settles. */
  pending_reads_left: number;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  /** Unique: one order per basket, however many place-order calls arrive. */
  basket_id: string;
  payment_id: string | null;
  payment_type: string;
  customer_id: number | null;
  status: "risky" | "approved" | "processed" | "charged" | "payment pending";
  total_minor: number;
  /** The tax in the total, and its rate: lines + tax = total on the order's result page. */
  tax_minor: number;
  tax_rate_percent: number;
  currency: CurrencyCode;
  created_at: string;
  /** When the confirmation mail was accepted for delivery; null when none was (its page then does not claim one). */
  confirmation_sent_at: string | null;
  /** The account credit the order used; its payment method paid the rest of the total (migration 0410). */
  credit_minor: number;
  /** The terms accepted by paying (brands/ `terms`) and when the shopper paid; null before migration 0411. */
  terms_slug: string | null;
  terms_version: string | null;
  terms_accepted_at: string | null;
}

export interface OrderItemsTable {
  order_id: string;
  position: number;
  codename: string;
  name: string;
  price_minor: number;
  /** The period bought ("1y", "12m"), and what it renews at for the same period; "" and 0 before migration 0410. */
  period: string;
  renew_price_minor: number;
}

export interface OrderActionsTable {
  id: number;
  order_id: string;
  type: "review_risk" | "collect_payment";
  processed: number;
}

/** A server basket (spec section 7 "Basket"); its items are in basket_items. */
export interface BasketsTable {
  basket_uuid: string;
  parent_customer_id: number;
  brand: BrandCode;
  currency: CurrencyCode;
  /** The customer logged in when the basket was created; another customer gets not_yours. */
  customer_id: number | null;
  /** Hash of the creator cookie of the browser that started the basket; only it may attach a guest basket. */
  creator_key_hash: string | null;
  voucher_code: string | null;
  referral_uuid: string | null;
  created_at: string;
  updated_at: string;
  /** The basket's state in machines/basket-lifecycle, dotted (`paymentOpen.moneyHeld`), and its context as JSON. */
  lifecycle_state: string;
  lifecycle_json: string | null;
  /** Moved on by every event applied, in the same transaction as the rows that event writes. */
  lifecycle_version: number;
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
/** A search the brand API accepted (migration 0401): its polls and premium checks name it by id. */
export interface DomainSearchesTable {
  id: string;
  /** The visitor session the lookup came with, or null when the browser had none yet. */
  session_id: string | null;
  parent_customer_id: number;
  mode: "both" | "transfer";
  /** The category the stems were looked up in; null for a bulk or AI list. */
  domain_category: string | null;
  /** The list's domains, or the stems, as a JSON array. */
  names_json: string;
  created_at: string;
}

export interface AiSuggestionsTable {
  id: string;
  parent_customer_id: number;
  prompt: string;
  domains_json: string;
  created_at: string;
}
