import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { PaymentReturn } from "../components/checkout/PaymentReturn";
import { useCheckoutActor } from "../components/checkout/use-checkout-actors";

/** `/order/paypal-complete/?basket=&isExistingCustomer=`: back from PayPal, approved (PayerID) or cancelled. */
export function Component() {
  const [params] = useSearchParams();
  const checkout = useCheckoutActor();
  const basketId = params.get("basket");
  const paymentId = params.get("token") ?? "";
  const payerId = params.get("PayerID");
  useEffect(() => {
    if (basketId) checkout.send({ type: "checkout.return.paypal", basketId, paymentId, payerId });
  }, [checkout, basketId, paymentId, payerId]);
  return <PaymentReturn basketId={basketId} backPath={null} />;
}
