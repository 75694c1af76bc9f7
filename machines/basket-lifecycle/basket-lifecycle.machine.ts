import { and, assertEvent, assign, setup } from "xstate";
import type { CurrencyCode } from "../../brands/index";
import type { ChartStateMeta } from "../chart-meta";

/** Amounts in integer minor units of one currency. */
export type LifecycleCurrency = CurrencyCode;

/** The payment that holds, or is about to hold, money for the basket: what the provider takes plus account credit. */
export interface OpenPayment {
  id: string;
  /** What the provider is asked to take. */
  amount: number;
  /** Account credit the order will take from the customer's account when it is placed. */
  credit: number;
  currency: LifecycleCurrency;
  /**
   * Who pays and how, as the server digests them when the payment starts: the contact (registrant and email), the
   * account, and whether account credit is used. A payment pays for these as much as for the total.
   */
  payer: string;
}

/** Why the server cancelled the basket's last payment, so that the shopper is told why they must pay again. */
export type CancelReason = "basket_changed" | "credit_spent";

export interface BasketLifecycleContext {
  /** The payment started for the basket and not yet failed, voided or used by the order. */
  payment: OpenPayment | null;
  cancelledBecause: CancelReason | null;
  orderId: string | null;
}

/**
 * The events the server applies to a basket, each inside the database transaction that writes the rows it guards.
 * Amounts are the server's own, re-read in that transaction.
 */
export type BasketLifecycleEvent =
  /**
   * Items, voucher, contact, account or credit choice changed: `total` is the basket's total after the change, and
   * `payer` who pays and how after it (OpenPayment's `payer`).
   */
  | { type: "basket.edit"; total: number; currency: LifecycleCurrency; payer: string }
  /** A payment was created for the basket's `total`; `atProvider`: the shopper finishes it on the provider's page. */
  | { type: "payment.start"; payment: OpenPayment; total: number; atProvider: boolean }
  /** The provider holds the money (authorised, or still settling). */
  | { type: "payment.authorise"; paymentId: string }
  /** The provider refused the payment or the shopper cancelled it there. */
  | { type: "payment.fail"; paymentId: string }
  /** The account credit the payment counted on was spent by another order. */
  | { type: "payment.creditSpent"; paymentId: string }
  /** Place the order for the total, and who pays, re-read in the placing transaction. */
  | { type: "order.place"; orderId: string; total: number; currency: LifecycleCurrency; payer: string }
  /** Place an order with no payment: credit pays all of `total`, or staff place it (spec: the zero-basket call). */
  | {
      type: "order.placeWithoutPayment";
      orderId: string;
      total: number;
      credit: number;
      currency: LifecycleCurrency;
      byStaff: boolean;
    }
  /** The browser started a newer basket in its place: this one can no longer be paid for or ordered. */
  | { type: "basket.replace" };

/** Paid = total: what the provider takes plus the account credit is the basket's total, in its currency. */
export function paysExactly(payment: OpenPayment, total: number, currency: LifecycleCurrency): boolean {
  return payment.currency === currency && payment.amount + payment.credit === total;
}

/** The payment still pays what the basket asks: its total, and for the payer it was started for. */
function paysFor(payment: OpenPayment, basket: { total: number; currency: LifecycleCurrency; payer: string }) {
  return paysExactly(payment, basket.total, basket.currency) && payment.payer === basket.payer;
}

/**
 * A server basket from open to placed (issue 23). Its one rule: an order is placed only when the captured payment plus
 * the account credit equals the basket's total, re-read where the order is written. A change to the total while a
 * payment is open cancels that payment (the provider releases what it held) and the basket is open again, so the
 * shopper pays the new total; nothing ever places an order for an old amount. Who pays (contact, email, account) and
 * how (credit on or off) are part of what a payment pays for (issue 35): changing them cancels it the same way, so an
 * order is never placed for someone else's details or with credit the shopper switched off. The server keeps the state
 * per basket row and moves it with a conditional update in the same transaction as the rows it guards.
 */
