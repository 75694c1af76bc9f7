import { useSelector } from "@xstate/react";
import { basketItemCount } from "../../../machines/basket/selectors";
import { AppActor } from "../../app/app-actor";

/** The basket workflow actor, invoked by the root app actor (machines/app/app.machine.ts). */
export function useBasketActor() {
  const basket = AppActor.useSelector((snapshot) => snapshot.children.basket);
  if (!basket) throw new Error("The app actor has no basket child; see machines/app/app.machine.ts.");
  return basket;
}

/** The catalogue actor, invoked by the basket (machines/basket/basket.machine.ts). */
export function useCatalogueActor() {
  const catalogue = useSelector(useBasketActor(), (snapshot) => snapshot.children.catalogue);
  if (!catalogue) throw new Error("The basket actor has no catalogue child; see machines/basket/basket.machine.ts.");
  return catalogue;
}

/** How many lines the basket holds: domains, hosting plans, add-ons and backups. */
export function useBasketItemCount(): number {
  return useSelector(useBasketActor(), basketItemCount);
}
