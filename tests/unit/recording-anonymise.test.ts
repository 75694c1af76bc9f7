import { describe, expect, it } from "vitest";
import { anonymise } from "../../workbench/recording/anonymise";

// An exported recording is meant to be committed as a test: nothing a visitor typed about themselves may survive it.
const checkoutSubmitted = {
  type: "checkout.contact.submit",
  contact: {
    registrant: "Jane Q. Doe",
    email: "jane.doe@mailbox.org",
    adr1: "17 Rosemary Lane",
    adr2: "Flat 3",
    adr3: "",
    telephone: "+44 7700 900123",
    registrant_type: "individual",
    postcode: "SW1A 2AA",
    country: "GB",
    eu_vat_num: "GB123456789",
  },
  payment: { cardholder: "Jane Doe", card_number: "4111111111111111", expiry: "12/29", cvv: "123" },
  note: "Please write to jane.doe@mailbox.org if anything is wrong",
};
const personal = ["Jane", "Doe", "jane.doe@mailbox.org", "Rosemary", "Flat 3", "7700 900123", "SW1A", "4111", "12/29"];

describe("anonymise", () => {
  it("leaves no name, email, address, phone number or card detail", () => {
    const text = JSON.stringify(anonymise(checkoutSubmitted));
    expect(personal.filter((value) => text.includes(value))).toEqual([]);
  });

  it("puts valid stand-ins where personal data was, so a replayed form still passes its checks", () => {
    expect(anonymise(checkoutSubmitted)).toMatchObject({
      contact: { registrant: "Alex Example", email: "visitor@example.com", telephone: "+1 555 0100", adr3: "" },
      note: "Please write to visitor@example.com if anything is wrong",
    });
  });

  it("keeps what the replay needs (event types, searched names, domains, prices), and login names go too", () => {
    const lookupAnswer = {
      type: "xstate.done.actor.lookupRequest",
      output: {
        requestName: "r1",
        response: { domain_status: [{ name: "jane", domain: "jane.com", new_price: 1299 }] },
      },
    };
    expect(anonymise(lookupAnswer)).toEqual(lookupAnswer);
    const login = { type: "login.submit", credentials: { username: "jane@mailbox.org" } };
    expect(JSON.stringify(anonymise(login))).not.toContain("jane");
  });
});
