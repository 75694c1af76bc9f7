import type { PaymentErrorCode } from "../../contract/payment";

const checkCardDetails = "Please ensure your card details are valid and try again.";

/**
 * The message shown for each payment error code (spec section 8, word for word where the spec gives
 * the words; where it says "wording not shown" the sentence tells the visitor what to do next).
 */
export function paymentErrorMessage(code: string, supportPhone: string): string {
  const messages: Record<PaymentErrorCode, string> = {
    declined:
      "We are sorry, your card details have been declined. Please ensure they are correct and try again. Thank you.",
    duplicate_transaction: `There is a successful transaction with the same reference. Please contact our support team on ${supportPhone} before trying again.`,
    authentication: "Incorrect login details, please try again.",
    username_too_short: "The username is too short.",
    bad_cvv: `We are sorry, the security code (CVV) of your card is not correct. ${checkCardDetails}`,
    bad_card_number: `We are sorry, your card number is not correct. ${checkCardDetails}`,
    invalid_expiry: `We are sorry, the expiry date of your card is not valid. ${checkCardDetails}`,
    expiry_too_old: `We are sorry, your card has expired. ${checkCardDetails}`,
    plan_requires_item: "Failed to add items to your basket.",
    currency_mismatch: "Sorry, your services are in the other currency than services you are trying to order.",
    eu_only: "Sorry, this domain is supported only in the European Union countries.",
    ca_registrant_mismatch:
      "Sorry, but in order to buy .ca domains your address details and registrant type have to match but they don't.",
    price_changed: "The total of your basket has changed since it was shown. Please check the new total and pay again.",
    other: "Sorry, the error occurred while processing your payment.",
  };
  return messages[code as PaymentErrorCode] ?? messages.other;
}

/** Errors about what is in the basket (domain rules) rather than the card: the checkout raises its domain alert. */
export function isDomainError(code: string): boolean {
  return code === "eu_only" || code === "ca_registrant_mismatch";
}

/** Errors the card-hosted page reports: shown beside the payment choice as the card payment error. */
export function isCardError(code: string): boolean {
  return ["declined", "bad_cvv", "bad_card_number", "invalid_expiry", "expiry_too_old"].includes(code);
}
