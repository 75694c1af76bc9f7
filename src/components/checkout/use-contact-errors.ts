import { useState } from "react";
import type { Contact } from "../../../contract/customer";
import { type ContactFormErrors, contactErrorsStillInvalid } from "../../../machines/checkout/selectors";

/** The contact form's fields as the visitor has filled them in (the payment choice left out). */
export function contactFromForm(form: HTMLFormElement): Record<string, string> {
  const contact: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (key !== "payment") contact[key] = String(value);
  return contact;
}

/** The control id of a contact field, which the error summary links to. */
export const contactFieldId = (field: keyof Contact) => `contact-${field}`;

/**
 * The field errors to show: those of the last failed submit (the checkout machine's) whose fields are still invalid
 * as the visitor edits them (the checkout's `contactErrorsStillInvalid`), so each error and its aria-invalid go away as soon
 * as the field is put right. A field wrong only since that submit waits for the next submit, as it would in a form
 * without the app.
 */
export function useContactErrorsUntilFixed(submitted: ContactFormErrors | null) {
  const [recheck, setRecheck] = useState<{ of: ContactFormErrors; stillInvalid: ContactFormErrors } | null>(null);
  const shown = submitted && recheck?.of === submitted ? recheck.stillInvalid : submitted;
  const recheckForm = (form: HTMLFormElement) => {
    if (submitted)
      setRecheck({ of: submitted, stillInvalid: contactErrorsStillInvalid(submitted, contactFromForm(form)) });
  };
  return { shown, recheckForm };
}
