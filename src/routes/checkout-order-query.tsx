import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { planOrderQuery } from "../../machines/basket/plan-order-query";
import { isPlacingOrder, isRestoring, orderError } from "../../machines/basket/selectors";
import { useStartedBasket } from "../components/basket/use-basket-actor";
import { PageTitle } from "../components/PageTitle";
import { Notice } from "../components/ui/Notice";

/**
 * Whether the checkout address hands over an order, which this module turns into a basket: `?order=` (spec section 2),
 * or `?plan=&period=` from the hosting page's form sent before the app had started.
 */
export function useHasOrderQuery(): boolean {
  const [params] = useSearchParams();
  return params.has("order") || params.has("plan");
}

/** The `?order=` list the address hands over, from either form. */
function orderOf(params: URLSearchParams): string | null {
  const plan = params.get("plan");
  return plan === null ? params.get("order") : planOrderQuery(plan, params.get("period") ?? "");
}

/**
 * `/order/checkout/?order=<base64 JSON list of order items>&voucher=<code>` (spec section 2): the basket machine
 * creates a basket with the items, applies the voucher once the basket exists, then opens the brand's checkout URL
 * with the basket id. A value that cannot be read says 'There was an error placing your order.'
 */
export function OrderQueryPage() {
  const [params] = useSearchParams();
  // Until the basket's code is loaded the page shows what it shows while the saved basket is read.
  const basket = useStartedBasket() ?? undefined;
  const restoring = useSelector(basket, (s) => (s ? isRestoring(s) : true));
  const placing = useSelector(basket, (s) => (s ? isPlacingOrder(s) : false));
  const error = useSelector(basket, (s) => (s ? orderError(s) : null));
  const order = orderOf(params);
  const voucher = params.get("voucher");

  useEffect(() => {
    // The machine takes one order at a time, so a second send (React's development double effect) is ignored.
    if (basket && !restoring && order !== null)
      basket.send({ type: "basket.order.submit", order, voucher: voucher || null });
  }, [basket, restoring, order, voucher]);

  return (
    <section className="page checkout-order-query">
      <PageTitle>Checkout</PageTitle>
      <h1>Checkout</h1>
      {placing && <p role="status">Preparing your order…</p>}
      <Notice tone="error">{error && <p>{error}</p>}</Notice>
    </section>
  );
}
