import type { BrandCode, CurrencyCode } from "../../../brands/index";
import type { BasketPrice, OrderItem } from "../../../contract/basket";
import type { StorefrontDb } from "../../db/database";
import { loadBasket, priceLoadedBasket } from "../baskets/basket-store";

/** What payments and orders need of a server basket: the basket area's own record and price, plus checkout's data. */
export interface CheckoutBasket {
  basketId: string;
  brand: BrandCode;
  parentCustomerId: number;
  currency: CurrencyCode;
  customerId: number | null;
  items: OrderItem[];
  price: BasketPrice;
  contactJson: string | null;
  useCredit: boolean;
}

export async function loadCheckoutBasket(db: StorefrontDb, basketId: string): Promise<CheckoutBasket | null> {
  const basket = await loadBasket(db, basketId);
  if (!basket) return null;
  const checkout = await db
    .selectFrom("checkout_baskets")
    .selectAll()
    .where("basket_id", "=", basketId)
    .executeTakeFirst();
  return {
    basketId,
    brand: basket.brand,
    parentCustomerId: basket.parent_customer_id,
    currency: basket.currency,
    customerId: basket.customer_id,
    items: basket.items.map(({ item }) => item),
    price: priceLoadedBasket(basket),
    contactJson: checkout?.contact_json ?? null,
    useCredit: Number(checkout?.use_credit ?? 0) === 1,
  };
}

/** Writes checkout's own columns for a basket, creating its row on first use. */
export async function saveCheckoutBasket(
  db: StorefrontDb,
  basketId: string,
  values: { contact_json?: string; customer_id?: number; use_credit?: number },
): Promise<void> {
  await db
    .insertInto("checkout_baskets")
    .values({ basket_id: basketId, contact_json: null, customer_id: null, use_credit: 0, ...values })
    .onConflict((oc) => oc.column("basket_id").doUpdateSet(values))
    .execute();
}
