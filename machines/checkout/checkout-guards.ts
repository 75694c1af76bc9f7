import type { OrderStatus } from "../../contract/order";
import type { PaymentState } from "../../contract/payment";
import { paymentMethod } from "../../contract/payment-methods";
import { type ContactForm, contactFormErrors } from "../../rules/checkout/contact-update";
import { basketCallErrorCode } from "../basket/call-errors";
import { callErrorCode } from "./call-errors";
import { type CheckoutContext, maxPaymentRefreshes, type PaymentCreated } from "./checkout-context";

type Checkout = { context: CheckoutContext };
type Failure = { error: unknown };

/** What checkout's transitions decide on, by name: its own context, or the answer or failure of a call. */
export const checkoutGuards = {
  hasPendingVoucher: ({ context }: Checkout) => context.pendingVoucher !== null,
  /** Spec section 6: account credit is a logged-in customer's; a guest has none to switch. */
  loggedIn: ({ context }: Checkout) => context.account !== null,
  accountNotAttached: ({ context }: Checkout) =>
    context.account !== null && context.account.customerId !== context.attachedCustomerId,
  voucherUsedMax: (_: Checkout, { error }: Failure) => basketCallErrorCode(error) === "used_max",
  basketNotFound: (_: Checkout, { error }: Failure) => callErrorCode(error) === "not_found",
  basketNotYours: (_: Checkout, { error }: Failure) => callErrorCode(error) === "not_yours",
  creditUnavailable: (_: Checkout, { error }: Failure) => callErrorCode(error) === "credit_unavailable",
  basketChanged: (_: Checkout, { error }: Failure) => callErrorCode(error) === "basket_changed",
  contactInvalid: (_: Checkout, { contact }: { contact: ContactForm }) => contactFormErrors(contact) !== null,
  totalChanged: ({ context }: Checkout, { amountDue }: { amountDue: number }) => amountDue !== context.shownAmountDue,
  /** Staff and nothing-to-pay orders: the table says they are not paid at all (placed with the zero-basket call). */
  paysWithoutProvider: ({ context }: Checkout) =>
    context.paymentMethod ? paymentMethod(context.paymentMethod.type).settles.at === "none" : false,
  redirects: (_: Checkout, { redirectUrl }: PaymentCreated) => redirectUrl !== null,
  paymentAuthorized: (_: Checkout, { status }: PaymentState) => status === "authorized",
  paymentPending: (_: Checkout, { status }: PaymentState) => status === "pending",
  paymentFailedWithCode: (_: Checkout, { status, error }: PaymentState) => status === "failed" && error !== undefined,
  paymentCancelled: (_: Checkout, { status }: PaymentState) => status === "cancelled",
  /** The server cancelled the payment: the basket changed after it was started (or a newer payment replaced it). */
  paymentVoided: (_: Checkout, { status }: PaymentState) => status === "voided",
  canRefreshAgain: ({ context }: Checkout) => context.refreshes < maxPaymentRefreshes,
  paypalCancelled: (_: Checkout, { payerId }: { payerId: string | null }) => payerId === null,
  orderPaymentPending: (_: Checkout, { status }: { status: OrderStatus }) => status === "payment pending",
};
