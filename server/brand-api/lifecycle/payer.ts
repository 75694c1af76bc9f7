import { createHash } from "node:crypto";
import type { StorefrontDb } from "../../db/database";

/**
 * Who pays for a basket and how, as one digest (machines/basket-lifecycle OpenPayment's `payer`): the account it
 * belongs to, the contact the order will carry (registrant, email, address) and whether account credit is used. Read
 * in the transaction that holds the basket, so the payment is started for, and the order placed with, what is stored.
 */
export async function basketPayer(trx: StorefrontDb, basketId: string): Promise<string> {
  const row = await trx
    .selectFrom("baskets")
    .leftJoin("checkout_baskets", "checkout_baskets.basket_id", "baskets.basket_uuid")
    .select(["baskets.customer_id", "checkout_baskets.contact_json", "checkout_baskets.use_credit"])
    .where("baskets.basket_uuid", "=", basketId)
    .executeTakeFirst();
  const who = [
    row?.customer_id == null ? null : Number(row.customer_id),
    row?.contact_json ?? null,
    Number(row?.use_credit ?? 0) === 1,
  ];
  return createHash("sha256").update(JSON.stringify(who)).digest("base64url");
}
