import type { SnapshotFrom } from "xstate";
import { lineTerms } from "../../rules/basket/periods";
import { checkoutMessages } from "../../rules/checkout/checkout-messages";
import { contactFormDefaults } from "../../rules/checkout/contact-defaults";
import { type ContactForm, type ContactFormErrors, contactFormErrors } from "../../rules/checkout/contact-update";
import { type PaymentOption, paymentOptions } from "../../rules/checkout/payment-options";
import { type OrderResultPage, orderResultPage } from "../../rules/order/order-status";
import type { checkoutMachine } from "./checkout.machine";
import type { PlacedOrder } from "./checkout-context";

/** What the checkout views read: they never name a state or work anything out themselves. */
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type { ContactFormErrors } from "../../rules/checkout/contact-update";
export type { PaymentOption } from "../../rules/checkout/payment-options";

export const selectIsLoadingBasket = (snapshot: CheckoutSnapshot) => snapshot.hasTag("loadingBasket");
export const selectIsBasketUnavailable = (snapshot: CheckoutSnapshot) => snapshot.hasTag("basketUnavailable");
const noItems: readonly string[] = [];
/** The basket is another browser's or customer's: its items are listed with an offer of a new basket (issue 35). */
export const selectOffersCopy = (snapshot: CheckoutSnapshot) => snapshot.hasTag("copyOffered");
/** The items of that basket, as the brand API listed them (no personal data). */
export const selectOthersBasketItems = (snapshot: CheckoutSnapshot): readonly string[] =>
  selectOffersCopy(snapshot) ? snapshot.context.othersBasketItems : noItems;
export const selectCanCopyBasket = (snapshot: CheckoutSnapshot) => snapshot.can({ type: "checkout.basket.copy" });
// Leaving for the provider, the order placed and the payment failed are one state each: read here, beside the machine,
// rather than through tags renaming them (issue 38).
export const selectIsRedirecting = (snapshot: CheckoutSnapshot) => snapshot.matches("redirecting");
/** A payment step is under way: the form waits. */
export const selectIsBusy = (snapshot: CheckoutSnapshot) => snapshot.hasTag("busy");
export const selectPaymentFailed = (snapshot: CheckoutSnapshot) => snapshot.matches("paymentFailed");
/**
 * Back from a provider, the shopper must pay again at checkout: the basket changed or its credit was spent after the
 * payment started, so checkout reads the new total (with the reason as its message) instead of placing an order.
 */
export const selectMustPayAgain = (snapshot: CheckoutSnapshot) =>
  snapshot.context.error !== null &&
  !snapshot.hasTag("busy") &&
  !snapshot.matches("paymentFailed") &&
  !snapshot.matches("orderPlaced");
/** The checkout page shows the form and the summary (not while the basket loads, is missing, or the visitor leaves). */
export const selectShowsCheckout = (snapshot: CheckoutSnapshot) =>
  !selectIsLoadingBasket(snapshot) && !selectIsBasketUnavailable(snapshot) && !selectIsRedirecting(snapshot);

export const selectPrice = (snapshot: CheckoutSnapshot) => snapshot.context.price;

/**
 * The summary's lines as the server priced them: what each costs now (after the voucher), for how long, and what it
 * renews at, which the sentence beside Pay refers to.
 */
export function selectSummaryLines(snapshot: CheckoutSnapshot) {
  return (snapshot.context.price?.lines ?? []).map((line) => ({
    id: line.item_id,
    name: line.description,
    price: line.price - line.discount,
    ...lineTerms(line.period, line.renew_price),
  }));
}
export const selectDue = (snapshot: CheckoutSnapshot) => snapshot.context.due;
export const selectAccount = (snapshot: CheckoutSnapshot) => snapshot.context.account;
export const selectUseCredit = (snapshot: CheckoutSnapshot) => snapshot.context.useCredit;
export const selectContactFormErrors = (snapshot: CheckoutSnapshot) => snapshot.context.contactFormErrors;
export const selectCardPaymentError = (snapshot: CheckoutSnapshot) => snapshot.context.cardPaymentError;
export const selectError = (snapshot: CheckoutSnapshot) => snapshot.context.error;
/** The message of a failed payment: the card's own when the provider refused the card. */
export const selectPaymentFailure = (snapshot: CheckoutSnapshot) =>
  snapshot.context.cardPaymentError ?? snapshot.context.error;
export const selectIsDomainAlert = (snapshot: CheckoutSnapshot) => snapshot.context.isDomainAlert;
export const selectIsVoucherNotEligible = (snapshot: CheckoutSnapshot) => snapshot.context.isVoucherNotEligible;
export const selectIsTaxChanged = (snapshot: CheckoutSnapshot) => snapshot.context.isTaxChanged;

/** The payment methods that apply to this basket and customer (spec section 4 "Payment type options"). */
export function selectPaymentOptions(snapshot: CheckoutSnapshot): PaymentOption[] {
  const { account, due } = snapshot.context;
  if (!due) return [];
  return paymentOptions({
    loggedIn: account !== null,
    isStaff: account?.isStaff ?? false,
    storedMethods: account?.paymentMethods ?? [],
    amountDue: due.amount_due,
  });
}

/** Whether there is nothing left to pay (the button then places the order). */
export const selectNothingToPay = (snapshot: CheckoutSnapshot) => snapshot.context.due?.amount_due === 0;

/** What the contact form starts with: the last submitted details, else the account's, in the brand's country. */
export function selectContactDefaults(snapshot: CheckoutSnapshot): ContactForm {
  const { contactDraft, account, due } = snapshot.context;
  return contactFormDefaults(contactDraft, account?.contact ?? null, due?.currency ?? "USD");
}

/** Whether the visitor can pay now; the contact details are checked when they do. */
export const selectCanPay = (snapshot: CheckoutSnapshot) => {
  const [option] = selectPaymentOptions(snapshot);
  return option !== undefined && snapshot.can({ type: "checkout.pay", contact: {}, option });
};

/** Whether the visitor can switch the use of account credit now. */
export const selectCanToggleCredit = (snapshot: CheckoutSnapshot) =>
  snapshot.can({ type: "checkout.credit.toggle", useCredit: !snapshot.context.useCredit });

export const selectCanReload = (snapshot: CheckoutSnapshot) => snapshot.can({ type: "checkout.reload" });

/** The page offers to read the basket again where it could not be read; a basket that does not exist is not offered. */
export const selectIsReloadForced = (snapshot: CheckoutSnapshot) =>
  selectCanReload(snapshot) && snapshot.context.error !== checkoutMessages.basketNotFound;

/** The placed order and the result page its status leads to (spec section 4 "Order status to page"). */
export function selectPlacedOrder(snapshot: CheckoutSnapshot): { order: PlacedOrder; page: OrderResultPage } | null {
  const { order } = snapshot.context;
  return snapshot.matches("orderPlaced") && order ? { order, page: orderResultPage(order.status) } : null;
}

/**
 * Of the errors of the last failed submit, those whose fields are still invalid in the form as the visitor has it now
 * (the machine's own rule), so each error goes as soon as its field is put right; a field wrong only since that
 * submit waits for the next submit, as it would in a form without the app.
 */
export function contactErrorsStillInvalid(submitted: ContactFormErrors, form: ContactForm): ContactFormErrors {
  const now = contactFormErrors(form) ?? {};
  return Object.fromEntries(Object.entries(now).filter(([field]) => field in submitted));
}
