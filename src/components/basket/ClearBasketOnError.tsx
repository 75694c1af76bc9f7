import { useEffect } from "react";
import { useBasketActor } from "./use-basket-actor";

/** Spec section 4: an error in the page tree clears the stored basket (the basket machine does it). */
export function ClearBasketOnError() {
  const basket = useBasketActor();
  useEffect(() => {
    basket.send({ type: "basket.page.error" });
  }, [basket]);
  return null;
}
