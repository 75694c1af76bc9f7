import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from "xstate";
import type { PaymentState } from "../../contract/payment";
import { checkoutMessages } from "../../rules/checkout/checkout-messages";
import type { StateConfigOf, TransitionOf } from "../setup-types";
import { type CheckoutContext, type OrderAnswer, placedOrder } from "./checkout-context";
import type { checkoutSetup } from "./checkout-setup";

/**
 * Transitions several checkout states share (an order placed, a payment answered, credit spent elsewhere...), named
 * once so that each state reads as the list of what can happen there.
 */

/** A state of the checkout machine, typed as `setup()` declares its context, events, actors, actions and guards. */
export type CheckoutStateConfig = StateConfigOf<typeof checkoutSetup>;

/** A checkout transition taken on `TEvent` (a visitor event, or an actor's answer or failure). */
type CheckoutTransition<TEvent extends EventObject> = TransitionOf<typeof checkoutSetup, TEvent>;

/** The input of a call about the basket: its id. */
export const basketOnly = ({ context }: { context: CheckoutContext }) => ({ basketId: context.basketId ?? "" });

/** The input of a call about the basket: its id, and what else `more` reads from the checkout. */
export function basketInput<TMore extends object>(more: (context: CheckoutContext) => TMore) {
  return ({ context }: { context: CheckoutContext }) => ({ ...basketOnly({ context }), ...more(context) });
}

/** Goes to `target` showing `message` (a failure, or why the visitor must act again). */
export function showing(description: string, target: string, message: string): CheckoutTransition<EventObject> {
  return { description, target, actions: assign({ error: message }) };
}

/**
 * The order exists: kept for the result page and announced to the app, which empties the basket; what the visitor typed
 * for the basket is forgotten, so the next visitor of a shared browser does not find it.
 */
export function orderPlaced(description: string, target: string): CheckoutTransition<DoneActorEvent<OrderAnswer>> {
  return {
    description,
    target,
    actions: [
      assign({ order: ({ context, event }) => placedOrder(context, event.output) }),
      { type: "announceOrderPlaced", params: ({ context, event }) => ({ order: placedOrder(context, event.output) }) },
      { type: "forgetTypedDetails", params: ({ context }) => ({ basketId: context.basketId }) },
    ],
  };
}

/** The account credit was spent by another order: nothing was charged, the new amount due is read. */
export const creditSpentElsewhere: CheckoutTransition<ErrorActorEvent> = {
  ...showing("account credit no longer available", "#checkout.loading", checkoutMessages.creditUnavailable),
  guard: { type: "creditUnavailable", params: ({ event }) => ({ error: event.error }) },
};

/** The failure a guard on an actor's error reads. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Spec section 4 "Login": a customer who logged in while the basket is shown is copied into it first. */
export const attachLoggedInCustomer: CheckoutTransition<EventObject> = {
  description: "customer logged in while basket shown",
  guard: "accountNotAttached",
  target: "#checkout.attachingAccount",
};

/** The provider authorised the payment: the order is placed. */
export const paymentAuthorised: CheckoutTransition<DoneActorEvent<PaymentState>> = {
  description: "payment authorised",
  guard: { type: "paymentAuthorized", params: ({ event }) => event.output },
  target: "#checkout.placingOrder",
};

/** The server cancelled the payment (the basket changed after it was started): the new total is read and asked for. */
export const paymentVoided: CheckoutTransition<DoneActorEvent<PaymentState>> = {
  ...showing("basket changed meanwhile: pay the new total", "#checkout.loading", checkoutMessages.basketChanged),
  guard: { type: "paymentVoided", params: ({ event }) => event.output },
};
