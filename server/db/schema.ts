/**
 * Tables of the storefront database, one interface per table. Each feature adds its tables
 * here and a migration under ./migrations; the same migrations serve SQLite and PostgreSQL.
 */
// biome-ignore lint/complexity/noBannedTypes: no feature has added a table yet.
export type Database = {};
