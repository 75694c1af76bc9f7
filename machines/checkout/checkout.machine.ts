import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { BasketPrice } from "../../contract/basket";
import type { Contact } from "../../contract/customer";
import type { OrderStatus } from "../../contract/order";
import type { AmountDue, PaymentState, PaymentType } from "../../contract/payment";
import { checkoutMessages } from "../../rules/checkout/checkout-messages";
import {
  type ContactForm,
  type ContactFormErrors,
  contactFormErrors,
  contactUpdate,
} from "../../rules/checkout/contact-update";
import { isCardError, isDomainError, paymentErrorMessage } from "../../rules/checkout/payment-errors";
import type { PaymentOption } from "../../rules/checkout/payment-options";
import type { Account } from "../../rules/login/account";
import { basketCallErrorCode } from "../basket/call-errors";
import { type ChartStateMeta, inSeconds } from "../chart-meta";
import { callErrorCode } from "./call-errors";

export interface CheckoutInput {
  parentCustomerId: number;
  supportPhone: string;
}

export interface PlacedOrder {
  orderId: string;
  status: OrderStatus;
  isExistingCustomer: boolean;
}

export interface CheckoutContext extends CheckoutInput {
  basketId: string | null;
  /** The `voucher` of the checkout address, until it has been applied. */
  pendingVoucher: string | null;
  price: BasketPrice | null;
  due: AmountDue | null;
  /** The amount due the visitor was last shown: payment stops if the live one differs. */
  shownAmountDue: number | null;
  account: Account | null;
  /** The customer the basket was attached to since it was opened (or tried: a failed attach carries on as guest). */
  attachedCustomerId: number | null;
  /** The contact form as the visitor last submitted it (the form shows it again). */
  contactDraft: ContactForm;
  contactFormErrors: ContactFormErrors | null;
  paymentMethod: PaymentOption | null;
  /** Whether the visitor chose to pay with account credit (shown at once, confirmed by the server). */
  useCredit: boolean;
  error: string | null;
  cardPaymentError: string | null;
  isTaxChanged: boolean;
  isReloadForced: boolean;
  isDomainAlert: boolean;
  isVoucherNotEligible: boolean;
  /** Payment refreshes done since the visitor came back from the card page. */
  refreshes: number;
  order: PlacedOrder | null;
}

/** What the views read besides context (machines/checkout/selectors.ts): what the page is doing now. */
export type CheckoutTag = "loading" | "unavailable" | "busy" | "redirecting" | "orderPlaced" | "paymentFailed";

export type CheckoutEvent =
  | { type: "checkout.open"; basketId: string; voucher: string | null }
  | { type: "checkout.return.card"; basketId: string }
  | { type: "checkout.return.paypal"; basketId: string; paymentId: string; payerId: string | null }
  | { type: "checkout.account.changed"; account: Account | null }
  | { type: "checkout.credit.toggle"; useCredit: boolean }
  | { type: "checkout.pay"; contact: Record<string, string>; option: PaymentOption }
  | { type: "checkout.reload" };

export interface BasketState {
  price: BasketPrice;
  due: AmountDue;
}

export interface PaymentCreated {
  redirectUrl: string | null;
}

/** Payment refreshes on return from the card page, 4 s apart (spec section 9). */
export const maxPaymentRefreshes = 5;
/** Spec section 9: payment refresh 4 s apart. */
export const paymentRefreshDelayMs = 4000;
/** Spec section 9: the tax-changed flag stays on for 5 s. */
export const taxChangedFlagDelayMs = 5000;

const freshFlags: Pick<
  CheckoutContext,
  "error" | "cardPaymentError" | "contactFormErrors" | "isDomainAlert" | "isReloadForced"
> = {
  error: null,
  cardPaymentError: null,
  contactFormErrors: null,
  isDomainAlert: false,
  isReloadForced: false,
};

/** Where a failed payment leaves the visitor: the message of spec section 8 and the flags the page shows. */
function paymentFailure(code: string, supportPhone: string) {
  const message = paymentErrorMessage(code, supportPhone);
  return {
    error: isCardError(code) ? null : message,
    cardPaymentError: isCardError(code) ? message : null,
    isDomainAlert: isDomainError(code),
  };
}

/** The order as the result pages need it: a logged-in customer follows it in their account. */
function placedOrder(context: CheckoutContext, placed: { orderId: string; status: OrderStatus }): PlacedOrder {
  return { ...placed, isExistingCustomer: context.account !== null };
}

