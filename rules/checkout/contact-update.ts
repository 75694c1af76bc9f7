import { type Contact, contactSchema } from "../../contract/customer";

/** A contact update leaves out telephone and eu_vat_num when they are empty (spec section 5). */
export function contactUpdate(contact: Contact): Contact {
  const { telephone, eu_vat_num, ...required } = contact;
  return {
    ...required,
    ...(telephone?.trim() ? { telephone: telephone.trim() } : {}),
    ...(eu_vat_num?.trim() ? { eu_vat_num: eu_vat_num.trim() } : {}),
  };
}

export type ContactFormErrors = Partial<Record<keyof Contact, string>>;

/** Field errors of the contact form, one message per field, or null when the contact can be saved. */
export function contactFormErrors(contact: Record<string, string>): ContactFormErrors | null {
  const cleaned = Object.fromEntries(Object.entries(contact).filter(([, value]) => value.trim() !== ""));
  const result = contactSchema.safeParse(cleaned);
  if (result.success) return null;
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Contact;
    errors[field] ??= fieldMessage(field, issue.message);
  }
  return errors;
}

/** Missing required fields get the field's own sentence rather than zod's generic one. */
function fieldMessage(field: keyof Contact, message: string): string {
  const missing: Partial<Record<keyof Contact, string>> = {
    registrant: "Enter the registrant's name.",
    email: "Enter a valid email address.",
    adr1: "Enter the first line of the address.",
    postcode: "Enter the postcode.",
    country: "Choose a country.",
    registrant_type: "Choose whether you register as an individual or a company.",
  };
  return message.startsWith("Invalid") ? (missing[field] ?? message) : message;
}
