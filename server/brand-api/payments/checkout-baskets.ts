import type { Context } from "hono";
import { basketNotFoundError } from "../../../contract/basket";
import type { StorefrontDb } from "../../db/database";
import type { GuestOrCustomer } from "../../http/access";
import { accountById, readContact } from "../customers/accounts";
import { editBasket, editRefusal } from "../lifecycle/basket-transaction";
import { orderRuleError } from "./basket-rules";
import { type CheckoutBasket, loadCheckoutBasket } from "./checkout-basket";
import { paymentError } from "./checkout-errors";
import type { PaymentProvider } from "./payment-provider";

/** What every checkout call does with the basket its path names: load it for its owner, change it. */
export function checkoutBaskets(db: StorefrontDb, provider: PaymentProvider | null) {
  /**
   * The basket the access guard admitted the caller to (server/brand-api/access/access-guard.ts), and the caller's
   * account in the basket's brand (null for a guest).
   */
  const ownBasket = async (c: Context, basketId: string | undefined, caller: GuestOrCustomer) => {
    const basket = basketId === undefined ? undefined : await loadCheckoutBasket(db, basketId);
    if (!basket) return paymentError(c, basketNotFoundError.code, basketNotFoundError.message);
    return { basket, customerId: caller.customerId, isStaff: caller.isStaff };
  };

  /** Applies a change to the basket through its lifecycle; an ordered basket is not changed (409). */
  const edited = async (c: Context, basketId: string, write: (trx: StorefrontDb) => Promise<void>) => {
    const refusal = editRefusal(await editBasket(db, provider, basketId, write));
    return refusal && paymentError(c, refusal.error.code, refusal.error.message);
  };

  return { ownBasket, edited };
}

/** The order rules (basket-rules.ts) applied to a checkout basket and the account placing it. */
export async function checkOrderRules(trx: StorefrontDb, basket: CheckoutBasket, customerId: number | null) {
  const account = customerId === null ? undefined : await accountById(trx, customerId);
  return orderRuleError({
    items: basket.items,
    currency: basket.currency,
    contact: readContact(basket.contactJson),
    accountCurrency: account?.currency ?? null,
  });
}
