import type { ActorRefFrom } from "xstate";
import type { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import type { loginMachine } from "../../../machines/login/login.machine";
import type { orderMachine } from "../../../machines/order/order.machine";
import { AppActor } from "../../app/app-actor";

/**
 * The checkout, login and order workflow actors, spawned by the root app actor when a checkout page loads them
 * (components/checkout/CheckoutWorkflowsLayout.tsx); pages under that layout always find them.
 */
function useWorkflow<T>(name: "checkout" | "login" | "order"): T {
  const actor = AppActor.useSelector((snapshot) => (snapshot.children as Record<string, unknown>)[name]);
  if (!actor)
    throw new Error(`The app actor has no ${name} child yet; render this page under CheckoutWorkflowsLayout.`);
  return actor as T;
}

export const useCheckoutActor = () => useWorkflow<ActorRefFrom<typeof checkoutMachine>>("checkout");
export const useLoginActor = () => useWorkflow<ActorRefFrom<typeof loginMachine>>("login");
export const useOrderActor = () => useWorkflow<ActorRefFrom<typeof orderMachine>>("order");
