import type { BasketPrice } from "../../contract/basket";
import type { Contact } from "../../contract/customer";
import type { OrderStatus } from "../../contract/order";
import type { AmountDue } from "../../contract/payment";
import type { ContactForm, ContactFormErrors } from "../../rules/checkout/contact-update";
import { isCardError, isDomainError, paymentErrorMessage } from "../../rules/checkout/payment-errors";
import type { PaymentOption } from "../../rules/checkout/payment-options";
import type { Account } from "../../rules/login/account";

export interface CheckoutInput {
  parentCustomerId: number;
  supportPhone: string;
}

export interface PlacedOrder {
  orderId: string;
  status: OrderStatus;
  isExistingCustomer: boolean;
}

/** What the brand API answers for an order placed (with a payment or without one). */
export interface OrderAnswer {
  orderId: string;
  status: OrderStatus;
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
  /**
   * The contact form as the visitor last submitted it (the form shows it again); on a checkout opened afresh (back
   * from a provider, a reload), the contact the basket saved until the visitor submits again.
   */
  contactDraft: ContactForm;
  contactFormErrors: ContactFormErrors | null;
  paymentMethod: PaymentOption | null;
  /** Whether the visitor chose to pay with account credit (shown at once, confirmed by the server). */
  useCredit: boolean;
  error: string | null;
  cardPaymentError: string | null;
  isTaxChanged: boolean;
  isDomainAlert: boolean;
  isVoucherNotEligible: boolean;
  /** Payment refreshes done since the visitor came back from the card page. */
  refreshes: number;
  /** The items of a basket that is not this visitor's, as its not_yours answer listed them. */
  othersBasketItems: string[];
  order: PlacedOrder | null;
}

export interface BasketState {
  price: BasketPrice;
  due: AmountDue;
  /** The contact the checkout saved to the basket, where the call read it (none before the first payment). */
  savedContact?: Contact | null;
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

/** A checkout before any basket is opened. */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
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
    isDomainAlert: false,
    isVoucherNotEligible: false,
    refreshes: 0,
    othersBasketItems: [],
    order: null,
  };
}

/** The messages and flags of an earlier attempt, cleared when the visitor starts again. */
export const freshFlags: Pick<CheckoutContext, "error" | "cardPaymentError" | "contactFormErrors" | "isDomainAlert"> = {
  error: null,
  cardPaymentError: null,
  contactFormErrors: null,
  isDomainAlert: false,
};

/** The basket and total as the server read them, now the ones shown. */
export function shownBasket({ price, due }: BasketState): Pick<CheckoutContext, "price" | "due" | "shownAmountDue"> {
  return { price, due, shownAmountDue: due.amount_due };
}

/**
 * The contact form to show again once the basket is read: what the visitor submitted on this page, else what the
 * basket saved when they last paid (a page loaded afresh after a provider or a reload has no submitted form).
 */
export function submittedOrSavedContact(draft: ContactForm, saved: Contact | null | undefined): ContactForm {
  return Object.keys(draft).length > 0 || !saved ? draft : saved;
}

/** Where a failed payment leaves the visitor: the message of spec section 8 and the flags the page shows. */
export function paymentFailure(
  code: string,
  supportPhone: string,
): Pick<CheckoutContext, "error" | "cardPaymentError" | "isDomainAlert"> {
  const message = paymentErrorMessage(code, supportPhone);
  return {
    error: isCardError(code) ? null : message,
    cardPaymentError: isCardError(code) ? message : null,
    isDomainAlert: isDomainError(code),
  };
}

/** The order as the result pages need it: a logged-in customer follows it in their account. */
export function placedOrder(context: CheckoutContext, placed: OrderAnswer): PlacedOrder {
  return { ...placed, isExistingCustomer: context.account !== null };
}
