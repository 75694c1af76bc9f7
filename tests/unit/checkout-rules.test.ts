import { describe, expect, it } from "vitest";
import { paymentErrorCodes } from "../../contract/payment";
import { cardBrandRanges, detectCardBrand } from "../../rules/checkout/card-brand";
import { contactFormErrors, contactUpdate } from "../../rules/checkout/contact-update";
import { isCardError, isDomainError, paymentErrorMessage } from "../../rules/checkout/payment-errors";
import { paymentOptions } from "../../rules/checkout/payment-options";

describe("card brand detection (spec section 5)", () => {
  it.each([
    ["4", "visa"],
    ["4111 1111 1111 1111", "visa"],
    ["51", "mastercard"],
    ["5555 5555 5555 4444", "mastercard"],
    ["55", "mastercard"],
    ["34", "amex"],
    ["3782 822463 10005", "amex"],
    ["37", "amex"],
    ["6011 0000 0000 0004", "discover"],
    ["6221 26", "discover"],
    ["6229 25", "discover"],
    ["644", "discover"],
    ["649", "discover"],
    ["65", "discover"],
  ])("%s is %s", (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each(["", "5", "50", "56", "35", "36", "38", "6", "601", "6010", "622125", "622926", "643", "66", "1234"])(
    "%s is not yet a known brand",
    (number) => {
      expect(detectCardBrand(number)).toBeNull();
    },
  );

  it("reads only digits, so spaces and dashes typed between groups do not matter", () => {
    expect(detectCardBrand("5-1")).toBe("mastercard");
    expect(detectCardBrand(" 3 7 ")).toBe("amex");
  });

  it("serves the same ranges the script on the hosted page is given", () => {
    expect(cardBrandRanges.map(([brand]) => brand)).toEqual([
      "visa",
      "mastercard",
      "amex",
      "amex",
      "discover",
      "discover",
      "discover",
      "discover",
    ]);
  });
});

describe("payment error catalogue (spec section 8)", () => {
  it.each([
    [
      "declined",
      "We are sorry, your card details have been declined. Please ensure they are correct and try again. Thank you.",
    ],
    ["authentication", "Incorrect login details, please try again."],
    ["username_too_short", "The username is too short."],
    ["plan_requires_item", "Failed to add items to your basket."],
    ["currency_mismatch", "Sorry, your services are in the other currency than services you are trying to order."],
    ["eu_only", "Sorry, this domain is supported only in the European Union countries."],
    [
      "ca_registrant_mismatch",
      "Sorry, but in order to buy .ca domains your address details and registrant type have to match but they don't.",
    ],
    ["other", "Sorry, the error occurred while processing your payment."],
    ["something-new", "Sorry, the error occurred while processing your payment."],
  ])("%s reads word for word", (code, message) => {
    expect(paymentErrorMessage(code, "0800 000")).toBe(message);
  });

  it("asks to contact support on a duplicate transaction", () => {
    const message = paymentErrorMessage("duplicate_transaction", "0800 123 456");
    expect(message.startsWith("There is a successful transaction with the same reference.")).toBe(true);
    expect(message).toContain("0800 123 456");
  });

  it.each(["bad_cvv", "bad_card_number", "invalid_expiry", "expiry_too_old"])(
    "%s starts 'We are sorry,' and ends with the card-details request",
    (code) => {
      const message = paymentErrorMessage(code, "");
      expect(message.startsWith("We are sorry, ")).toBe(true);
      expect(message.endsWith("Please ensure your card details are valid and try again.")).toBe(true);
    },
  );

  it("has a message for every code the brand API answers, and sorts card and domain errors", () => {
    for (const code of paymentErrorCodes) expect(paymentErrorMessage(code, "1").length).toBeGreaterThan(10);
    expect(["declined", "bad_cvv", "bad_card_number", "invalid_expiry", "expiry_too_old"].every(isCardError)).toBe(
      true,
    );
    expect(isCardError("currency_mismatch")).toBe(false);
    expect(isDomainError("eu_only") && isDomainError("ca_registrant_mismatch")).toBe(true);
    expect(isDomainError("declined")).toBe(false);
  });
});

describe("payment type options (spec section 4)", () => {
  const stored = [
    { id: 1, type: "card" as const, label: "Visa ending 4242" },
    { id: 2, type: "paypal" as const, label: "PayPal customer@example.com" },
  ];

  it("offers a guest a new card, PayPal and direct debit", () => {
    const options = paymentOptions({ loggedIn: false, isStaff: false, storedMethods: [], amountDue: 1000 });
    expect(options.map((o) => o.type)).toEqual(["new-credit-or-debit", "paypal", "direct-debit"]);
  });

  it("offers a customer their stored card and PayPal first", () => {
    const options = paymentOptions({ loggedIn: true, isStaff: false, storedMethods: stored, amountDue: 1000 });
    expect(options.slice(0, 2)).toEqual([
      { type: "existing-credit-or-debit", label: "Visa ending 4242", paymentMethodId: 1 },
      { type: "existing-paypal", label: "PayPal customer@example.com", paymentMethodId: 2 },
    ]);
  });

  it("offers staff the staff method, and only no-payment when nothing is left to pay", () => {
    expect(paymentOptions({ loggedIn: true, isStaff: true, storedMethods: [], amountDue: 1000 }).at(-1)?.type).toBe(
      "staff",
    );
    expect(paymentOptions({ loggedIn: true, isStaff: false, storedMethods: stored, amountDue: 0 })).toEqual([
      { type: "no-payment", label: "Nothing to pay" },
    ]);
  });

  it("offers staff only no-payment too when nothing is left to pay (the server records that order as no-payment)", () => {
    expect(paymentOptions({ loggedIn: true, isStaff: true, storedMethods: stored, amountDue: 0 })).toEqual([
      { type: "no-payment", label: "Nothing to pay" },
    ]);
  });
});

describe("contact update (spec section 5)", () => {
  const contact = {
    registrant: "Sam Buyer",
    email: "sam@example.com",
    adr1: "1 High Street",
    registrant_type: "individual" as const,
    postcode: "EC1A 1BB",
    country: "GB",
  };

  it("leaves out telephone and eu_vat_num when they are empty", () => {
    expect(contactUpdate({ ...contact, telephone: "", eu_vat_num: "  " })).toEqual(contact);
  });

  it("keeps them when they are given", () => {
    expect(contactUpdate({ ...contact, telephone: "+44 20 7946 0000", eu_vat_num: "GB123" })).toEqual({
      ...contact,
      telephone: "+44 20 7946 0000",
      eu_vat_num: "GB123",
    });
  });

  it("gives one clear message per wrong or missing field, and none for a complete form", () => {
    expect(contactFormErrors({ ...contact, telephone: "" })).toBeNull();
    expect(contactFormErrors({ ...contact, registrant: "", email: "nope", telephone: "call me" })).toEqual({
      registrant: "Enter the registrant's name.",
      email: "Enter a valid email address.",
      telephone: "Enter a telephone number of digits only.",
    });
    expect(contactFormErrors({})).toMatchObject({
      adr1: "Enter the first line of the address.",
      postcode: "Enter the postcode.",
      country: "Choose a country.",
      registrant_type: "Choose whether you register as an individual or a company.",
    });
  });
});