export const basketLifecycleMachine = setup({
  types: {
    context: {} as BasketLifecycleContext,
    events: {} as BasketLifecycleEvent,
    meta: {} as ChartStateMeta,
  },
  actions: {
    /** The server marks the payment voided with the new state, then asks the provider to release what it held. */
    voidPayment: (_, _params: { payment: OpenPayment }) => {},
    /** The server cancelled the open payment, and says why to the shopper who comes back for it. */
    forgetPayment: assign((_, { reason }: { reason: CancelReason }) => ({ payment: null, cancelledBecause: reason })),
    rememberPayment: assign(({ event }) => {
      assertEvent(event, "payment.start");
      return { payment: event.payment, cancelledBecause: null };
    }),
  },
  guards: {
    /** The new payment plus its credit pays the basket's total exactly. */
    startPaysTotal: ({ event }) => {
      assertEvent(event, "payment.start");
      const { amount, credit } = event.payment;
      return amount >= 0 && credit >= 0 && amount + credit === event.total;
    },
    atProvider: ({ event }) => {
      assertEvent(event, "payment.start");
      return event.atProvider;
    },
    isOpenPayment: ({ context, event }) => {
      assertEvent(event, ["payment.authorise", "payment.fail", "payment.creditSpent"]);
      return context.payment?.id === event.paymentId;
    },
    /** After an edit the open payment still pays the new total exactly, for the same payer. */
    stillPaysTotal: ({ context, event }) => {
      assertEvent(event, "basket.edit");
      return context.payment !== null && paysFor(context.payment, event);
    },
    /** The rule of the machine: captured payment plus credit equals the total re-read while placing, same payer. */
    paidEqualsTotal: ({ context, event }) => {
      assertEvent(event, "order.place");
      return context.payment !== null && paysFor(context.payment, event);
    },
    /** Nothing is left to pay: the credit is the whole total, or staff place the order without payment. */
    nothingToPay: ({ event }) => {
      assertEvent(event, "order.placeWithoutPayment");
      return event.byStaff || (event.credit >= 0 && event.credit === event.total);
    },
  },
}).createMachine({
  id: "basketLifecycle",
  description:
    "A basket's life on the server, from open to placed: an order is placed only when the payment plus credit " +
    "equals the basket's total at that moment, for the payer it was made for; a change to the total or to who " +
    "pays cancels an open payment.",
  context: { payment: null, cancelledBecause: null, orderId: null },
  initial: "open",
  states: {
    open: {
      description: "The basket can be changed and paid for; no payment holds money for it.",
      on: {
        // A target, even its own state: XState's can() counts only transitions that do something.
        "basket.edit": { description: "basket changed", target: "open" },
        "payment.start": [
          {
            description: "payment started on the provider's page",
            guard: and(["startPaysTotal", "atProvider"]),
            target: "paymentOpen.awaitingProvider",
            actions: "rememberPayment",
          },
          {
            description: "paid with a stored card or PayPal account",
            guard: "startPaysTotal",
            target: "paymentOpen.moneyHeld",
            actions: "rememberPayment",
          },
        ],
        "order.placeWithoutPayment": {
          description: "credit pays it all, or staff order it",
          guard: "nothingToPay",
          target: "placed",
          actions: assign({ orderId: ({ event }) => event.orderId, cancelledBecause: null }),
        },
        "basket.replace": { description: "a newer basket replaces it", target: "superseded" },
      },
    },
    paymentOpen: {
      description: "A payment was started for the basket's total; a change to that total cancels it.",
      initial: "awaitingProvider",
      on: {
        // Each payment state keeps its payment when the total stays the same (below); any other change cancels it.
        "basket.edit": {
          description: "total or payer changed: payment cancelled",
          target: "open",
          actions: [
            { type: "voidPayment", params: ({ context }) => ({ payment: requirePayment(context) }) },
            { type: "forgetPayment", params: { reason: "basket_changed" } },
          ],
        },
        "payment.start": [
          {
            description: "new payment on the provider's page replaces it",
            guard: and(["startPaysTotal", "atProvider"]),
            target: ".awaitingProvider",
            actions: [
              { type: "voidPayment", params: ({ context }) => ({ payment: requirePayment(context) }) },
              "rememberPayment",
            ],
          },
          {
            description: "stored card or PayPal payment replaces it",
            guard: "startPaysTotal",
            target: ".moneyHeld",
            actions: [
              { type: "voidPayment", params: ({ context }) => ({ payment: requirePayment(context) }) },
              "rememberPayment",
            ],
          },
        ],
        "order.placeWithoutPayment": {
          description: "credit pays it all instead: payment cancelled",
          guard: "nothingToPay",
          target: "placed",
          actions: [
            { type: "voidPayment", params: ({ context }) => ({ payment: requirePayment(context) }) },
            assign({ payment: null, orderId: ({ event }) => event.orderId }),
          ],
        },
        "basket.replace": {
          description: "a newer basket replaces it: payment cancelled",
          target: "#basketLifecycle.superseded",
          actions: [
            { type: "voidPayment", params: ({ context }) => ({ payment: requirePayment(context) }) },
            assign({ payment: null }),
          ],
        },
      },
      states: {
        awaitingProvider: {
          description: "The shopper is on the payment provider's page; no money is held yet.",
          on: {
            "basket.edit": {
              description: "basket changed, total and payer the same",
              guard: "stillPaysTotal",
              target: "awaitingProvider",
            },
            "payment.authorise": {
              description: "provider holds the money",
              guard: "isOpenPayment",
              target: "moneyHeld",
            },
            "payment.fail": {
              description: "declined or cancelled at the provider",
              guard: "isOpenPayment",
              target: "#basketLifecycle.open",
              actions: assign({ payment: null }),
            },
          },
        },
        moneyHeld: {
          description: "The provider holds the payment for the basket's total: the order can be placed.",
          on: {
            "basket.edit": {
              description: "basket changed, total and payer the same",
              guard: "stillPaysTotal",
              target: "moneyHeld",
            },
            "order.place": {
              description: "order placed: payment plus credit equals total",
              guard: "paidEqualsTotal",
              target: "#basketLifecycle.placed",
              actions: assign({ orderId: ({ event }) => event.orderId }),
            },
            "payment.creditSpent": {
              description: "credit spent by another order: payment cancelled",
              guard: "isOpenPayment",
              target: "#basketLifecycle.open",
              actions: [
                { type: "voidPayment", params: ({ context }) => ({ payment: requirePayment(context) }) },
                { type: "forgetPayment", params: { reason: "credit_spent" } },
              ],
            },
          },
        },
      },
    },
    placed: {
      description: "The order is placed for exactly what was paid; the basket no longer changes.",
      type: "final",
    },
    superseded: {
      description:
        "The browser started a newer basket instead: no payment holds money for this one, and it is never ordered.",
      type: "final",
    },
  },
});

function requirePayment(context: BasketLifecycleContext): OpenPayment {
  if (!context.payment) throw new Error("The basket has no open payment.");
  return context.payment;
}
