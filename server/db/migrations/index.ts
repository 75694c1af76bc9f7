import type { Migration } from "kysely/migration";
import * as domainSearch from "./0100_domain_search";
import * as baskets from "./0200_baskets";
import * as customersAndLogin from "./0300_customers_and_login";
import * as checkoutPaymentsOrders from "./0301_checkout_payments_orders";
import * as seedSandboxAccounts from "./0302_seed_sandbox_accounts";
import * as creditNeverNegative from "./0303_credit_never_negative";
import * as basketLifecycle from "./0304_basket_lifecycle";
import * as orderTax from "./0305_order_tax";
import * as mailDelivery from "./0306_mail_delivery";
import * as basketCreator from "./0400_basket_creator";
import * as domainSearches from "./0401_domain_searches";
import * as orderReceipt from "./0410_order_receipt";
import * as orderTerms from "./0411_order_terms";

/**
 * Every migration, by name; names sort in the order they run. Each one must run on both
 * SQLite and PostgreSQL, so use Kysely's schema builder and portable column types.
 */
export const migrations: Record<string, Migration> = {
  "0100_domain_search": domainSearch,
  "0200_baskets": baskets,
  "0300_customers_and_login": customersAndLogin,
  "0301_checkout_payments_orders": checkoutPaymentsOrders,
  "0302_seed_sandbox_accounts": seedSandboxAccounts,
  "0303_credit_never_negative": creditNeverNegative,
  "0304_basket_lifecycle": basketLifecycle,
  "0305_order_tax": orderTax,
  "0306_mail_delivery": mailDelivery,
  "0400_basket_creator": basketCreator,
  "0401_domain_searches": domainSearches,
  "0410_order_receipt": orderReceipt,
  "0411_order_terms": orderTerms,
};
