import { useSelector } from "@xstate/react";
import { Link, Navigate } from "react-router";
import { selectMustPayAgain, selectPaymentFailed, selectPaymentFailure } from "../../../machines/checkout/selectors";
import { useBrand, useRoutePaths } from "../../app/brand-context";
import { PageTitle } from "../PageTitle";
import { Notice } from "../ui/Notice";
import { backToCheckoutPath } from "./back-to-checkout";
import { PlacedOrderRedirect } from "./PlacedOrderRedirect";
import { useCheckoutActor } from "./use-checkout-actors";

/**
 * Back from a payment provider: the "payment in progress" screen while checkout confirms the payment
 * and places the order, the way back to checkout when it failed, and the move to the result page.
 */
export function PaymentReturn({ basketId, backPath }: { basketId: string | null; backPath: string | null }) {
  const checkout = useCheckoutActor();
  const paths = useRoutePaths();
  const brand = useBrand();
  const failed = useSelector(checkout, selectPaymentFailed);
  const message = useSelector(checkout, selectPaymentFailure);
  const mustPayAgain = useSelector(checkout, selectMustPayAgain);
  const back = backToCheckoutPath(backPath, basketId ?? "", {
    brandOrigin: brand.brandURL,
    checkoutPath: paths.checkout,
  });

  if (!basketId)
    return (
      <section className="page">
        <PageTitle>Payment</PageTitle>
        <h1>Payment</h1>
        <p>This address has no basket. Open your basket to check out again.</p>
        <Link to={paths.basket}>Go to your basket</Link>
      </section>
    );
  // The checkout shows the new total and says why the payment was cancelled.
  if (mustPayAgain) return <Navigate replace to={back} />;
  return (
    <section className="page payment-return">
      <PageTitle>{failed ? "Payment not completed" : "Payment in progress"}</PageTitle>
      <PlacedOrderRedirect />
      {failed ? (
        <>
          <h1>Payment not completed</h1>
          <Notice tone="error">{message && <p>{message}</p>}</Notice>
          <Link to={back}>Back to checkout</Link>
        </>
      ) : (
        <>
          <h1>Payment in progress</h1>
          <p role="status" className="payment-progress">
            We are confirming your payment and placing your order. Please keep this page open.
          </p>
        </>
      )}
    </section>
  );
}
