import type { Kysely } from "kysely";

/** Which browser started a guest basket (the hash of its creator cookie): only that browser may attach it to an account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("baskets").addColumn("creator_key_hash", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("baskets").dropColumn("creator_key_hash").execute();
}
