import { describe, expect, it } from "vitest";
import { anonymise, personalTexts } from "../../workbench/recording/anonymise";

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

  it("masks what the forms held wherever the recording has it, inside longer words and in any case", () => {
    // Searched before checkout: the surname inside a name, the street in a bulk search, the phone in a note.
    const searches = {
      type: "lookup.submit",
      search: { kind: "bulk", query: "doeplumbing\nrosemary-lane-cakes", transfer: false },
      note: "ring 07700 900123, ask for Jane",
    };
    const answer = { type: "xstate.done.actor.lookupRequest", output: { domain_status: [{ name: "doeplumbing" }] } };
    const personal = personalTexts([searches, answer, checkoutSubmitted]);
    const text = JSON.stringify([anonymise(searches, personal), anonymise(answer, personal)]);
    expect(
      ["doe", "rosemary", "lane", "7700", "900123", "jane"].filter((word) => text.toLowerCase().includes(word)),
    ).toEqual([]);
    // Masked to its shape, the same way everywhere: the search is still a valid name, and its answer still its own.
    expect(anonymise(searches, personal)).toMatchObject({
      search: { query: "xxxplumbing\nxxxxxxxx-xxxx-cakes" },
      note: "ring 00000 000000, ask for Xxxx",
    });
    expect(anonymise(answer, personal)).toEqual({ ...answer, output: { domain_status: [{ name: "xxxplumbing" }] } });
  });

  it("looks for a whole value and its words, not for pieces too short to name anyone or an address's domain", () => {
    const personal = personalTexts([checkoutSubmitted]);
    expect(personal).toEqual(expect.arrayContaining(["Jane Q. Doe", "Jane", "Doe", "Rosemary", "900123", "SW1A"]));
    expect(personal).not.toContain("Q");
    expect(personal).not.toContain("org");
    expect(personal).not.toContain("individual");
    expect(anonymise({ tlds: ["com", "org"], status: "registrar_available" }, personal)).toEqual({
      tlds: ["com", "org"],
      status: "registrar_available",
    });
  });
});
