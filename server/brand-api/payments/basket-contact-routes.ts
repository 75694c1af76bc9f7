import { Hono } from "hono";
import * as basketContactEndpoints from "../../../contract/endpoints/basket-contact";
import { registerEndpoint } from "../../http/register-endpoint";
import { readContact } from "../customers/accounts";
import type { BrandApiDeps } from "../deps";
import { saveCheckoutBasket } from "./checkout-basket";
import { checkoutBaskets } from "./checkout-baskets";
import { paymentError } from "./checkout-errors";
import type { PaymentProvider } from "./payment-provider";

/** Checkout's contact calls (spec section 7 "Basket"): the registrant's contact, and the account a basket is for. */
export function basketContactRoutes({ db, provider }: BrandApiDeps & { provider: PaymentProvider | null }): Hono {
  const routes = new Hono();
  const { ownBasket, edited } = checkoutBaskets(db, provider);

  registerEndpoint(routes, basketContactEndpoints.saveBasketContact, async (c, { params, body: contact, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    const refused = await edited(c, own.basket.basketId, (trx) =>
      saveCheckoutBasket(trx, own.basket.basketId, { contact_json: JSON.stringify(contact) }),
    );
    return refused ?? { contact };
  });

  registerEndpoint(routes, basketContactEndpoints.readBasketContact, async (c, { params, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    return { contact: readContact(own.basket.contactJson) };
  });

  registerEndpoint(
    routes,
    basketContactEndpoints.attachBasketAccount,
    async (c, { params, body: { customer_id }, caller }) => {
      const own = await ownBasket(c, params.id, caller);
      if (own instanceof Response) return own;
      // The guard admitted only the basket's owner; the account named must be the caller's own, of this brand.
      if (own.customerId !== customer_id)
        return paymentError(c, "not_yours", "You can only add your own account of this shop to a basket.");
      const refused = await edited(c, own.basket.basketId, async (trx) => {
        await saveCheckoutBasket(trx, own.basket.basketId, { customer_id });
        await trx
          .updateTable("baskets")
          .set({ customer_id })
          .where("basket_uuid", "=", own.basket.basketId)
          .where("customer_id", "is", null)
          .execute();
      });
      return refused ?? { customer_id };
    },
  );

  return routes;
}
