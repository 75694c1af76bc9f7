import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { Contact } from "../../../contract/customer";
import {
  type PaymentOption,
  selectAccount,
  selectCanPay,
  selectCanToggleCredit,
  selectCardPaymentError,
  selectContactDefaults,
  selectContactFormErrors,
  selectDue,
  selectIsBusy,
  selectNothingToPay,
  selectPaymentOptions,
  selectUseCredit,
} from "../../../machines/checkout/selectors";
import { keepTypedCheckout, paymentOptionKey, readTypedCheckout } from "../../stores/typed-checkout";
import { Button } from "../ui/Button";
import { ErrorSummary } from "../ui/ErrorSummary";
import { FormField } from "../ui/FormField";
import { Notice } from "../ui/Notice";
import { usePriceText } from "../ui/use-price-text";
import { contactCountries } from "./countries";
import { PayTerms, payTermsId } from "./PayTerms";
import { useCheckoutActor } from "./use-checkout-actors";
import { contactFieldId, contactFromForm, useContactErrorsUntilFixed } from "./use-contact-errors";

type ContactField = keyof Contact;

interface FieldProps {
  name: ContactField;
  label: string;
  defaults: Readonly<Record<string, string | undefined>>;
  errors: Partial<Record<ContactField, string>> | null;
  type?: string;
  autoComplete?: string;
  optional?: boolean;
}

function ContactInput({ name, label, defaults, errors, type = "text", autoComplete, optional }: FieldProps) {
  return (
    <FormField id={contactFieldId(name)} label={label} optional={optional} error={errors?.[name]}>
      {(control) => (
        <input {...control} name={name} type={type} autoComplete={autoComplete} defaultValue={defaults[name] ?? ""} />
      )}
    </FormField>
  );
}

type FieldSpec = Omit<FieldProps, "defaults" | "errors">;

const nameField: FieldSpec = { name: "registrant", label: "Full name or organisation", autoComplete: "name" };

/** The contact fields between the registrant type and the country, in the order the form shows them. */
const addressFields: FieldSpec[] = [
  { name: "email", label: "Email address", type: "email", autoComplete: "email" },
  { name: "telephone", label: "Telephone", type: "tel", autoComplete: "tel", optional: true },
  { name: "adr1", label: "Address line 1", autoComplete: "address-line1" },
  { name: "adr2", label: "Address line 2", autoComplete: "address-line2", optional: true },
  { name: "adr3", label: "Town or city", autoComplete: "address-level2", optional: true },
  { name: "postcode", label: "Postcode or ZIP code", autoComplete: "postal-code" },
];

/** Every contact field in the order the form shows them, which is the order the error summary lists them in. */
const formOrder: ContactField[] = [
  nameField.name,
  "registrant_type",
  ...addressFields.map((field) => field.name),
  "country",
  "eu_vat_num",
];

