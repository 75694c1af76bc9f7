import { Hono } from "hono";
import * as creditEndpoints from "../../../contract/endpoints/credit";
import { registerEndpoint } from "../../http/register-endpoint";
import type { BrandApiDeps } from "../deps";
import { amountDue } from "./amount-due";
import { saveCheckoutBasket } from "./checkout-basket";
import { checkoutBaskets } from "./checkout-baskets";
import { paymentError } from "./checkout-errors";
import type { PaymentProvider } from "./payment-provider";

/** What the visitor owes, and whether the account's credit pays part of it. */
export function creditRoutes({ db, provider }: BrandApiDeps & { provider: PaymentProvider | null }): Hono {
  const routes = new Hono();
  const { ownBasket, edited } = checkoutBaskets(db, provider);

  registerEndpoint(routes, creditEndpoints.useCredit, async (c, { params, body: { use_credit }, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    if (own instanceof Response) return own;
    if (use_credit && own.customerId === null)
      return paymentError(c, "not_logged_in", "Log in to use your account credit.");
    const refused = await edited(c, own.basket.basketId, (trx) =>
      saveCheckoutBasket(trx, own.basket.basketId, { use_credit: use_credit ? 1 : 0 }),
    );
    return refused ?? amountDue(db, { ...own.basket, useCredit: use_credit });
  });

  registerEndpoint(routes, creditEndpoints.amountDue, async (c, { params, caller }) => {
    const own = await ownBasket(c, params.id, caller);
    return own instanceof Response ? own : amountDue(db, own.basket);
  });

  return routes;
}
