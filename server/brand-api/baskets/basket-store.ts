/**
 * Server baskets in the database. Plain functions, so other areas of the brand API (checkout, payment, orders) load
 * and price a basket exactly as the basket calls do.
 */
import { randomUUID } from "node:crypto";
import type { BrandCode } from "../../../brands/index";
import type { BasketPrice, OrderItem, ServerBasket } from "../../../contract/basket";
import { basketLineLimit } from "../../../contract/limits";
import type { StorefrontDb } from "../../db/database";
import { brandCurrency } from "../domains/price-list";
import { priceOrderItems, type StoredItem } from "./order-item-pricing";
import { findVoucherCode } from "./voucher-codes";

export interface BasketRecord extends ServerBasket {
  brand: BrandCode;
  /** The customer the basket belongs to, or null for a guest's basket. */
  customer_id: number | null;
}

export async function createBasket(
  db: StorefrontDb,
  brand: BrandCode,
  parentCustomerId: number,
  customerId: number | null,
  creatorKeyHash: string,
): Promise<string> {
  const basketUuid = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("baskets")
    .values({
      basket_uuid: basketUuid,
      parent_customer_id: parentCustomerId,
      brand,
      currency: brandCurrency(brand).code,
      customer_id: customerId,
      creator_key_hash: creatorKeyHash,
      voucher_code: null,
      referral_uuid: null,
      created_at: now,
      updated_at: now,
      lifecycle_state: "open",
      lifecycle_json: null,
      lifecycle_version: 0,
    })
    .execute();
  return basketUuid;
}

/** The basket with its items in the order they were added, or null when there is no such basket. */
export async function loadBasket(db: StorefrontDb, basketUuid: string): Promise<BasketRecord | null> {
  const row = await db.selectFrom("baskets").selectAll().where("basket_uuid", "=", basketUuid).executeTakeFirst();
  if (!row) return null;
  const items = await db
    .selectFrom("basket_items")
    .select(["item_id", "item_json"])
    .where("basket_uuid", "=", basketUuid)
    .orderBy("position")
    .execute();
  return {
    basket_uuid: row.basket_uuid,
    parent_customer_id: Number(row.parent_customer_id),
    brand: row.brand,
    currency: row.currency,
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    voucher_code: row.voucher_code,
    referral_uuid: row.referral_uuid,
    items: items.map((item) => ({ item_id: item.item_id, item: JSON.parse(item.item_json) as OrderItem })),
  };
}

/** The items would take a basket past its line limit: nothing was added. */
export class BasketFull extends Error {}

/**
 * Adds items after the basket's last, in the transaction that holds the basket, so two requests adding at once are
 * counted one after the other: throws BasketFull rather than go past `basketLineLimit` lines.
 */
export async function addBasketItems(trx: StorefrontDb, basketUuid: string, items: OrderItem[]): Promise<void> {
  const { count } = await trx
    .selectFrom("basket_items")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("basket_uuid", "=", basketUuid)
    .executeTakeFirstOrThrow();
  if (Number(count) + items.length > basketLineLimit) throw new BasketFull();
  await trx
    .insertInto("basket_items")
    .values(
      items.map((item, index) => ({
        item_id: randomUUID(),
        basket_uuid: basketUuid,
        position: Number(count) + index,
        item_json: JSON.stringify(item),
      })),
    )
    .execute();
  await touchBasket(trx, basketUuid, {});
}

async function touchBasket(
  db: Pick<StorefrontDb, "updateTable">,
  basketUuid: string,
  changes: { voucher_code?: string | null; referral_uuid?: string | null },
): Promise<void> {
  await db
    .updateTable("baskets")
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where("basket_uuid", "=", basketUuid)
    .execute();
}

export async function setBasketVoucher(db: StorefrontDb, basketUuid: string, code: string | null): Promise<void> {
  await touchBasket(db, basketUuid, { voucher_code: code });
}

export async function setBasketReferral(db: StorefrontDb, basketUuid: string, referralUuid: string): Promise<void> {
  await touchBasket(db, basketUuid, { referral_uuid: referralUuid });
}

/** Every line, discount, promotion, tax and total of a loaded basket, in integer minor units. */
export function priceLoadedBasket(basket: BasketRecord): BasketPrice {
  const voucherCode = basket.voucher_code ? findVoucherCode(basket.voucher_code) : undefined;
  const voucher = voucherCode && !voucherCode.usedMax ? voucherCode.voucher : null;
  return {
    basket_uuid: basket.basket_uuid,
    currency: basket.currency,
    ...priceOrderItems(basket.brand, basket.items as StoredItem[], voucher),
    voucher,
  };
}

/** The basket's price, or null when there is no such basket. */
export async function priceBasket(db: StorefrontDb, basketUuid: string): Promise<BasketPrice | null> {
  const basket = await loadBasket(db, basketUuid);
  return basket ? priceLoadedBasket(basket) : null;
}

export async function isClientAddressBlocked(db: StorefrontDb, address: string): Promise<boolean> {
  const row = await db
    .selectFrom("blocked_client_addresses")
    .select("address")
    .where("address", "=", address)
    .executeTakeFirst();
  return row !== undefined;
}
