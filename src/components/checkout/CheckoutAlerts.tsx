import { useSelector } from "@xstate/react";
import { useCheckoutActor } from "./use-checkout-actors";

/** Errors about the whole checkout (spec section 8), announced as they appear. */
export function CheckoutAlerts() {
  const checkout = useCheckoutActor();
  const error = useSelector(checkout, (s) => s.context.error);
  const isDomainAlert = useSelector(checkout, (s) => s.context.isDomainAlert);
  const isReloadForced = useSelector(checkout, (s) => s.context.isReloadForced);
  const isVoucherNotEligible = useSelector(checkout, (s) => s.context.isVoucherNotEligible);
  return (
    <div role="alert" className="checkout-alerts">
      {error && <p className={isDomainAlert ? "form-error domain-alert" : "form-error"}>{error}</p>}
      {isDomainAlert && <p>Change the contact details above, or remove the domain from your basket.</p>}
      {isVoucherNotEligible && !error && <p className="form-error">Your voucher could not be applied to this order.</p>}
      {isReloadForced && (
        <button type="button" onClick={() => checkout.send({ type: "checkout.reload" })}>
          Reload the basket
        </button>
      )}
    </div>
  );
}
