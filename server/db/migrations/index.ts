import type { Migration } from "kysely/migration";

/**
 * Every migration, by name; names sort in the order they run. Each one must run on both
 * SQLite and PostgreSQL, so use Kysely's schema builder and portable column types.
 */
export const migrations: Record<string, Migration> = {};
