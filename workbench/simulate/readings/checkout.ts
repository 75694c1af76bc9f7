import { paymentMethod } from "../../../contract/payment-methods";
import { basketCallErrorCode } from "../../../machines/basket/call-errors";
import { callErrorCode } from "../../../machines/checkout/call-errors";
import { type CheckoutContext, maxPaymentRefreshes } from "../../../machines/checkout/checkout-context";
import { type ContactForm, contactFormErrors } from "../../../rules/checkout/contact-update";
import { codeWords, money, yesNo } from "../../value-words";
import { field, workflowReadings } from "./reading";

const errorCode = (params: unknown) => `error code: ${codeWords(callErrorCode(field(params, "error")))}`;

/** A payment's answer: its status, and the provider's code when it failed ("status failed, code declined"). */
function paymentStatus(params: unknown): string {
  const code = field(params, "error");
  return `payment status: ${codeWords(field(params, "status"))}${code === undefined ? "" : `, code ${codeWords(code)}`}`;
}

function contactProblems(contact: unknown): string {
  const form: ContactForm =
    contact !== null && typeof contact === "object"
      ? Object.fromEntries(Object.entries(contact).filter(([, value]) => typeof value === "string"))
      : {};
  const errors = contactFormErrors(form);
  return errors === null ? "contact complete" : `to fix: ${Object.keys(errors).join(", ")}`;
}

/** A payment's error codes as a product owner names them on a choice: "payment refused: card declined". */
const paymentCodeWords: Record<string, string> = {
  declined: "card declined",
  bad_cvv: "wrong security code",
  bad_card_number: "wrong card number",
  invalid_expiry: "expiry date not valid",
  expiry_too_old: "card expired",
  duplicate_transaction: "paid twice",
  eu_only: "domain only for the EU",
  ca_registrant_mismatch: "registrant does not match for .ca",
  price_changed: "total changed",
};

const refreshRound = (context: CheckoutContext) => `try ${context.refreshes + 1} of ${maxPaymentRefreshes}`;

/** Checkout's guards in words: its own context, or the answer or failure of a call. */
export const checkoutReadings = workflowReadings<CheckoutContext>(
  {
    hasPendingVoucher: ({ context }) => `voucher in the address: ${codeWords(context.pendingVoucher)}`,
    loggedIn: ({ context }) => `customer logged in: ${yesNo(context.account !== null)}`,
    accountNotAttached: ({ context }) =>
      `customer logged in: ${yesNo(context.account !== null)}, basket already theirs: ${yesNo(
        context.account !== null && context.account.customerId === context.attachedCustomerId,
      )}`,
    voucherUsedMax: ({ params }) => `error code: ${codeWords(basketCallErrorCode(field(params, "error")))}`,
    basketNotFound: ({ params }) => errorCode(params),
    basketNotYours: ({ params }) => errorCode(params),
    creditUnavailable: ({ params }) => errorCode(params),
    basketChanged: ({ params }) => errorCode(params),
    contactInvalid: ({ params }) => contactProblems(field(params, "contact")),
    totalChanged: ({ context, params }) =>
      `total due now ${money(field(params, "amountDue"), context.price?.currency)}, ` +
      `shown ${money(context.shownAmountDue, context.price?.currency)}`,
    paysWithoutProvider: ({ context }) =>
      context.paymentMethod
        ? `paid by ${context.paymentMethod.label}: ${
            paymentMethod(context.paymentMethod.type).settles.at === "none"
              ? "nothing to pay a provider"
              : "at a provider"
          }`
        : "no payment method chosen",
    redirects: ({ params }) => `provider page to visit: ${yesNo(typeof field(params, "redirectUrl") === "string")}`,
    paymentAuthorized: ({ params }) => paymentStatus(params),
    paymentPending: ({ params }) => paymentStatus(params),
    paymentFailedWithCode: ({ params }) => paymentStatus(params),
    paymentCancelled: ({ params }) => paymentStatus(params),
    paymentVoided: ({ params }) => paymentStatus(params),
    canRefreshAgain: ({ context }) => `${context.refreshes} of ${maxPaymentRefreshes} tries done`,
    paypalCancelled: ({ params }) => `PayPal payer given: ${yesNo(typeof field(params, "payerId") === "string")}`,
    orderPaymentPending: ({ params }) => `order status: ${codeWords(field(params, "status"))}`,
  },
  {
    round: (context, eventType) =>
      eventType.startsWith("xstate.after.paymentRefreshDelay.") || eventType.endsWith(".refreshPayment")
        ? refreshRound(context)
        : undefined,
    data: (path, value) =>
      /(^|\.)(code|error)$/.test(path) && typeof value === "string" ? paymentCodeWords[value] : undefined,
  },
);
