import { setup } from "xstate";
import type { PaymentOption } from "../../rules/checkout/payment-options";
import type { Account } from "../../rules/login/account";
import type { ChartStateMeta } from "../chart-meta";
import { checkoutActors } from "./checkout-actors";
import {
  type CheckoutContext,
  type CheckoutInput,
  type PlacedOrder,
  paymentRefreshDelayMs,
  taxChangedFlagDelayMs,
} from "./checkout-context";
import { checkoutGuards } from "./checkout-guards";

// Checkout's events, tags and named implementations, apart from its states (checkout.machine.ts), so the transition
// builders (checkout-transitions.ts, checkout-paying.ts) type themselves from them without importing the machine.

/**
 * What the checkout views can rely on (read through `selectors.ts`), each shared by the states that look alike to
 * the visitor:
 * - `loadingBasket`: the basket is being opened (its voucher applied, the customer attached, its lines and total
 *   read): the page shows progress and no form;
 * - `basketUnavailable`: the basket cannot be shown; the message says why;
 * - `copyOffered`: the basket is another browser's or customer's: its items are listed with an offer to start a new
 *   basket of the visitor's own with them;
 * - `busy`: a step waits for an answer: the form is locked.
 * Leaving for the provider, the order placed and the payment failed are one state each, read by selectors.ts.
 */
export type CheckoutTag = "loadingBasket" | "basketUnavailable" | "copyOffered" | "busy";

export type CheckoutEvent =
  | { type: "checkout.open"; basketId: string; voucher: string | null }
  | { type: "checkout.return.card"; basketId: string }
  | { type: "checkout.return.paypal"; basketId: string; paymentId: string; payerId: string | null }
  | { type: "checkout.account.changed"; account: Account | null }
  | { type: "checkout.credit.toggle"; useCredit: boolean }
  | { type: "checkout.pay"; contact: Record<string, string>; option: PaymentOption }
  | { type: "checkout.reload" }
  | { type: "checkout.basket.copy" };

/** Implementations by name (the app provides the actors and effects) and the types the transition builders use. */
export const checkoutSetup = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as CheckoutTag,
    meta: {} as ChartStateMeta,
  },
  actors: checkoutActors,
  // Stryker disable all: placeholders the app replaces with .provide() (see docs/mutation.md, checkout survivors)
  actions: {
    /** Sends the visitor to the provider's page (a full page load). */
    redirectToProvider: (_, _params: { url: string }) => {},
    /** Remembers a used_max voucher for a year (spec section 4 "Voucher"). */
    rememberVoucherNotEligible: (_, _params: { code: string }) => {},
    /** An order exists: the app empties the basket. */
    announceOrderPlaced: (_, _params: { order: PlacedOrder }) => {},
    /** An order exists: the contact details typed for its basket are no longer kept in this browser. */
    forgetTypedDetails: (_, _params: { basketId: string | null }) => {},
    /** Opens the checkout of the new basket (its address), which then opens it with `checkout.open`. */
    openCopiedBasket: (_, _params: { basketId: string }) => {},
  },
  // Stryker restore all
  guards: checkoutGuards,
  delays: { paymentRefreshDelay: paymentRefreshDelayMs, taxChangedFlagDelay: taxChangedFlagDelayMs },
});
