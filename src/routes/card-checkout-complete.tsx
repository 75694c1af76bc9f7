import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { PaymentReturn } from "../components/checkout/PaymentReturn";
import { useCheckoutActor } from "../components/checkout/use-checkout-actors";

/** `/order/thg-checkout-complete/?basket=&pathname=`: back from the card (or direct-debit) page. */
export function Component() {
  const [params] = useSearchParams();
  const checkout = useCheckoutActor();
  const basketId = params.get("basket");
  useEffect(() => {
    if (basketId) checkout.send({ type: "checkout.return.card", basketId });
  }, [checkout, basketId]);
  return <PaymentReturn basketId={basketId} backPath={params.get("pathname")} />;
}