/** Contact details and the choice of payment method; submitting sends one `checkout.pay` event. */
export function CheckoutForm({ basketId }: { basketId: string }) {
  const checkout = useCheckoutActor();
  const money = usePriceText();
  const account = useSelector(checkout, selectAccount);
  const who = account ? String(account.customerId) : "guest";
  // What this visitor typed in this tab is newer than anything submitted or saved (typed-checkout.ts).
  const typed = readTypedCheckout(basketId, who);
  const submittedOrSaved = useSelector(checkout, selectContactDefaults);
  const defaults = typed ? { ...submittedOrSaved, ...typed.contact } : submittedOrSaved;
  const submittedErrors = useSelector(checkout, selectContactFormErrors);
  const { shown: errors, recheckForm } = useContactErrorsUntilFixed(submittedErrors);
  const due = useSelector(checkout, selectDue);
  const options = useSelector(checkout, selectPaymentOptions);
  const cardPaymentError = useSelector(checkout, selectCardPaymentError);
  const busy = useSelector(checkout, selectIsBusy);
  const canPay = useSelector(checkout, selectCanPay);
  const canToggleCredit = useSelector(checkout, selectCanToggleCredit);
  const useCredit = useSelector(checkout, selectUseCredit);
  const nothingToPay = useSelector(checkout, selectNothingToPay);
  if (!due) return null;
  const chosenOption = Math.max(
    0,
    options.findIndex((option) => paymentOptionKey(option) === typed?.payment),
  );

  const keepTyped = (form: HTMLFormElement) => {
    const payment = options[Number(new FormData(form).get("payment") ?? 0)];
    keepTypedCheckout(basketId, {
      who,
      contact: contactFromForm(form),
      payment: payment ? paymentOptionKey(payment) : null,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payment = new FormData(event.currentTarget).get("payment");
    const option: PaymentOption = options[Number(payment ?? 0)] ?? options[0];
    checkout.send({ type: "checkout.pay", contact: contactFromForm(event.currentTarget), option });
  };

  return (
    <form
      onSubmit={onSubmit}
      onInput={(event) => {
        recheckForm(event.currentTarget);
        keepTyped(event.currentTarget);
      }}
      aria-label="Contact details and payment"
      className="checkout-form"
      noValidate
    >
      <ErrorSummary
        attempt={submittedErrors}
        errors={formOrder.flatMap((field) => {
          const message = errors?.[field];
          return message ? [{ fieldId: contactFieldId(field), message }] : [];
        })}
      />
      {/* Re-mounted when an account logs in, so its contact details fill the form. */}
      <fieldset key={account?.customerId ?? "guest"} className="checkout-section">
        <legend>
          <h2>Contact details</h2>
        </legend>
        <ContactInput {...nameField} defaults={defaults} errors={errors} />
        <FormField id={contactFieldId("registrant_type")} label="Registering as" error={errors?.registrant_type}>
          {(control) => (
            <select {...control} name="registrant_type" defaultValue={defaults.registrant_type}>
              <option value="individual">An individual</option>
              <option value="company">A company or organisation</option>
            </select>
          )}
        </FormField>
        {addressFields.map((field) => (
          <ContactInput key={field.name} {...field} defaults={defaults} errors={errors} />
        ))}
        <FormField id={contactFieldId("country")} label="Country" error={errors?.country}>
          {(control) => (
            <select {...control} name="country" defaultValue={defaults.country} autoComplete="country">
              {contactCountries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <ContactInput name="eu_vat_num" label="EU VAT number" defaults={defaults} errors={errors} optional />
      </fieldset>

      {account && account.credit > 0 && (
        <div className="checkout-section checkout-credit">
          <label>
            <input
              type="checkbox"
              checked={useCredit}
              disabled={!canToggleCredit}
              onChange={(event) => checkout.send({ type: "checkout.credit.toggle", useCredit: event.target.checked })}
            />{" "}
            Use my account credit ({money.amount(account.credit)})
          </label>
        </div>
      )}

      <fieldset
        className="checkout-section checkout-payment"
        aria-describedby={cardPaymentError ? "card-payment-error" : undefined}
      >
        <legend>
          <h2>How would you like to pay?</h2>
        </legend>
        {options.map((option, index) => (
          <label key={paymentOptionKey(option)} className="payment-option">
            <input type="radio" name="payment" value={index} defaultChecked={index === chosenOption} /> {option.label}
          </label>
        ))}
        <Notice tone="error" id="card-payment-error">
          {cardPaymentError && <p>{cardPaymentError}</p>}
        </Notice>
        <p className="checkout-note">Card details are typed only on our payment provider's secure page.</p>
      </fieldset>

      <PayTerms placing={nothingToPay} />
      <Button
        variant="primary"
        type="submit"
        className="checkout-pay"
        wide
        busy={busy}
        disabled={!canPay}
        aria-describedby={payTermsId}
      >
        {busy ? "Please wait…" : nothingToPay ? "Place order" : `Pay ${money.withTax(due.amount_due)}`}
      </Button>
    </form>
  );
}
