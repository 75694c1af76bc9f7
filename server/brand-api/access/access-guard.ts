import type { Context } from "hono";
import { basketNotFoundError } from "../../../contract/basket";
import type { Access } from "../../../contract/endpoints/endpoint";
import type { ServerConfig } from "../../config";
import type { StorefrontDb } from "../../db/database";
import { readRows } from "../../db/direct-reads";
import type { AccessGuard, GuestOrCustomer } from "../../http/access";
import { apiError } from "../../http/api-error";
import { browserBasketKeyHash } from "../baskets/basket-creator";
import { loadBasket } from "../baskets/basket-store";
import { describeOrderItem } from "../baskets/order-item-pricing";
import { sessionCustomerOfBrand } from "../customers/sessions";
import { callBrand } from "./call-brand";

/**
 * The one place that decides who may call what (contract/endpoints/endpoint.ts `accessLevels`). A basket belongs to
 * the browser that started it (its creator cookie) until a customer logs in at checkout and takes it, then to that
 * customer only; an order to the owner of the basket it came from, and to staff of its brand; an account to itself,
 * in its own brand. A basket's or order's id in an address proves nothing.
 */
export function accessGuard(db: StorefrontDb, config: Pick<ServerConfig, "brandOrigins">): AccessGuard {
  const basketNotFound = (c: Context) => apiError(c, 404, basketNotFoundError.code, basketNotFoundError.message);
  const orderNotFound = (c: Context) => apiError(c, 404, "not_found", "There is no such order.");

  /** Spec section 8's not_yours: the items are listed, nothing personal (no contact, no account, no payment). */
  const notYourBasket = async (c: Context, basketId: string) => {
    const basket = await loadBasket(db, basketId);
    const items = basket ? basket.items.map(({ item }) => describeOrderItem(basket.brand, item)) : [];
    return apiError(
      c,
      403,
      "not_yours",
      `This basket belongs to another browser or account, so it cannot be used here. It holds: ${items.join(", ")}.`,
      { items },
    );
  };

  /** The basket's owner: the customer it belongs to, else the browser that started it. */
  const ownsBasket = (
    c: Context,
    basket: { customer_id: number | null; creator_key_hash: string | null },
    caller: GuestOrCustomer,
  ) => {
    // Number(): a driver may hand back an integer column as a string.
    if (basket.customer_id !== null) return caller.customerId === Number(basket.customer_id);
    const browserKey = browserBasketKeyHash(c);
    return browserKey !== null && basket.creator_key_hash === browserKey;
  };

  /**
   * The basket read of every basket call, built and compiled once: only the id changes between calls, and building
   * and compiling the query cost about as much as running it (issue 39).
   */
  const basketOwnerRead = db
    .selectFrom("baskets")
    .select(["brand", "customer_id", "creator_key_hash", "lifecycle_version"])
    .where("basket_uuid", "=", "")
    .compile();

  const admitBasketOwner = async (c: Context, basketId: unknown) => {
    if (typeof basketId !== "string") return basketNotFound(c);
    const read: typeof basketOwnerRead = { ...basketOwnerRead, parameters: [basketId] };
    const [basket] = await readRows(db, read);
    if (!basket) return basketNotFound(c);
    const caller = await sessionCustomerOfBrand(c, db, basket.brand);
    if (!ownsBasket(c, basket, caller)) return notYourBasket(c, basketId);
    // For a price kept by the version (server/brand-api/baskets/kept-prices.ts): no second read of the basket.
    c.set("admittedBasket", { id: basketId, version: Number(basket.lifecycle_version) });
    return caller;
  };

  const admitOrderOwner = async (c: Context, orderId: unknown) => {
    if (typeof orderId !== "string") return orderNotFound(c);
    const order = await db
      .selectFrom("orders")
      .innerJoin("baskets", "baskets.basket_uuid", "orders.basket_id")
      .select(["orders.customer_id", "baskets.brand", "baskets.creator_key_hash"])
      .where("orders.id", "=", orderId)
      .executeTakeFirst();
    if (!order) return orderNotFound(c);
    const caller = await sessionCustomerOfBrand(c, db, order.brand);
    // Answered as no order at all: an order number says nothing to whoever it does not belong to.
    return caller.isStaff || ownsBasket(c, order, caller) ? caller : orderNotFound(c);
  };

  const admitCustomer = async (c: Context, access: "customer" | "accountOwner" | "staff", pathId: unknown) => {
    const caller = await sessionCustomerOfBrand(c, db, callBrand(c, config.brandOrigins));
    if (access === "staff")
      return caller.customerId !== null && caller.isStaff
        ? { ...caller, customerId: caller.customerId }
        : apiError(c, 403, "staff_only", "Only staff of this shop may do this. Please log in with a staff account.");
    if (caller.customerId === null) return apiError(c, 401, "not_logged_in", "You are not logged in.");
    if (access === "accountOwner" && pathId !== caller.customerId)
      return apiError(c, 403, "not_yours", "This is not your account.");
    return caller;
  };

  const admitters: Record<
    Exclude<Access, "anyone">,
    (c: Context, params: Record<string, unknown>) => Promise<GuestOrCustomer | Response>
  > = {
    basketOwner: (c, params) => admitBasketOwner(c, params.id),
    orderOwner: (c, params) => admitOrderOwner(c, params.id),
    customer: (c) => admitCustomer(c, "customer", undefined),
    accountOwner: (c, params) => admitCustomer(c, "accountOwner", params.id),
    staff: (c) => admitCustomer(c, "staff", undefined),
  };

  return { admit: (c, access, params) => admitters[access](c, params) };
}
