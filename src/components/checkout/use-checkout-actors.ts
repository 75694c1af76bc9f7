import type { AppContext } from "../../../machines/app/app.machine";
import { AppActor } from "../../app/app-actor";

/**
 * The checkout, login and order workflow actors, spawned by the root app actor when a checkout page loads them
 * (components/checkout/CheckoutWorkflowsLayout.tsx); pages under that layout always find them.
 */
function useWorkflow<TName extends "checkout" | "login" | "order">(name: TName): NonNullable<AppContext[TName]> {
  const actor = AppActor.useSelector((snapshot) => snapshot.context[name]);
  if (!actor)
    throw new Error(`The app actor has no ${name} workflow yet; render this page under CheckoutWorkflowsLayout.`);
  return actor;
}

export const useCheckoutActor = () => useWorkflow("checkout");
export const useLoginActor = () => useWorkflow("login");
export const useOrderActor = () => useWorkflow("order");
