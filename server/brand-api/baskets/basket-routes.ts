import { type Context, Hono } from "hono";
import { brandOfParentCustomer } from "../../../brands/index";
import { type BasketError, basketNotFoundError, type OrderItem } from "../../../contract/basket";
import * as basketEndpoints from "../../../contract/endpoints/basket";
import { basketLineLimit } from "../../../contract/limits";
import type { ServerConfig } from "../../config";
import type { StorefrontDb } from "../../db/database";
import { accessGuardOf } from "../../http/access";
import { apiError } from "../../http/api-error";
import { clientAddress } from "../../http/client-address";
import { KeptJson } from "../../http/kept-answer";
import { registerEndpoint } from "../../http/register-endpoint";
import { sessionCustomerOfBrand } from "../customers/sessions";
import { closeReplacedBasket, editBasket, editRefusal } from "../lifecycle/basket-transaction";
import type { PaymentProvider } from "../payments/payment-provider";
import { basketCreatorKeyHash } from "./basket-creator";
import {
  addBasketItems,
  BasketFull,
  type BasketRecord,
  createBasket,
  isClientAddressBlocked,
  loadBasket,
  priceLoadedBasket,
  setBasketReferral,
  setBasketVoucher,
} from "./basket-store";
import { keptBasketPrices } from "./kept-prices";
import { unsellableReason } from "./order-item-pricing";
import { findVoucherCode } from "./voucher-codes";

function basketError(c: Context, status: 400 | 403 | 404 | 409 | 422, { code, message, ...extra }: BasketError) {
  return apiError(c, status, code, message, extra);
}

const basketNotFound = (c: Context) => basketError(c, 404, basketNotFoundError);

/**
 * The basket calls of spec section 7 and their errors of spec section 8: 'Could not find your basket.', not_yours
 * (a basket of another customer, listing its items) and ip_blocked.
 */
