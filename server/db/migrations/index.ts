import type { Migration } from "kysely/migration";
import * as domainSearch from "./0100_domain_search";
import * as baskets from "./0200_baskets";

/**
 * Every migration, by name; names sort in the order they run. Each one must run on both
 * SQLite and PostgreSQL, so use Kysely's schema builder and portable column types.
 */
export const migrations: Record<string, Migration> = {
  "0100_domain_search": domainSearch,
  "0200_baskets": baskets,
};
