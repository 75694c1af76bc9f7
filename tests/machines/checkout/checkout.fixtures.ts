import type { EventObject } from "xstate";
import type { AmountDue, PaymentState } from "../../../contract/payment";
import type { CheckoutEvent } from "../../../machines/checkout/checkout.machine";
import type { BasketState, CheckoutInput } from "../../../machines/checkout/checkout-context";
import type { Account } from "../../../rules/login/account";
import { actorDone } from "../support/actor-done";

/**
 * Checkout fixtures shared by the machine tests, the checkout model and the browser model paths, so all of them
 * check the same story.
 */

export const checkoutInput: CheckoutInput = { parentCustomerId: 101, supportPhone: "1-888-555-0142" };

/** A complete contact form of a guest (empty optional fields, as the form sends them). */
export const contactForm = {
  registrant: "Sam Buyer",
  email: "sam@example.com",
  adr1: "1 High Street",
  telephone: "",
  eu_vat_num: "",
  registrant_type: "individual",
  postcode: "EC1A 1BB",
  country: "GB",
};

/** A complete contact form with a telephone number (kept in the saved contact) and spaces around two values. */
export const contactFormWithPhone = {
  ...contactForm,
  registrant: " Sam Buyer ",
  telephone: "+44 20 7946 0000",
  postcode: "EC1A 1BB ",
};

/** A contact form the visitor left incomplete: no email address. */
export const contactFormWithoutEmail = { ...contactForm, email: "" };

/** The sandbox customer (decisions.md section 5): a stored card and account credit, no stored contact. */
export const customerAccount: Account = {
  userId: 101001,
  customerId: 101001,
  email: "customer@example.com",
  contact: null,
  paymentMethods: [{ id: 7, type: "card", label: "Visa ending 4242" }],
  credit: 2000,
  isStaff: false,
};

/** A basket as checkout reads it: the server's price and what is left to pay after account credit, in its currency. */
export function basketState({
  total = 1200,
  tax = 200,
  amountDue = total,
  currency = "USD",
}: {
  total?: number;
  tax?: number;
  amountDue?: number;
  currency?: AmountDue["currency"];
} = {}): BasketState {
  return {
    price: {
      basket_uuid: "b1",
      currency,
      lines: [],
      subtotal: total - tax,
      discount: 0,
      tax_rate_percent: 20,
      tax,
      total,
      voucher: null,
    },
    due: { total, credit_applied: total - amountDue, amount_due: amountDue, currency },
  };
}

export const paymentState = (status: PaymentState["status"], error?: PaymentState["error"]): PaymentState => ({
  payment_id: "p1",
  status,
  error,
});

/** An invoke's result as a checkout event of a model path (`xstate.done.actor.<id>`). */
export const checkoutDone = (invokeId: string, output?: unknown) => actorDone<CheckoutEvent>(invokeId, output);

/** An invoke's failure as a checkout event of a model path (`xstate.error.actor.<id>`). */
export function checkoutFailed(invokeId: string, error: unknown): CheckoutEvent {
  const event: EventObject & { error: unknown } = { type: `xstate.error.actor.${invokeId}`, error };
  return event as unknown as CheckoutEvent;
}
