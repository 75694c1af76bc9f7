import { type Contact, contactSchema } from "../../contract/customer";

/** The contact form's fields by name, as the visitor typed them. */
export type ContactForm = Readonly<Record<string, string | undefined>>;

/**
 * The contact update for a form that passed `contactFormErrors`: values trimmed, telephone and eu_vat_num left out
 * when they are empty (spec section 5), the address lines the form sent kept as they are.
 */
export function contactUpdate(form: ContactForm): Contact {
  const value = (field: keyof Contact) => form[field]?.trim() ?? "";
  const sent = (field: "adr2" | "adr3") => (form[field] === undefined ? {} : { [field]: value(field) });
  const given = (field: "telephone" | "eu_vat_num") => (value(field) ? { [field]: value(field) } : {});
  return {
    registrant: value("registrant"),
    email: value("email"),
    adr1: value("adr1"),
    ...sent("adr2"),
    ...sent("adr3"),
    ...given("telephone"),
    registrant_type: value("registrant_type") === "company" ? "company" : "individual",
    postcode: value("postcode"),
    country: value("country"),
    ...given("eu_vat_num"),
  };
}

export type ContactFormErrors = Partial<Record<keyof Contact, string>>;

const contactFields = new Set<string>(Object.keys(contactSchema.shape));

function isContactField(name: PropertyKey): name is keyof Contact {
  // Stryker disable next-line all: equivalent, every issue of this object schema names one of its fields (unknown
  // fields are dropped, the form is always an object); the check only tells TypeScript so.
  return typeof name === "string" && contactFields.has(name);
}

/** Field errors of the contact form, one message per field, or null when the contact can be saved. */
export function contactFormErrors(form: ContactForm): ContactFormErrors | null {
  const cleaned = Object.fromEntries(Object.entries(form).filter(([, value]) => value?.trim()));
  const result = contactSchema.safeParse(cleaned);
  if (result.success) return null;
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field)) errors[field] ??= fieldMessage(field, issue.message);
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