/**
 * Checkout and payment (spec section 4 "Payment flow"): save the contact data, re-read the live
 * total and stop if it changed since it was shown, create the payment, then by payment type:
 * redirect to the card, PayPal or direct-debit provider and finish on return; pay with a stored
 * method directly; or place a staff or nothing-to-pay order with the zero-basket call.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as CheckoutTag,
    meta: {} as ChartStateMeta,
  },
  // Stryker disable all: placeholders the app replaces with .provide() (see docs/testing.md, checkout survivors)
  actors: {
    applyVoucher: fromPromise<void, { basketId: string; code: string }>(async () => {
      throw new Error("applyVoucher is injected");
    }),
    loadBasket: fromPromise<BasketState, { basketId: string }>(async () => {
      throw new Error("loadBasket is injected");
    }),
    attachAccount: fromPromise<void, { basketId: string; account: Account | null }>(async () => {
      throw new Error("attachAccount is injected");
    }),
    setUseCredit: fromPromise<AmountDue, { basketId: string; useCredit: boolean }>(async () => {
      throw new Error("setUseCredit is injected");
    }),
    saveContact: fromPromise<void, { basketId: string; contact: Contact }>(async () => {
      throw new Error("saveContact is injected");
    }),
    createPayment: fromPromise<
      PaymentCreated,
      { basketId: string; type: PaymentType; paymentMethodId?: number; expectedTotal: number }
    >(async () => {
      throw new Error("createPayment is injected");
    }),
    placeZeroOrder: fromPromise<{ orderId: string; status: OrderStatus }, { basketId: string; customerId: number }>(
      async () => {
        throw new Error("placeZeroOrder is injected");
      },
    ),
    refreshPayment: fromPromise<PaymentState, { basketId: string }>(async () => {
      throw new Error("refreshPayment is injected");
    }),
    confirmPaypal: fromPromise<PaymentState, { basketId: string; paymentId: string; payerId: string }>(async () => {
      throw new Error("confirmPaypal is injected");
    }),
    placeOrder: fromPromise<{ orderId: string; status: OrderStatus }, { basketId: string }>(async () => {
      throw new Error("placeOrder is injected");
    }),
    readOrderStatus: fromPromise<OrderStatus, { orderId: string }>(async () => {
      throw new Error("readOrderStatus is injected");
    }),
  },
  actions: {
    /** Sends the visitor to the provider's page (a full page load). */
    redirectToProvider: (_, _params: { url: string }) => {},
    /** Remembers a used_max voucher for a year (spec section 4 "Voucher"). */
    rememberVoucherNotEligible: (_, _params: { code: string }) => {},
    /** An order exists: the app empties the basket. */
    announceOrderPlaced: (_, _params: { order: PlacedOrder }) => {},
  },
  // Stryker restore all
  guards: {
    hasPendingVoucher: ({ context }) => context.pendingVoucher !== null,
    accountNotAttached: ({ context }) =>
      context.account !== null && context.account.customerId !== context.attachedCustomerId,
    voucherUsedMax: (_, { error }: { error: unknown }) => basketCallErrorCode(error) === "used_max",
    basketNotFound: (_, { error }: { error: unknown }) => callErrorCode(error) === "not_found",
    basketNotYours: (_, { error }: { error: unknown }) => callErrorCode(error) === "not_yours",
    creditUnavailable: (_, { error }: { error: unknown }) => callErrorCode(error) === "credit_unavailable",
    basketChanged: (_, { error }: { error: unknown }) => callErrorCode(error) === "basket_changed",
    contactInvalid: (_, { contact }: { contact: ContactForm }) => contactFormErrors(contact) !== null,
    totalChanged: ({ context }, { amountDue }: { amountDue: number }) => amountDue !== context.shownAmountDue,
    paysWithoutProvider: ({ context }) =>
      context.paymentMethod?.type === "staff" || context.paymentMethod?.type === "no-payment",
    redirects: (_, { redirectUrl }: PaymentCreated) => redirectUrl !== null,
    paymentAuthorized: (_, { status }: PaymentState) => status === "authorized",
    paymentPending: (_, { status }: PaymentState) => status === "pending",
    paymentFailedWithCode: (_, { status, error }: PaymentState) => status === "failed" && error !== undefined,
    paymentCancelled: (_, { status }: PaymentState) => status === "cancelled",
    /** The server cancelled the payment: the basket changed after it was started (or a newer payment replaced it). */
    paymentVoided: (_, { status }: PaymentState) => status === "voided",
    canRefreshAgain: ({ context }) => context.refreshes < maxPaymentRefreshes,
    paypalCancelled: (_, { payerId }: { payerId: string | null }) => payerId === null,
    orderPaymentPending: (_, { status }: { status: OrderStatus }) => status === "payment pending",
  },
  delays: { paymentRefreshDelay: paymentRefreshDelayMs, taxChangedFlagDelay: taxChangedFlagDelayMs },
}).createMachine({
  id: "checkout",
  description: "Checking out a server basket: contact details, payment method, payment and the order.",
  context: ({ input }) => ({
    ...input,
    basketId: null,
    pendingVoucher: null,
    price: null,
    due: null,
    shownAmountDue: null,
    account: null,
    attachedCustomerId: null,
    contactDraft: {},
    contactFormErrors: null,
    paymentMethod: null,
    useCredit: false,
    error: null,
    cardPaymentError: null,
    isTaxChanged: false,
    isReloadForced: false,
    isDomainAlert: false,
    isVoucherNotEligible: false,
    refreshes: 0,
    order: null,
  }),
  initial: "idle",
  on: {
    "checkout.open": {
      description: "checkout opened with a basket",
      target: ".opening",
      actions: assign({
        basketId: ({ event }) => event.basketId,
        pendingVoucher: ({ event }) => (event.voucher ?? "").trim() || null,
        attachedCustomerId: null,
        isReloadForced: false,
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
      tags: ["loading"],
    },
    opening: {
      description: "Opening a basket: its voucher is applied and the logged-in customer attached first.",
      tags: ["loading"],
      always: [
        { description: "voucher in the checkout address", guard: "hasPendingVoucher", target: "applyingVoucher" },
        { description: "customer logged in", guard: "accountNotAttached", target: "attachingAccount" },
        { description: "nothing to apply first", target: "loading" },
      ],
    },
    applyingVoucher: {
      description: "Applying the voucher code from the checkout address to the basket.",
      meta: { activity: "applying the voucher" },
      tags: ["loading"],
      invoke: {
        id: "applyVoucher",
        src: "applyVoucher",
        input: ({ context }) => ({ basketId: context.basketId ?? "", code: context.pendingVoucher ?? "" }),
        onDone: { description: "voucher applied", target: "opening", actions: assign({ pendingVoucher: null }) },
        onError: [
          {
            description: "voucher already used up",
            guard: { type: "voucherUsedMax", params: ({ event }) => ({ error: event.error }) },
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
      tags: ["loading"],
      invoke: {
        id: "loadBasket",
        src: "loadBasket",
        input: ({ context }) => ({ basketId: context.basketId ?? "" }),
        onDone: {
          description: "basket and total read",
          target: "ready",
          actions: assign({
            price: ({ event }) => event.output.price,
            due: ({ event }) => event.output.due,
            shownAmountDue: ({ event }) => event.output.due.amount_due,
            useCredit: ({ event }) => event.output.due.credit_applied > 0,
          }),
        },
        onError: [
          {
            description: "no such basket",
            guard: { type: "basketNotFound", params: ({ event }) => ({ error: event.error }) },
            target: "unavailable",
            actions: assign({ error: checkoutMessages.basketNotFound }),
          },
          {
            description: "basket belongs to another customer",
            guard: { type: "basketNotYours", params: ({ event }) => ({ error: event.error }) },
            target: "unavailable",
            actions: assign({ error: checkoutMessages.notYours, isReloadForced: true }),
          },
          {
            description: "basket not readable",
            target: "unavailable",
            actions: assign({ error: checkoutMessages.loadFailed, isReloadForced: true }),
          },
        ],
      },
    },
    unavailable: {
      description: "The basket could not be shown; the visitor can reload it, or log in to the account it belongs to.",
      tags: ["unavailable"],
      always: {
        description: "customer logged in while basket shown",
        guard: "accountNotAttached",
        target: "attachingAccount",
      },
      on: {
        "checkout.reload": {
          description: "visitor reloads",
          target: "loading",
          actions: assign({ ...freshFlags, error: null }),
        },
      },
    },
    attachingAccount: {
      description: "Copying the logged-in customer's id and contact details into the basket.",
      meta: { activity: "attaching the customer to the basket" },
      tags: ["loading"],
      entry: assign({ attachedCustomerId: ({ context }) => context.account?.customerId ?? null }),
      invoke: {
        id: "attachAccount",
        src: "attachAccount",
        input: ({ context }) => ({ basketId: context.basketId ?? "", account: context.account }),
        onDone: { description: "customer attached", target: "loading" },
        onError: { description: "not attached, carry on as guest", target: "loading" },
      },
    },
    ready: {
      description: "The visitor fills in contact details and chooses how to pay; the total shown is the server's.",
      // Spec section 4 "Login": after login the customer is copied into the basket, whenever the login came.
      always: {
        description: "customer logged in while basket shown",
        guard: "accountNotAttached",
        target: "attachingAccount",
      },
      after: {
        taxChangedFlagDelay: {
          description: `after ${inSeconds(taxChangedFlagDelayMs)}, tax notice hidden`,
          actions: assign({ isTaxChanged: false }),
        },
      },
      on: {
        "checkout.credit.toggle": {
          description: "visitor switches account credit",
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
        input: ({ context }) => ({ basketId: context.basketId ?? "", useCredit: context.useCredit }),
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
    paying: {
      description: "Taking the payment: contact saved, live total re-read, payment created.",
      tags: ["busy"],
      initial: "savingContact",
      states: {
        savingContact: {
          description: "Saving the contact details to the basket (empty telephone and VAT number left out).",
          meta: { activity: "saving the contact details" },
          invoke: {
            id: "saveContact",
            src: "saveContact",
            input: ({ context }) => ({
              basketId: context.basketId ?? "",
              contact: contactUpdate(context.contactDraft),
            }),
            onDone: { description: "contact saved", target: "checkingTotal" },
            onError: {
              description: "contact not saved",
              target: "#checkout.ready",
              actions: assign({ error: checkoutMessages.contactNotSaved }),
            },
          },
        },
        checkingTotal: {
          description: "Re-reading the live total right before taking payment.",
          meta: { activity: "re-reading the total" },
          invoke: {
            id: "recheckTotal",
            src: "loadBasket",
            input: ({ context }) => ({ basketId: context.basketId ?? "" }),
            onDone: [
              {
                description: "total changed since shown",
                guard: {
                  type: "totalChanged",
                  params: ({ event }) => ({ amountDue: event.output.due.amount_due }),
                },
                target: "#checkout.ready",
                actions: assign({
                  isTaxChanged: ({ context, event }) => context.price?.tax !== event.output.price.tax,
                  price: ({ event }) => event.output.price,
                  due: ({ event }) => event.output.due,
                  shownAmountDue: ({ event }) => event.output.due.amount_due,
                  error: ({ context }) => paymentErrorMessage("price_changed", context.supportPhone),
                }),
              },
              {
                description: "staff order or nothing to pay",
                guard: "paysWithoutProvider",
                target: "placingZeroOrder",
              },
              { description: "total unchanged", target: "creatingPayment" },
            ],
            onError: {
              description: "total not readable",
              target: "#checkout.ready",
              actions: assign({
                error: ({ context, event }) => paymentFailure(callErrorCode(event.error), context.supportPhone).error,
              }),
            },
          },
        },
        creatingPayment: {
          description: "Creating the payment with the provider for the amount shown.",
          meta: { activity: "creating the payment" },
          invoke: {
            id: "createPayment",
            src: "createPayment",
            input: ({ context }) => ({
              basketId: context.basketId ?? "",
              type: context.paymentMethod?.type ?? "new-credit-or-debit",
              paymentMethodId: context.paymentMethod?.paymentMethodId,
              expectedTotal: context.shownAmountDue ?? 0,
            }),
            onDone: [
              {
                description: "provider page to visit",
                guard: { type: "redirects", params: ({ event }) => event.output },
                target: "#checkout.redirecting",
                actions: {
                  type: "redirectToProvider",
                  params: ({ event }) => ({ url: event.output.redirectUrl ?? "" }),
                },
              },
              { description: "paid with a stored method", target: "#checkout.placingOrder" },
            ],
            onError: {
              description: "payment refused",
              target: "#checkout.ready",
              actions: assign(({ context, event }) => paymentFailure(callErrorCode(event.error), context.supportPhone)),
            },
          },
        },
        placingZeroOrder: {
          description: "Placing a staff or nothing-to-pay order without a payment (the zero-basket call).",
          meta: { activity: "placing the order without payment" },
          invoke: {
            id: "placeZeroOrder",
            src: "placeZeroOrder",
            input: ({ context }) => ({
              basketId: context.basketId ?? "",
              customerId: context.account?.customerId ?? context.parentCustomerId,
            }),
            onDone: {
              description: "order placed",
              target: "#checkout.orderPlaced",
              actions: [
                assign({ order: ({ context, event }) => placedOrder(context, event.output) }),
                {
                  type: "announceOrderPlaced",
                  params: ({ context, event }) => ({ order: placedOrder(context, event.output) }),
                },
              ],
            },
            onError: [
              {
                description: "account credit no longer available",
                guard: { type: "creditUnavailable", params: ({ event }) => ({ error: event.error }) },
                target: "#checkout.loading",
                actions: assign({ error: checkoutMessages.creditUnavailable }),
              },
              {
                description: "order not placed",
                target: "#checkout.ready",
                actions: assign({ error: checkoutMessages.placeOrderFailed }),
              },
            ],
          },
        },
      },
    },
    redirecting: {
      description: "Sending the visitor to the payment provider's page.",
      tags: ["busy", "redirecting"],
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
            input: ({ context }) => ({ basketId: context.basketId ?? "" }),
            onDone: [
              {
                description: "payment authorised",
                guard: { type: "paymentAuthorized", params: ({ event }) => event.output },
                target: "#checkout.placingOrder",
              },
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
                description: "payment cancelled",
                guard: { type: "paymentCancelled", params: ({ event }) => event.output },
                target: "#checkout.paymentFailed",
                actions: assign({ error: checkoutMessages.paymentCancelled }),
              },
              {
                description: "basket changed meanwhile: pay the new total",
                guard: { type: "paymentVoided", params: ({ event }) => event.output },
                target: "#checkout.loading",
                actions: assign({ error: checkoutMessages.basketChanged }),
              },
              {
                description: "no clear result",
                target: "#checkout.paymentFailed",
                actions: assign({ error: checkoutMessages.cardCheckoutFailed }),
              },
            ],
            onError: {
              description: "provider not reachable",
              target: "#checkout.paymentFailed",
              actions: assign({ error: checkoutMessages.cardCheckoutFailed }),
            },
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
          {
            description: "payment authorised",
            guard: { type: "paymentAuthorized", params: ({ event }) => event.output },
            target: "placingOrder",
          },
          {
            description: "basket changed meanwhile: pay the new total",
            guard: { type: "paymentVoided", params: ({ event }) => event.output },
            target: "loading",
            actions: assign({ error: checkoutMessages.basketChanged }),
          },
          {
            description: "payment not authorised",
            target: "paymentFailed",
            actions: assign({ error: checkoutMessages.cardCheckoutFailed }),
          },
        ],
        onError: {
          description: "PayPal not reachable",
          target: "paymentFailed",
          actions: assign({ error: checkoutMessages.cardCheckoutFailed }),
        },
      },
    },
    placingOrder: {
      description: "Placing the order for the paid basket (a repeat gives the same order, never a second charge).",
      meta: { activity: "placing the order" },
      tags: ["busy"],
      invoke: {
        id: "placeOrder",
        src: "placeOrder",
        input: ({ context }) => ({ basketId: context.basketId ?? "" }),
        onDone: [
          {
            description: "order placed, payment pending",
            guard: { type: "orderPaymentPending", params: ({ event }) => event.output },
            target: "readingOrderStatus",
            actions: [
              assign({ order: ({ context, event }) => placedOrder(context, event.output) }),
              {
                type: "announceOrderPlaced",
                params: ({ context, event }) => ({ order: placedOrder(context, event.output) }),
              },
            ],
          },
          {
            description: "order placed",
            target: "orderPlaced",
            actions: [
              assign({ order: ({ context, event }) => placedOrder(context, event.output) }),
              {
                type: "announceOrderPlaced",
                params: ({ context, event }) => ({ order: placedOrder(context, event.output) }),
              },
            ],
          },
        ],
        onError: [
          {
            description: "account credit no longer available",
            guard: { type: "creditUnavailable", params: ({ event }) => ({ error: event.error }) },
            target: "loading",
            actions: assign({ error: checkoutMessages.creditUnavailable }),
          },
          {
            description: "basket changed after paying: pay the new total",
            guard: { type: "basketChanged", params: ({ event }) => ({ error: event.error }) },
            target: "loading",
            actions: assign({ error: checkoutMessages.basketChanged }),
          },
          {
            description: "order not placed",
            target: "paymentFailed",
            actions: assign({ error: checkoutMessages.placeOrderFailed }),
          },
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
      tags: ["orderPlaced"],
    },
    paymentFailed: {
      description: "The payment or order did not go through; the visitor goes back to checkout to try again.",
      tags: ["paymentFailed"],
    },
  },
});
