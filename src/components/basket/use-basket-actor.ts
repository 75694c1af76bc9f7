import { useSelector } from "@xstate/react";
import { AppActor } from "../../app/app-actor";

/** The basket workflow actor, invoked by the root app actor (machines/app/app.machine.ts). */
export function useBasketActor() {
  const basket = AppActor.useSelector((snapshot) => snapshot.children.basket);
  if (!basket) throw new Error("The app actor has no basket child; see machines/app/app.machine.ts.");
  return basket;
}

/** How many lines the basket holds: domains, hosting plans, add-ons and backups. */
export function useBasketItemCount(): number {
  const basket = useBasketActor();
  return useSelector(basket, ({ context: { contents } }) =>
    [contents.domains, contents.orderDetail, contents.domainAddons, contents.emailTimelineBackups].reduce(
      (count, lines) => count + lines.length,
      0,
    ),
  );
}
