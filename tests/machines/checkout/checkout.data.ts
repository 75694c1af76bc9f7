import fc from "fast-check";
import { brandCodes, brands } from "../../../brands/index";
import type { Contact, StoredPaymentMethod } from "../../../contract/customer";
import { type AmountDue, type PaymentErrorCode, paymentErrorCodes } from "../../../contract/payment";
import type { CheckoutInput } from "../../../machines/checkout/checkout-context";
import type { Account } from "../../../rules/login/account";
import {
  checkoutInput,
  contactForm,
  contactFormWithoutEmail,
  contactFormWithPhone,
  customerAccount,
} from "./checkout.fixtures";

/**
 * The data a checkout path is replayed with (issue 27): the brand's checkout input, the voucher in the address, the
 * basket's totals, tax, credit and currency (the brand's), the contact forms typed (complete with spaces, telephone and
 * VAT number, or missing a field), the customer who logs in (staff or not, with stored cards and PayPal accounts or
 * none, with a stored contact or none), and every payment error code of spec section 8 for a refused payment and for a
 * card-page answer. `defaultCheckoutData` is the data the paths are generated with; `checkoutData` draws others.
 */
export interface CheckoutData {
  input: CheckoutInput;
  voucher: string;
  /** The basket read: its total and tax, the amount due once the server applied credit, and its currency. */
  basket: { total: number; tax: number; amountDue: number; currency: AmountDue["currency"] };
  /** A basket read whose credit covers part of it: what is left to pay. */
  partlyPaid: number;
  /** The total re-read before paying, changed: with its tax, and without. */
  changedTotals: [{ total: number; tax: number }, { total: number }];
  contacts: { complete: Record<string, string>; withPhone: Record<string, string>; incomplete: Record<string, string> };
  account: Account;
  /** The codes of two refused payments, and of a failed card-page answer. */
  paymentErrors: [string, string];
  cardPageError: PaymentErrorCode;
}

export const defaultCheckoutData: CheckoutData = {
  input: checkoutInput,
  voucher: " SAVE10 ",
  basket: { total: 1200, tax: 200, amountDue: 1200, currency: "USD" },
  partlyPaid: 200,
  changedTotals: [{ total: 1260, tax: 260 }, { total: 999 }],
  contacts: { complete: contactForm, withPhone: contactFormWithPhone, incomplete: contactFormWithoutEmail },
  account: customerAccount,
  paymentErrors: ["declined", "eu_only"],
  cardPageError: "bad_cvv",
};

/** Spec section 8: every payment error code of the contract, and one the spec does not name. */
const paymentCodes = [...paymentErrorCodes, "insufficient_funds"];
/**
 * A refused payment's code: any of them, or, as often, one of the three whose message is unlike any other (with the
 * support phone, the new total, the spec's catch-all), so each is met on a few of the few paths that pay.
 */
const refusedPaymentCode = fc.oneof(
  fc.constantFrom(...paymentCodes),
  fc.constantFrom("duplicate_transaction", "price_changed", "insufficient_funds"),
);

/** Spec section 5: the fields a contact needs; one of them left empty makes the form incomplete. */
const requiredFields = ["registrant", "email", "adr1", "postcode", "country"];

const amount = fc.integer({ min: 1, max: 50_000 });

/** Stored cards and PayPal accounts: a customer has none, one or several of them, in any order. */
const storedMethods: StoredPaymentMethod[] = [
  { id: 7, type: "card", label: "Visa ending 4242" },
  { id: 8, type: "paypal", label: "PayPal customer@example.com" },
  { id: 9, type: "card", label: "Mastercard ending 1111" },
  { id: 12, type: "paypal", label: "PayPal accounts@example.com" },
];

/** A stored contact, whose registrant type and country the form starts on instead of its own defaults. */
const storedContact: fc.Arbitrary<Contact> = fc
  .record({
    registrant_type: fc.constantFrom("individual", "company"),
    country: fc.constantFrom("IE", "US", "GB"),
    telephone: fc.constantFrom(undefined, "+353 1 555 0100"),
  })
  .map(({ telephone, ...fields }) => ({
    registrant: "Alex Owner",
    email: "alex@example.com",
    adr1: "2 Market Square",
    postcode: "D02 X285",
    ...(telephone ? { telephone } : {}),
    ...fields,
  }));

export const checkoutData: fc.Arbitrary<CheckoutData> = fc
  .record({
    brand: fc.constantFrom(...brandCodes),
    voucher: fc.constantFrom(" SAVE10 ", "promo", "\tX1 "),
    basket: fc
      // Credit covering all of it leaves nothing to pay.
      .record({
        total: amount,
        taxPercent: fc.integer({ min: 0, max: 25 }),
        creditPercent: fc.constantFrom(0, 0, 50, 100),
      })
      .map(({ total, taxPercent, creditPercent }) => ({
        total,
        tax: Math.round((total * taxPercent) / (100 + taxPercent)),
        amountDue: total - Math.round((total * creditPercent) / 100),
      })),
    partlyPaid: amount,
    changedTotals: fc.tuple(
      fc.record({ total: amount, tax: fc.integer({ min: 0, max: 5000 }) }),
      fc.record({ total: amount }),
    ),
    contacts: fc
      .record({
        spaces: fc.constantFrom("", " ", "  "),
        telephone: fc.constantFrom("", "+44 20 7946 0000"),
        vat: fc.constantFrom("", "GB123456789"),
        // "organisation" is no type the form offers: that form is incomplete too.
        registrantType: fc.constantFrom("individual", "company", "organisation"),
        // A country other than the brand's as often as the brand's own.
        country: fc.constantFrom("GB", "US", "IE"),
        missing: fc.constantFrom(...requiredFields),
        // A form that never had the optional fields (a page without them sends nothing for them).
        optionalFields: fc.boolean(),
        // The address's second and third lines: not on the form, left empty, or typed with spaces.
        addressLines: fc.constantFrom<Record<string, string>[]>(
          {},
          { adr2: "" },
          { adr2: " Flat 2 ", adr3: " Old Town " },
        ),
      })
      .map(({ spaces, telephone, vat, registrantType, country, missing, optionalFields, addressLines }) => {
        const { telephone: _telephone, eu_vat_num: _vat, ...required } = contactForm;
        const complete = { ...(optionalFields ? contactForm : required), registrant_type: registrantType, country };
        return {
          complete,
          withPhone: {
            ...complete,
            ...addressLines,
            registrant: `${spaces}${complete.registrant}${spaces}`,
            telephone,
            eu_vat_num: vat,
            postcode: `${complete.postcode}${spaces}`,
          },
          incomplete: { ...complete, [missing]: "" },
        };
      }),
    account: fc
      .record({
        credit: fc.constantFrom(0, 500, 2000),
        isStaff: fc.boolean(),
        paymentMethods: fc.shuffledSubarray(storedMethods),
        contact: fc.option(storedContact),
      })
      .map((fields) => ({ ...customerAccount, ...fields })),
    paymentErrors: fc.tuple(refusedPaymentCode, refusedPaymentCode),
    cardPageError: fc.constantFrom(...paymentErrorCodes),
  })
  // Each brand sells in its own currency (decisions.md section 2).
  .map(({ brand, basket, ...data }) => ({
    ...data,
    input: { parentCustomerId: brands[brand].parentCustomerId, supportPhone: brands[brand].supportPhone },
    basket: { ...basket, currency: brands[brand].defaultCurrency.code },
  }));
