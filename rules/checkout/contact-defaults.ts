import { currencies } from "../../brands/index";
import type { Contact } from "../../contract/customer";
import type { AmountDue } from "../../contract/payment";
import type { ContactForm } from "./contact-update";

/** The country the contact form starts on: the brand's market, told by the currency it sells in. */
export function defaultContactCountry(currency: AmountDue["currency"]): string {
  return currencies[currency].country;
}

/**
 * What the contact form shows at first: what the visitor last submitted, else the logged-in customer's stored
 * contact, else an empty form; an individual in the brand's country unless the details say otherwise.
 */
export function contactFormDefaults(
  draft: ContactForm,
  stored: Contact | null,
  currency: AmountDue["currency"],
): ContactForm {
  const filled = Object.keys(draft).length > 0 ? draft : (stored ?? {});
  return { registrant_type: "individual", country: defaultContactCountry(currency), ...filled };
}
