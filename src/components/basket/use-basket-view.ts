import { useSelector } from "@xstate/react";
import type { SnapshotFrom } from "xstate";
import { useBrand } from "../../app/brand-context";
import { useBasketActor } from "./use-basket-actor";

type BasketSnapshot = SnapshotFrom<ReturnType<typeof useBasketActor>>;

/** The basket actor, what a selector reads from it, and the brand's currency, for the basket page's parts. */
export function useBasketView<T>(selector: (snapshot: BasketSnapshot) => T) {
  const basket = useBasketActor();
  const selected = useSelector(basket, selector);
  const currency = useBrand().defaultCurrency;
  return { basket, selected, currency };
}
