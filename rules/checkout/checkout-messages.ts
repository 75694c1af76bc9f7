/**
 * Checkout messages of spec section 8 "Other" (word for word), and the sentences where the spec gives none. Frozen
 * rather than `as const`: Stryker leaves whatever an `as` expression holds unmutated, so the model paths' hold on
 * these words could not be measured.
 */
export const checkoutMessages = Object.freeze({
  basketNotFound: "Could not find your basket.",
  placeOrderFailed: "There was a problem placing your order.",
  cardCheckoutFailed: "Could not process your order!",
  /** Issue 35: the basket belongs to another browser's session or another customer (not_yours lists its items). */
  notYours:
    "This checkout was started in another browser or by someone else. For your security we can't show its details " +
    "here. You can start a new basket with the same items.",
  copyFailed: "We could not start a new basket with these items. Please check your connection and try again.",
  loadFailed: "We could not load your basket. Please check your connection and try again.",
  contactNotSaved: "We could not save your contact details. Please check them and try again.",
  paymentCancelled: "Your payment was cancelled and nothing was charged. Choose a way to pay to try again.",
  paypalCancelled: "You cancelled the PayPal payment and nothing was charged. Choose a way to pay to try again.",
  creditNotUpdated: "We could not update the use of your account credit. Please try again.",
  creditUnavailable:
    "Your account credit was used by another order, so nothing was charged. Check the new amount to pay and pay again.",
  /** The basket's total changed after it was paid (another tab, a voucher...): the server cancelled the payment. */
  basketChanged: "Your basket changed, so the payment was cancelled. Please pay the new total.",
  voucherNotEligible: "This voucher is no longer eligible: it has been used the maximum number of times.",
  voucherInvalid: "This voucher code is not valid, so it was not applied.",
});
