import fc from "fast-check";
import { brands } from "../../../brands/index";
import { brandCodes } from "../../../brands/types";
import { type PaymentErrorCode, paymentErrorCodes } from "../../../contract/payment";
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
 * basket's totals, tax and credit, the contact forms typed (complete with spaces, telephone and VAT number, or missing a
 * field), the customer who logs in, and every payment error code of spec section 8 for a refused payment and for a
 * card-page answer. `defaultCheckoutData` is the data the paths are generated with; `checkoutData` draws others.
 */
export interface CheckoutData {
  input: CheckoutInput;
  voucher: string;
  /** The basket read: its total and tax, and the amount due once the server applied credit. */
  basket: { total: number; tax: number; amountDue: number };
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
  basket: { total: 1200, tax: 200, amountDue: 1200 },
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

export const checkoutData: fc.Arbitrary<CheckoutData> = fc.record({
  input: fc.constantFrom(...brandCodes).map((brand) => ({
    parentCustomerId: brands[brand].parentCustomerId,
    supportPhone: brands[brand].supportPhone,
  })),
  voucher: fc.constantFrom(" SAVE10 ", "promo", "\tX1 "),
  basket: fc
    .record({ total: amount, taxPercent: fc.integer({ min: 0, max: 25 }), creditPercent: fc.constantFrom(0, 0, 50) })
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
    .map(({ spaces, telephone, vat, registrantType, missing, optionalFields, addressLines }) => {
      const { telephone: _telephone, eu_vat_num: _vat, ...required } = contactForm;
      const complete = { ...(optionalFields ? contactForm : required), registrant_type: registrantType };
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
      label: fc.constantFrom("Visa ending 4242", "Mastercard ending 1111"),
    })
    .map(({ credit, label }) => ({ ...customerAccount, credit, paymentMethods: [{ id: 7, type: "card", label }] })),
  paymentErrors: fc.tuple(refusedPaymentCode, refusedPaymentCode),
  cardPageError: fc.constantFrom(...paymentErrorCodes),
});
