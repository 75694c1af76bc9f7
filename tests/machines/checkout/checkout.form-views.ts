import type { SnapshotFrom } from "xstate";
import type { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import { selectContactDefaults, selectPaymentOptions } from "../../../machines/checkout/selectors";
import { checkoutChecks, same } from "./checkout.oracle";

/**
 * What the checkout form offers, as the views read it, checked against spec section 4 "Payment type options", section
 * 6 "Roles and permissions" and docs/checkout.md "The checkout form" (the app's choices where the spec is silent:
 * the order, the labels, the contact form's defaults). Worked out here, never by `rules/checkout/`, so a wrong rule
 * fails the checkout paths that read it.
 */

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Account = NonNullable<Snapshot["context"]["account"]>;

/** Offered to whoever has something to pay, after their stored methods (docs/checkout.md). */
const newPaymentTypes = ["new-credit-or-debit", "paypal", "direct-debit"];

/** A stored method's option type: a stored card or a stored PayPal account (spec section 4). */
const storedType = (method: Account["paymentMethods"][number]) =>
  method.type === "card" ? "existing-credit-or-debit" : "existing-paypal";

/** Notes which kind of customer the options were checked for, so the data is seen to meet each. */
function reachPaymentOptions(account: Account | null, nothingToPay: boolean): void {
  if (nothingToPay) {
    checkoutChecks.reach(
      account?.isStaff ? "nothing to pay, for staff: no-payment alone" : "nothing to pay: no-payment alone",
    );
    return;
  }
  if (account === null) {
    checkoutChecks.reach("a guest offered no stored method");
    return;
  }
  if (account.isStaff) checkoutChecks.reach("the staff option offered to staff");
  const methods = account.paymentMethods;
  if (methods.length === 0) checkoutChecks.reach("a customer without stored methods");
  if (methods.length > 1) checkoutChecks.reach("several stored methods in the account's order");
  if (methods.some((method) => method.type === "card")) checkoutChecks.reach("a stored card offered");
  if (methods.some((method) => method.type === "paypal")) checkoutChecks.reach("a stored PayPal account offered");
}

/**
 * The ways to pay: none before the amount due is known; `no-payment` alone when nothing is left to pay; otherwise a
 * logged-in customer's stored methods (each with its own id and label, in the account's order), a new card, PayPal and
 * direct debit, and the staff option last, for staff only. Every option has a label of its own.
 */
export function paymentOptionProblems(snapshot: Snapshot): string[] {
  const { account, due } = snapshot.context;
  const offered = selectPaymentOptions(snapshot);
  const types = offered.map((option) => option.type);
  if (due === null) return offered.length === 0 ? [] : [`[${types}] offered before the amount due is known`];
  const nothingToPay = due.amount_due === 0;
  reachPaymentOptions(account, nothingToPay);
  const stored = nothingToPay || account === null ? [] : account.paymentMethods;
  const expected = nothingToPay
    ? ["no-payment"]
    : [...stored.map(storedType), ...newPaymentTypes, ...(account?.isStaff ? ["staff"] : [])];
  const problems: string[] = [];
  const who = account === null ? "a guest" : account.isStaff ? "staff" : "a customer";
  if (!same(types, expected))
    problems.push(`${who} with ${due.amount_due} to pay is offered [${types}], not [${expected}]`);
  const storedOffered = offered.flatMap(({ paymentMethodId, label }) =>
    paymentMethodId === undefined ? [] : [{ id: paymentMethodId, label }],
  );
  const storedExpected = stored.map(({ id, label }) => ({ id, label }));
  if (!same(storedOffered, storedExpected)) {
    problems.push(
      `the stored methods offered are ${JSON.stringify(storedOffered)}, the account's ${JSON.stringify(storedExpected)}`,
    );
  }
  const labels = offered.map((option) => option.label.trim());
  if (labels.includes("") || new Set(labels).size !== labels.length) {
    problems.push(`the options are labelled ${JSON.stringify(labels)}: each needs a label of its own`);
  }
  return problems;
}

/** The country the contact form starts on: the brand's market, told by the currency it sells in (docs/checkout.md). */
const brandCountry = { GBP: "GB", USD: "US" } as const;

/** Notes where the form's details came from, and which of the defaults they override. */
function reachContactDefaults(
  from: "submitted" | "stored" | "empty",
  storedToo: boolean,
  details: Record<string, string | undefined>,
  country: string,
): void {
  if (from === "empty") checkoutChecks.reach(`an empty contact form in ${country === "GB" ? "GB" : "the US"}`);
  if (from === "stored") checkoutChecks.reach("a contact form starting on the stored contact");
  if (from === "submitted") checkoutChecks.reach("a contact form starting on the last one submitted");
  if (from === "submitted" && storedToo) checkoutChecks.reach("the last form submitted over a stored contact");
  if (details.registrant_type !== undefined && details.registrant_type !== "individual")
    checkoutChecks.reach("a registrant type of its own over the default");
  if (details.country !== undefined && details.country !== country)
    checkoutChecks.reach("a country of its own over the brand's");
}

/**
 * What the contact form starts with, once the amount due is known (the form shows only then): the form the visitor
 * last submitted, else the logged-in customer's stored contact, else nothing; an individual in the brand's country
 * unless those details give a registrant type or country of their own.
 */
export function contactDefaultProblems(snapshot: Snapshot, submitted: Record<string, string> | null): string[] {
  const { account, due } = snapshot.context;
  if (due === null) return [];
  const country = brandCountry[due.currency];
  const stored = account?.contact ?? null;
  const details = submitted ?? stored ?? {};
  reachContactDefaults(submitted ? "submitted" : stored ? "stored" : "empty", stored !== null, details, country);
  const expected = { registrant_type: "individual", country, ...details };
  const shown = selectContactDefaults(snapshot);
  return same(shown, expected)
    ? []
    : [`the contact form starts with ${JSON.stringify(shown)}, not ${JSON.stringify(expected)}`];
}
