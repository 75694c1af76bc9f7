import { PlaceholderPage } from "../components/PlaceholderPage";
import { OrderQueryPage, useHasOrderQuery } from "./checkout-order-query";

export function Component() {
  // `?order=` is the basket's: it creates a basket and comes back here with `?basket=` (checkout-order-query.tsx).
  if (useHasOrderQuery()) return <OrderQueryPage />;
  return (
    <PlaceholderPage title="Checkout">
      Checkout is being built: here you will log in or continue as a guest, enter your contact details and pay.
    </PlaceholderPage>
  );
}
