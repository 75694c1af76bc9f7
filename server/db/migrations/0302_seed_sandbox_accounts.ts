/**
 * Once seeded the sandbox accounts into every database, production ones included. The demo seeds them at start now
 * (server/db/prepare-database.ts); this stays, empty, because databases that ran it record its name.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