export function basketRoutes({
  db,
  config,
  provider,
}: {
  db: StorefrontDb;
  config: ServerConfig;
  provider: PaymentProvider | null;
}): Hono {
  const routes = new Hono();

  /** Applies a change to the basket through its lifecycle; an ordered basket is not changed (409). */
  const edited = async (c: Context, basketId: string, write: (trx: StorefrontDb) => Promise<void>) => {
    const refusal = editRefusal(await editBasket(db, provider, basketId, write));
    return refusal && basketError(c, refusal.status, refusal.error);
  };

  const refusedAddress = async (c: Context) => {
    if (!(await isClientAddressBlocked(db, clientAddress(c, config.proxyTrust)))) return null;
    return basketError(c, 403, {
      code: "ip_blocked",
      message: "We cannot take orders from your network. Please contact support to place your order.",
    });
  };

  /** Adds items through the basket's lifecycle: null, or the refusal (ordered, replaced, or past the line limit). */
  const itemsAdded = async (c: Context, basketId: string, items: OrderItem[]) => {
    try {
      return await edited(c, basketId, (trx) => addBasketItems(trx, basketId, items));
    } catch (error) {
      if (!(error instanceof BasketFull)) throw error;
      return basketError(c, 422, {
        code: "basket_full",
        message: `A basket holds at most ${basketLineLimit} items. Please check out these items first, then start a new basket for the rest.`,
      });
    }
  };

  /** The basket the guard admitted the caller to (server/brand-api/access/access-guard.ts). */
  const ownBasket = async (c: Context, basketId: string | undefined): Promise<BasketRecord | Response> => {
    const basket = basketId === undefined ? null : await loadBasket(db, basketId);
    return basket ?? basketNotFound(c);
  };

  /**
   * Closes the basket the new one replaces, when the access guard admits the caller as its owner; an id of a basket
   * that is not the caller's, or of none, is ignored: the new basket is made all the same.
   */
  const closeReplaced = async (c: Context, replacedId: string) => {
    const admitted = await accessGuardOf(c).admit(c, "basketOwner", { id: replacedId });
    if (!(admitted instanceof Response)) await closeReplacedBasket(db, provider, replacedId);
  };

  registerEndpoint(routes, basketEndpoints.createBasket, async (c, { body: { parent_customer_id, replaces } }) => {
    const brand = brandOfParentCustomer(parent_customer_id);
    if (!brand)
      return basketError(c, 400, { code: "unknown_brand", message: "There is no brand with this parent_customer_id." });
    const refused = await refusedAddress(c);
    if (refused) return refused;
    const { customerId } = await sessionCustomerOfBrand(c, db, brand);
    const basketUuid = await createBasket(db, brand, parent_customer_id, customerId, basketCreatorKeyHash(c));
    if (replaces !== undefined) await closeReplaced(c, replaces);
    return { basket_uuid: basketUuid };
  });

  registerEndpoint(routes, basketEndpoints.copyBasket, async (c, { params }) => {
    const original = params.id === undefined ? null : await loadBasket(db, params.id);
    if (!original) return basketNotFound(c);
    const refused = await refusedAddress(c);
    if (refused) return refused;
    const { brand, parent_customer_id } = original;
    const { customerId } = await sessionCustomerOfBrand(c, db, brand);
    const basketUuid = await createBasket(db, brand, parent_customer_id, customerId, basketCreatorKeyHash(c));
    const items = original.items.map(({ item }) => item);
    const notCopied = items.length > 0 ? await itemsAdded(c, basketUuid, items) : null;
    return notCopied ?? { basket_uuid: basketUuid };
  });

  registerEndpoint(routes, basketEndpoints.addBasketItems, async (c, { params, body: { items } }) => {
    const basket = await ownBasket(c, params.id);
    if (basket instanceof Response) return basket;
    const blocked = await refusedAddress(c);
    if (blocked) return blocked;
    const reasons = items.map((item) => unsellableReason(basket.brand, item)).filter((reason) => reason !== null);
    if (reasons.length > 0)
      return basketError(c, 422, {
        code: "unavailable_item",
        message: `Failed to add items to your basket. ${reasons.join(" ")}`,
      });
    const refused = await itemsAdded(c, basket.basket_uuid, items);
    if (refused) return refused;
    const updated = await loadBasket(db, basket.basket_uuid);
    return updated ? publicBasket(updated) : basketNotFound(c);
  });

  registerEndpoint(routes, basketEndpoints.readBasket, async (c, { params }) => {
    const basket = await ownBasket(c, params.id);
    return basket instanceof Response ? basket : publicBasket(basket);
  });

  const keptPrices = keptBasketPrices();
  registerEndpoint(routes, basketEndpoints.priceBasket, async (c, { params }) => {
    const admitted = c.get("admittedBasket");
    const known = admitted?.id === params.id ? keptPrices.get(admitted.id, admitted.version) : undefined;
    if (known) return known;
    const basket = await ownBasket(c, params.id);
    if (basket instanceof Response) return basket;
    const price = new KeptJson(priceLoadedBasket(basket));
    // Under the version the guard read: a change since then has a later version, so it never finds this price.
    if (admitted?.id === params.id) keptPrices.set(admitted.id, admitted.version, price);
    return price;
  });

  registerEndpoint(routes, basketEndpoints.applyVoucher, async (c, { params, body: { voucher_code } }) => {
    const basket = await ownBasket(c, params.id);
    if (basket instanceof Response) return basket;
    const found = findVoucherCode(voucher_code);
    if (!found) return basketError(c, 422, { code: "invalid_voucher", message: "This voucher code is not valid." });
    if (found.usedMax)
      return basketError(c, 422, {
        code: "used_max",
        message: "This voucher has already been used the maximum number of times.",
      });
    const refused = await edited(c, basket.basket_uuid, (trx) =>
      setBasketVoucher(trx, basket.basket_uuid, found.voucher.code),
    );
    if (refused) return refused;
    return { voucher: found.voucher };
  });

  registerEndpoint(routes, basketEndpoints.setReferral, async (c, { params, body: { referral_uuid } }) => {
    const basket = await ownBasket(c, params.id);
    if (basket instanceof Response) return basket;
    const refused = await edited(c, basket.basket_uuid, (trx) =>
      setBasketReferral(trx, basket.basket_uuid, referral_uuid),
    );
    if (refused) return refused;
    return { basket_uuid: basket.basket_uuid, referral_uuid };
  });

  return routes;
}

/** The basket as GET /basket/{id} answers it (the owner stays on the server). */
function publicBasket({ brand: _brand, customer_id: _customer, ...basket }: BasketRecord) {
  return basket;
}
