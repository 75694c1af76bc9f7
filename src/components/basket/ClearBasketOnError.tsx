import { useEffect } from "react";
import { useSendToBasket } from "./use-basket-actor";

/** Spec section 4: an error in the page tree clears the stored basket (the basket machine does it). */
export function ClearBasketOnError() {
  const sendToBasket = useSendToBasket();
  useEffect(() => {
    sendToBasket({ type: "basket.page.error" });
  }, [sendToBasket]);
  return null;
}
