import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from "xstate";
import type { BasketEdit } from "../../rules/basket/edits";
import type { StateConfigOf, TransitionOf } from "../setup-types";
import type { BasketContext, SubmitBasketInput } from "./basket-context";
import type { BasketEvent, BasketTag, basketSetup } from "./basket-setup";

/**
 * Transitions and states several parts of the basket share, named once: a visitor's edit, the basket emptied, a basket
 * created with the brand for checkout.
 */

/** A basket transition taken on `TEvent` (a visitor event, or an actor's answer or failure). */
type BasketTransition<TEvent extends EventObject> = TransitionOf<typeof basketSetup, TEvent>;

/** A visitor's edit: applied by the basket's reducer, then stored; `clears` the field messages it answers. */
export function edited(
  description: string,
  clears?: Partial<Pick<BasketContext, "ownDomainMessage" | "voucherMessage">>,
): BasketTransition<BasketEdit> {
  if (!clears) return { description, actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket"] };
  return {
    description,
    actions: [{ type: "editBasket", params: ({ event }) => event }, "storeBasket", assign(clears)],
  };
}

/** The basket is emptied, here and in storage, with what its fields said. */
export function emptied(description: string): BasketTransition<EventObject> {
  return {
    description,
    actions: [
      { type: "editBasket", params: { type: "emptied" } },
      assign({ voucherMessage: null, checkoutError: null }),
      "clearStoredBasket",
    ],
  };
}

/** The brand created the basket: checkout opens with it. */
export const basketCreated: BasketTransition<DoneActorEvent<{ basketUuid: string }>> = {
  description: "basket created",
  target: "leaving",
  actions: { type: "openCheckout", params: ({ event }) => ({ basketUuid: event.output.basketUuid }) },
};

/**
 * Checkout is shown in this page (the app moved there without loading another document): the basket is back to
 * choosing, so a visitor who comes back to it can check out again. A checkout on another document ends the page.
 */
export const checkoutOpened: BasketTransition<Extract<BasketEvent, { type: "basket.checkout.opened" }>> = {
  description: "checkout shown in this page",
  target: "idle",
};

/** The brand did not create the basket: back to `target`, showing what `shown` makes of the failure. */
export function basketNotCreated(
  target: string,
  shown: (error: unknown) => Partial<Pick<BasketContext, "checkoutError" | "orderError">>,
): BasketTransition<ErrorActorEvent> {
  return { description: "basket not created", target, actions: assign(({ event }) => shown(event.error)) };
}

/**
 * Creating a basket with the brand (`submitBasket`, invoked as `id` with `input`) before checkout opens with it
 * (`leaving`); `notCreated` says where a failure goes and what it shows. An atomic state: typed without `states`, so
 * that the machine's state values name it as one.
 */
export function creatingBasket(state: {
  description: string;
  activity: string;
  tag: BasketTag;
  id: string;
  input: (args: { context: BasketContext; event: BasketEvent }) => SubmitBasketInput;
  notCreated: BasketTransition<ErrorActorEvent>;
}): Omit<StateConfigOf<typeof basketSetup>, "states"> {
  return {
    description: state.description,
    meta: { activity: state.activity },
    tags: [state.tag],
    invoke: { id: state.id, src: "submitBasket", input: state.input, onDone: basketCreated, onError: state.notCreated },
  };
}
