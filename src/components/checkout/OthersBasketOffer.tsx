import { useSelector } from "@xstate/react";
import {
  selectCanCopyBasket,
  selectIsBusy,
  selectOffersCopy,
  selectOthersBasketItems,
} from "../../../machines/checkout/selectors";
import { Button } from "../ui/Button";
import { useCheckoutActor } from "./use-checkout-actors";

/**
 * A basket another browser or customer started (issue 35): its items, never its details, and a new basket of the
 * visitor's own with the same items. The message above (CheckoutAlerts) says why the basket is not shown.
 */
export function OthersBasketOffer() {
  const checkout = useCheckoutActor();
  const offersCopy = useSelector(checkout, selectOffersCopy);
  const items = useSelector(checkout, selectOthersBasketItems);
  const canCopy = useSelector(checkout, selectCanCopyBasket);
  const copying = useSelector(checkout, selectIsBusy);
  if (!offersCopy) return null;
  return (
    <section aria-labelledby="others-basket-heading" className="checkout-section others-basket">
      <h2 id="others-basket-heading">Items in this basket</h2>
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <Button
        variant="primary"
        busy={copying}
        disabled={!canCopy}
        onClick={() => checkout.send({ type: "checkout.basket.copy" })}
      >
        Start a new basket with these items
      </Button>
    </section>
  );
}
