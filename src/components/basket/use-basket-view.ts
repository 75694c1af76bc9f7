import { useSelector } from "@xstate/react";
import { useBrand } from "../../app/brand-context";
import { useBasketActor } from "./use-basket-actor";

/** The basket actor with its contents and the brand's currency, for the basket page's parts. */
export function useBasketView() {
  const basket = useBasketActor();
  const contents = useSelector(basket, (s) => s.context.contents);
  const currency = useBrand().defaultCurrency;
  return { basket, contents, currency };
}
