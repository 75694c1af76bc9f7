import { describe, expect, it } from "vitest";
import { tooManyNamesMessage } from "../../contract/domains";
import { bulkSearchMaxNames } from "../../contract/limits";
import {
  emptySearchMessage,
  normalizeSearchInput,
  parseBulkSearch,
  parseSingleSearch,
  unsupportedExtensionMessage,
} from "../../rules/lookup/search-input";

const tlds = ["com", "net", "org", "co.uk", "uk"];

describe("domain search input (spec section 5)", () => {
  it("removes spaces", () => expect(normalizeSearchInput(" my name .com ")).toBe("myname.com"));

  it("strips a leading www. and http:// (and https://)", () => {
    expect(normalizeSearchInput("http://www.example.com")).toBe("example.com");
    expect(normalizeSearchInput("www.example.com")).toBe("example.com");
    expect(normalizeSearchInput("https://example.com")).toBe("example.com");
  });

  it("removes characters other than letters, digits, dot, comma, hyphen", () => {
    expect(normalizeSearchInput("my_na!me&2024.com")).toBe("myname2024.com");
  });

  it("removes commas unless in bulk mode", () => {
    expect(normalizeSearchInput("a.com,b.com")).toBe("a.comb.com");
    expect(normalizeSearchInput("a.com,b.com", true)).toBe("a.com,b.com");
  });

  it("trims leading and trailing hyphens and lowercases", () => {
    expect(normalizeSearchInput("--My-Name--")).toBe("my-name");
  });

  it("gives 'Your search was empty. Please enter a domain.' for empty input", () => {
    expect(parseSingleSearch("   ", tlds)).toEqual({ ok: false, error: emptySearchMessage });
    expect(parseSingleSearch("!!!", tlds)).toEqual({
      ok: false,
      error: "Your search was empty. Please enter a domain.",
    });
    expect(parseSingleSearch(".com", tlds)).toEqual({ ok: false, error: emptySearchMessage });
  });

  it("cuts the name part to 63 characters", () => {
    const parsed = parseSingleSearch(`${"a".repeat(70)}.com`, tlds);
    expect(parsed).toEqual({ ok: true, domain: { name: "a".repeat(63), tld: "com", tldSpecific: true } });
  });

  it("assumes .com with no extension, and the search is not TLD-specific", () => {
    expect(parseSingleSearch("myname", tlds)).toEqual({
      ok: true,
      domain: { name: "myname", tld: "com", tldSpecific: false },
    });
    expect(parseSingleSearch("myname.", tlds)).toEqual({
      ok: true,
      domain: { name: "myname", tld: "com", tldSpecific: false },
    });
  });

  it("keeps a supported multi-part extension", () => {
    expect(parseSingleSearch("shop.co.uk", tlds)).toEqual({
      ok: true,
      domain: { name: "shop", tld: "co.uk", tldSpecific: true },
    });
  });

  it("says \"'.{ext}' is not a supported domain extension. Please try again.\"", () => {
    expect(parseSingleSearch("name.zz", tlds)).toEqual({
      ok: false,
      error: "'.zz' is not a supported domain extension. Please try again.",
    });
  });

  it("in bulk mode omits 'Please try again.' and appends a line break", () => {
    expect(unsupportedExtensionMessage("zz", true)).toBe("'.zz' is not a supported domain extension.\n");
  });

  it("takes comma-separated names in bulk and keeps only valid ones, once each", () => {
    expect(parseBulkSearch("one.com, www.Two.net,bad.zz,,one.com, three, other.xx", tlds)).toEqual({
      domains: [
        { name: "one", tld: "com", tldSpecific: true },
        { name: "two", tld: "net", tldSpecific: true },
        { name: "three", tld: "com", tldSpecific: false },
      ],
      errors: "'.zz' is not a supported domain extension.\n'.xx' is not a supported domain extension.\n",
    });
  });

  it("answers a bulk search with no valid name with its messages, or the empty message", () => {
    expect(parseBulkSearch("bad.zz", tlds)).toEqual({ error: "'.zz' is not a supported domain extension.\n" });
    expect(parseBulkSearch(" , ,", tlds)).toEqual({ error: emptySearchMessage });
  });

  it("takes a bulk list of up to the limit's names and refuses a longer one before sending, with the API's words", () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `name${i}.com`).join(",");
    const atLimit = parseBulkSearch(names(bulkSearchMaxNames), tlds);
    expect("domains" in atLimit && atLimit.domains).toHaveLength(bulkSearchMaxNames);
    // Repeats and invalid names do not count: only the names that would be sent.
    expect(parseBulkSearch(`${names(bulkSearchMaxNames)},name0.com,bad.zz`, tlds)).not.toHaveProperty("error");
    expect(parseBulkSearch(names(bulkSearchMaxNames + 1), tlds)).toEqual({
      error: `A bulk search takes at most ${bulkSearchMaxNames} names. Please remove some and search again.`,
    });
    expect(tooManyNamesMessage(bulkSearchMaxNames)).toMatch(/at most 30 names/);
  });
});
