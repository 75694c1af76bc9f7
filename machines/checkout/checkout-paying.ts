import { assign } from "xstate";
import { checkoutMessages } from "../../rules/checkout/checkout-messages";
import { contactUpdate } from "../../rules/checkout/contact-update";
import { paymentErrorMessage } from "../../rules/checkout/payment-errors";
import { callErrorCode } from "./call-errors";
import { paymentFailure, shownBasket } from "./checkout-context";
import {
  basketInput,
  basketOnly,
  type CheckoutStateConfig,
  creditSpentElsewhere,
  orderPlaced,
  showing,
} from "./checkout-transitions";

/**
 * Checkout's `paying` state, the steps from the press on "Pay" to the provider (spec section 4 "Payment flow"): the
 * contact saved, the live total re-read and compared with the one shown, then the payment created, or a staff or
 * nothing-to-pay order placed without one. A failure goes back to the form with its message.
 */
export const payingState = {
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
        input: basketInput((context) => ({ contact: contactUpdate(context.contactDraft) })),
        onDone: { description: "contact saved", target: "checkingTotal" },
        onError: showing("contact not saved", "#checkout.ready", checkoutMessages.contactNotSaved),
      },
    },
    checkingTotal: {
      description: "Re-reading the live total right before taking payment.",
      meta: { activity: "re-reading the total" },
      invoke: {
        id: "recheckTotal",
        src: "loadBasket",
        input: basketOnly,
        onDone: [
          {
            description: "total changed since shown",
            guard: { type: "totalChanged", params: ({ event }) => ({ amountDue: event.output.due.amount_due }) },
            target: "#checkout.ready",
            actions: assign(({ context, event }) => ({
              ...shownBasket(event.output),
              isTaxChanged: context.price?.tax !== event.output.price.tax,
              error: paymentErrorMessage("price_changed", context.supportPhone),
            })),
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
        input: basketInput((context) => ({
          type: context.paymentMethod?.type ?? "new-credit-or-debit",
          paymentMethodId: context.paymentMethod?.paymentMethodId,
          expectedTotal: context.shownAmountDue ?? 0,
        })),
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
        input: basketInput((context) => ({ customerId: context.account?.customerId ?? context.parentCustomerId })),
        onDone: orderPlaced("order placed", "#checkout.orderPlaced"),
        onError: [
          creditSpentElsewhere,
          showing("order not placed", "#checkout.ready", checkoutMessages.placeOrderFailed),
        ],
      },
    },
  },
} satisfies CheckoutStateConfig;
