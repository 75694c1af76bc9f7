import { assertEvent, assign } from "xstate";
import { checkoutMessages } from "../../rules/checkout/checkout-messages";
import { contactFormErrors } from "../../rules/checkout/contact-update";
import { inSeconds } from "../chart-meta";
import { listedItems } from "./call-errors";
import {
  freshFlags,
  initialCheckoutContext,
  maxPaymentRefreshes,
  paymentFailure,
  paymentRefreshDelayMs,
  shownBasket,
  submittedOrSavedContact,
  taxChangedFlagDelayMs,
} from "./checkout-context";
import { payingState } from "./checkout-paying";
import { checkoutSetup } from "./checkout-setup";
import {
  attachLoggedInCustomer,
  basketInput,
  basketOnly,
  creditSpentElsewhere,
  errorOf,
  orderPlaced,
  paymentAuthorised,
  paymentVoided,
  showing,
} from "./checkout-transitions";

export { type CheckoutEvent, type CheckoutTag, checkoutSetup } from "./checkout-setup";

/**
 * Checkout and payment (spec section 4 "Payment flow"): save the contact data, re-read the live
 * total and stop if it changed since it was shown, create the payment, then by payment type:
 * redirect to the card, PayPal or direct-debit provider and finish on return; pay with a stored
 * method directly; or place a staff or nothing-to-pay order with the zero-basket call.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: "checkout",
  description: "Checking out a server basket: contact details, payment method, payment and the order.",
  meta: {
    diagramGroups: {
      othersBasket: {
        description:
          "The basket is another browser's or customer's: its items are listed and the visitor starts a new basket " +
          "with them, whose checkout then opens.",
        states: ["notYours", "copyingBasket", "openingCopy"],
      },
    },
  },
  context: ({ input }) => initialCheckoutContext(input),
  initial: "idle",
  on: {
    "checkout.open": {
      description: "checkout opened with a basket",
      target: ".opening",
      actions: assign({
        basketId: ({ event }) => event.basketId,
        pendingVoucher: ({ event }) => (event.voucher ?? "").trim() || null,
        attachedCustomerId: null,
      }),
    },
    "checkout.return.card": {
      description: "visitor back from the card page",
      target: ".completingCardPayment",
      actions: assign({ basketId: ({ event }) => event.basketId, refreshes: 0, ...freshFlags }),
    },
    "checkout.return.paypal": [
      {
        description: "visitor cancelled at PayPal",
        guard: { type: "paypalCancelled", params: ({ event }) => ({ payerId: event.payerId }) },
        target: ".paymentFailed",
        actions: assign({
          basketId: ({ event }) => event.basketId,
          ...freshFlags,
          error: checkoutMessages.paypalCancelled,
        }),
      },
      {
        description: "visitor approved at PayPal",
        target: ".confirmingPaypal",
        actions: assign({ basketId: ({ event }) => event.basketId, ...freshFlags }),
      },
    ],
    "checkout.account.changed": {
      description: "login or logout noted",
      actions: assign({ account: ({ event }) => event.account }),
    },
  },
  states: {
    idle: {
      description: "No basket opened yet: a page that has one opens it at once.",
      tags: ["loadingBasket"],
    },
    opening: {
      description: "Opening a basket: its voucher is applied and the logged-in customer attached first.",
      tags: ["loadingBasket"],
      always: [
        { description: "voucher in the checkout address", guard: "hasPendingVoucher", target: "applyingVoucher" },
        { description: "customer logged in", guard: "accountNotAttached", target: "attachingAccount" },
        { description: "nothing to apply first", target: "loading" },
      ],
    },
    applyingVoucher: {
      description: "Applying the voucher code from the checkout address to the basket.",
      meta: { activity: "applying the voucher" },
      tags: ["loadingBasket"],
      invoke: {
        id: "applyVoucher",
        src: "applyVoucher",
        input: basketInput((context) => ({ code: context.pendingVoucher ?? "" })),
        onDone: { description: "voucher applied", target: "opening", actions: assign({ pendingVoucher: null }) },
        onError: [
          {
            description: "voucher already used up",
            guard: { type: "voucherUsedMax", params: errorOf },
            target: "opening",
            actions: [
              { type: "rememberVoucherNotEligible", params: ({ context }) => ({ code: context.pendingVoucher ?? "" }) },
              assign({ pendingVoucher: null, isVoucherNotEligible: true, error: checkoutMessages.voucherNotEligible }),
            ],
          },
          {
            description: "voucher not valid",
            target: "opening",
            actions: assign({ pendingVoucher: null, error: checkoutMessages.voucherInvalid }),
          },
        ],
      },
    },
    loading: {
      description: "Reading the basket's lines and the live total the server computed.",
      meta: { activity: "reading the basket and its total" },
      tags: ["loadingBasket"],
      invoke: {
        id: "loadBasket",
        src: "loadBasket",
        input: basketOnly,
        onDone: {
          description: "basket and total read",
          target: "ready",
          actions: assign(({ context, event }) => ({
            ...shownBasket(event.output),
            useCredit: event.output.due.credit_applied > 0,
            contactDraft: submittedOrSavedContact(context.contactDraft, event.output.savedContact),
          })),
        },
        onError: [
          {
            ...showing("no such basket", "unavailable", checkoutMessages.basketNotFound),
            guard: { type: "basketNotFound", params: errorOf },
          },
          {
            description: "basket started in another browser or by another customer",
            guard: { type: "basketNotYours", params: errorOf },
            target: "notYours",
            actions: assign(({ event }) => ({
              error: checkoutMessages.notYours,
              othersBasketItems: listedItems(event.error),
            })),
          },
          showing("basket not readable", "unavailable", checkoutMessages.loadFailed),
        ],
      },
    },
    unavailable: {
      description: "The basket could not be shown; the visitor can reload it, or log in to the account it belongs to.",
      tags: ["basketUnavailable"],
      always: attachLoggedInCustomer,
      on: {
        "checkout.reload": { description: "visitor reloads", target: "loading", actions: assign(freshFlags) },
      },
    },
    notYours: {
      description:
        "The basket is another browser's or another customer's: its items are listed and the visitor can start a new " +
        "basket with them, or log in to the account it belongs to.",
      tags: ["basketUnavailable", "copyOffered"],
      always: attachLoggedInCustomer,
      on: {
        "checkout.basket.copy": { description: "visitor starts a new basket with the items", target: "copyingBasket" },
      },
    },
    copyingBasket: {
      description: "Starting a new basket of the visitor's own with the same items (nothing personal is copied).",
      meta: { activity: "starting a new basket with the items" },
      tags: ["basketUnavailable", "copyOffered", "busy"],
      invoke: {
        id: "copyBasket",
        src: "copyBasket",
        input: basketOnly,
        onDone: {
          description: "new basket started",
          target: "openingCopy",
          actions: [
            assign({ error: null }),
            { type: "openCopiedBasket", params: ({ event }) => ({ basketId: event.output.basketId }) },
          ],
        },
        onError: showing("new basket not started", "notYours", checkoutMessages.copyFailed),
      },
    },
    openingCopy: {
      description: "Going to the new basket's checkout address, where the page opens it.",
      tags: ["loadingBasket"],
    },
    attachingAccount: {
      description: "Copying the logged-in customer's id and contact details into the basket.",
      meta: { activity: "attaching the customer to the basket" },
      tags: ["loadingBasket"],
      entry: assign({ attachedCustomerId: ({ context }) => context.account?.customerId ?? null }),
      invoke: {
        id: "attachAccount",
        src: "attachAccount",
        input: basketInput((context) => ({ account: context.account })),
        onDone: { description: "customer attached", target: "loading" },
        onError: { description: "not attached, carry on as guest", target: "loading" },
      },
    },
    ready: {
      description: "The visitor fills in contact details and chooses how to pay; the total shown is the server's.",
      // Spec section 4 "Login": after login the customer is copied into the basket, whenever the login came.
      always: attachLoggedInCustomer,
      after: {
        taxChangedFlagDelay: {
          description: `after ${inSeconds(taxChangedFlagDelayMs)}, tax notice hidden`,
          actions: assign({ isTaxChanged: false }),
        },
      },
      on: {
        "checkout.credit.toggle": {
          description: "visitor switches account credit",
          guard: "loggedIn",
          target: "updatingCredit",
          actions: assign({ useCredit: ({ event }) => event.useCredit }),
        },
        "checkout.pay": [
          {
            description: "visitor pays, contact details incomplete",
            guard: { type: "contactInvalid", params: ({ event }) => ({ contact: event.contact }) },
            actions: assign({
              contactDraft: ({ event }) => event.contact,
              contactFormErrors: ({ event }) => contactFormErrors(event.contact),
            }),
          },
          {
            description: "visitor pays",
            target: "paying",
            actions: assign({
              contactDraft: ({ event }) => event.contact,
              paymentMethod: ({ event }) => event.option,
              ...freshFlags,
            }),
          },
        ],
      },
    },
    updatingCredit: {
      description: "Using (or no longer using) the account credit for this basket.",
      meta: { activity: "updating the account credit" },
      tags: ["busy"],
      invoke: {
        id: "setUseCredit",
        src: "setUseCredit",
        input: basketInput((context) => ({ useCredit: context.useCredit })),
        onDone: {
          description: "credit updated",
          target: "ready",
          actions: assign({ due: ({ event }) => event.output, shownAmountDue: ({ event }) => event.output.amount_due }),
        },
        onError: {
          description: "credit not updated",
          target: "ready",
          actions: assign({
            error: checkoutMessages.creditNotUpdated,
            useCredit: ({ context }) => (context.due?.credit_applied ?? 0) > 0,
          }),
        },
      },
    },
    paying: payingState,
    redirecting: {
      description: "Sending the visitor to the payment provider's page.",
      tags: ["busy"],
    },
    completingCardPayment: {
      description: `Back from the card or direct-debit page: asking the provider for the result, up to ${maxPaymentRefreshes} times ${inSeconds(paymentRefreshDelayMs)} apart.`,
      tags: ["busy"],
      initial: "refreshing",
      states: {
        refreshing: {
          description: "Asking the provider whether the payment went through.",
          meta: { activity: "asking the provider for the result" },
          invoke: {
            id: "refreshPayment",
            src: "refreshPayment",
            input: basketOnly,
            onDone: [
              paymentAuthorised,
              {
                description: "payment still pending",
                guard: { type: "paymentPending", params: ({ event }) => event.output },
                target: "waiting",
                actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }),
              },
              {
                description: "payment failed",
                guard: { type: "paymentFailedWithCode", params: ({ event }) => event.output },
                target: "#checkout.paymentFailed",
                actions: assign(({ context, event }) =>
                  paymentFailure(event.output.error ?? "other", context.supportPhone),
                ),
              },
              {
                ...showing("payment cancelled", "#checkout.paymentFailed", checkoutMessages.paymentCancelled),
                guard: { type: "paymentCancelled", params: ({ event }) => event.output },
              },
              paymentVoided,
              showing("no clear result", "#checkout.paymentFailed", checkoutMessages.cardCheckoutFailed),
            ],
            onError: showing("provider not reachable", "#checkout.paymentFailed", checkoutMessages.cardCheckoutFailed),
          },
        },
        waiting: {
          description: `The payment is still pending: waiting ${inSeconds(paymentRefreshDelayMs)} before asking again, or placing the order after ${maxPaymentRefreshes} tries.`,
          after: {
            paymentRefreshDelay: [
              {
                description: `after ${inSeconds(paymentRefreshDelayMs)}, fewer than ${maxPaymentRefreshes} tries`,
                guard: "canRefreshAgain",
                target: "refreshing",
              },
              {
                description: `after ${inSeconds(paymentRefreshDelayMs)}: card still pending after ${maxPaymentRefreshes} tries`,
                target: "#checkout.placingOrder",
              },
            ],
          },
        },
      },
    },
    confirmingPaypal: {
      description: "Back from PayPal: confirming the approved payment.",
      meta: { activity: "confirming the PayPal payment" },
      tags: ["busy"],
      invoke: {
        id: "confirmPaypal",
        src: "confirmPaypal",
        input: ({ event }) => {
          assertEvent(event, "checkout.return.paypal");
          return { basketId: event.basketId, paymentId: event.paymentId, payerId: event.payerId ?? "" };
        },
        onDone: [
          paymentAuthorised,
          paymentVoided,
          showing("payment not authorised", "paymentFailed", checkoutMessages.cardCheckoutFailed),
        ],
        onError: showing("PayPal not reachable", "paymentFailed", checkoutMessages.cardCheckoutFailed),
      },
    },
    placingOrder: {
      description: "Placing the order for the paid basket (a repeat gives the same order, never a second charge).",
      meta: { activity: "placing the order" },
      tags: ["busy"],
      invoke: {
        id: "placeOrder",
        src: "placeOrder",
        input: basketOnly,
        onDone: [
          {
            ...orderPlaced("order placed, payment pending", "readingOrderStatus"),
            guard: { type: "orderPaymentPending", params: ({ event }) => event.output },
          },
          orderPlaced("order placed", "orderPlaced"),
        ],
        onError: [
          creditSpentElsewhere,
          {
            ...showing("basket changed after paying: pay the new total", "loading", checkoutMessages.basketChanged),
            guard: { type: "basketChanged", params: errorOf },
          },
          showing("order not placed", "paymentFailed", checkoutMessages.placeOrderFailed),
        ],
      },
    },
    readingOrderStatus: {
      description: "The payment is still pending after the order: reading the order's public status once.",
      meta: { activity: "reading the order status" },
      tags: ["busy"],
      invoke: {
        id: "readOrderStatus",
        src: "readOrderStatus",
        input: ({ context }) => ({ orderId: context.order?.orderId ?? "" }),
        onDone: {
          description: "order status read",
          target: "orderPlaced",
          actions: assign({
            order: ({ context, event }) => (context.order ? { ...context.order, status: event.output } : null),
          }),
        },
        onError: { description: "status not read, order shown", target: "orderPlaced" },
      },
    },
    orderPlaced: {
      description: "The order exists: the basket is emptied and the visitor sees the order's result page.",
    },
    paymentFailed: {
      description: "The payment or order did not go through; the visitor goes back to checkout to try again.",
    },
  },
});
