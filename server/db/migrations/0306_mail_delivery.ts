import type { Kysely } from "kysely";

/**
 * Mail that is really sent (issue 24): an order records when its confirmation was accepted for delivery (null: not
 * sent, so its page does not claim it), and the sandbox mailbox keeps each message's text, now that it shows order
 * confirmations beside login links (mail written before this has none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("confirmation_sent_at", "text").execute();
  await db.schema.alterTable("sandbox_mail").addColumn("text_body", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sandbox_mail").dropColumn("text_body").execute();
  await db.schema.alterTable("orders").dropColumn("confirmation_sent_at").execute();
}
