import { useSelector } from "@xstate/react";
import {
  selectError,
  selectIsDomainAlert,
  selectIsReloadForced,
  selectIsVoucherNotEligible,
} from "../../../machines/checkout/selectors";
import { Button } from "../ui/Button";
import { Notice } from "../ui/Notice";
import { useCheckoutActor } from "./use-checkout-actors";

/** Errors about the whole checkout (spec section 8), announced as they appear. */
export function CheckoutAlerts() {
  const checkout = useCheckoutActor();
  const error = useSelector(checkout, selectError);
  const isDomainAlert = useSelector(checkout, selectIsDomainAlert);
  const isReloadForced = useSelector(checkout, selectIsReloadForced);
  const isVoucherNotEligible = useSelector(checkout, selectIsVoucherNotEligible);
  return (
    <Notice tone="error" className="checkout-alerts">
      {error && <p>{error}</p>}
      {isDomainAlert && <p>Change the contact details above, or remove the domain from your basket.</p>}
      {isVoucherNotEligible && !error && <p>Your voucher could not be applied to this order.</p>}
      {isReloadForced && <Button onClick={() => checkout.send({ type: "checkout.reload" })}>Reload the basket</Button>}
    </Notice>
  );
}
