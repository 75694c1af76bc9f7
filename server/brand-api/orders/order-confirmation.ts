import type { StorefrontDb } from "../../db/database";
import { orderConfirmationMail } from "../../mail/messages";
import { accountById, readContact } from "../customers/accounts";
import type { BrandApiDeps } from "../deps";
import type { OrderRow } from "./order-store";

/** The basket's contact email from checkout, else the account's own (a customer who gave no contact). */
async function confirmationAddress(db: StorefrontDb, order: OrderRow, contactJson: string | null) {
  const contactEmail = readContact(contactJson)?.email;
  if (contactEmail) return contactEmail;
  const account = order.customer_id === null ? undefined : await accountById(db, order.customer_id);
  return account?.email;
}

/**
 * Emails a newly placed order's confirmation and records on the order that it was accepted for delivery. Called after
 * the placing transaction committed: a sent mail cannot be rolled back, and a slow relay must not hold the basket's
 * row. A failure never fails the order: it is logged, and the order stays unmarked, so its page claims no email.
 */
export async function sendOrderConfirmation({ db, config, mail, logger }: BrandApiDeps, order: OrderRow) {
  try {
    const basket = await db
      .selectFrom("baskets")
      .leftJoin("checkout_baskets", "checkout_baskets.basket_id", "baskets.basket_uuid")
      .select(["baskets.brand", "checkout_baskets.contact_json"])
      .where("baskets.basket_uuid", "=", order.basket_id)
      .executeTakeFirstOrThrow();
    const to = await confirmationAddress(db, order, basket.contact_json);
    if (!to) {
      logger?.warn("order confirmation has no address to go to", { order_id: order.id });
      return;
    }
    const items = await db
      .selectFrom("order_items")
      .select(["name", "price_minor", "period", "renew_price_minor"])
      .where("order_id", "=", order.id)
      .orderBy("position")
      .execute();
    const lines = items.map((item) => ({
      ...item,
      price_minor: Number(item.price_minor),
      renew_price_minor: Number(item.renew_price_minor),
    }));
    await mail.send(orderConfirmationMail(config, { brand: basket.brand, to, order, items: lines }));
    await db
      .updateTable("orders")
      .set({ confirmation_sent_at: new Date().toISOString() })
      .where("id", "=", order.id)
      .execute();
  } catch (error) {
    logger?.warn("order confirmation failed", { order_id: order.id, error: String(error) });
  }
}
