import { describe, expect, it } from "vitest";
import {
  readResultFilters,
  readUrlSearch,
  sameSearch,
  withResultFilters,
} from "../../src/components/domain-search/results-url";
import { searchQueryString } from "../../src/components/domain-search/search-url";

describe("searches in the URL (each addressable, so results can be shared and Back works)", () => {
  it.each([
    [{ kind: "single" as const, query: "my name.com", transfer: false }, "?domain=my+name.com"],
    [{ kind: "bulk" as const, query: "a.com, b.net", transfer: true }, "?domains=a.com%2C+b.net&transfer=1"],
    [{ kind: "ai" as const, query: "a bakery", transfer: false }, "?ai=a+bakery"],
  ])("writes %j as %s and reads it back", (search, query) => {
    expect(searchQueryString(search)).toBe(query);
    expect(readUrlSearch(new URLSearchParams(query))).toEqual({ kind: "search", search });
  });

  it("reads a shared ai_uuid link", () => {
    expect(readUrlSearch(new URLSearchParams("?ai_uuid=abc&transfer=1"))).toEqual({
      kind: "aiUuid",
      uuid: "abc",
      transfer: true,
    });
  });

  it.each([
    ["?q=my+name.com", { kind: "single", query: "my name.com", transfer: false }],
    ["?kind=bulk&q=a.com%2C+b.net&transfer=1", { kind: "bulk", query: "a.com, b.net", transfer: true }],
    ["?kind=ai&q=a+bakery", { kind: "ai", query: "a bakery", transfer: false }],
    ["?kind=nonsense&q=x.com", { kind: "single", query: "x.com", transfer: false }],
    ["?kind=bulk&q=", { kind: "bulk", query: "", transfer: false }],
  ])("reads the form as a browser submits it before the app starts: %s", (query, search) => {
    expect(readUrlSearch(new URLSearchParams(query))).toEqual({ kind: "search", search });
  });

  it("reads nothing from a page without a search", () => {
    expect(readUrlSearch(new URLSearchParams(""))).toBeNull();
  });

  it("compares searches by kind, query and transfer", () => {
    const search = { kind: "single" as const, query: "a", transfer: false };
    expect(sameSearch(search, { ...search })).toBe(true);
    expect(sameSearch(search, { ...search, transfer: true })).toBe(false);
    expect(sameSearch(null, search)).toBe(false);
  });
});

describe("result filters in the URL, beside the search", () => {
  it("reads the filters and sort from the search's URL", () => {
    expect(readResultFilters(new URLSearchParams("?domain=a&status=available,taken&tld=com&sort=price-asc"))).toEqual({
      statuses: ["available", "taken"],
      tlds: ["com"],
      sort: "price-asc",
    });
  });

  it("writes the filters next to the search's parameters and drops the ones turned off", () => {
    const params = new URLSearchParams("?domain=a.com&transfer=1&tld=net&sort=price-desc");
    const next = withResultFilters(params, { statuses: ["available"], tlds: [], sort: "default" });
    expect(next.toString()).toBe("domain=a.com&transfer=1&status=available");
    expect(readUrlSearch(next)).toEqual(readUrlSearch(params));
    expect(params.toString()).toBe("domain=a.com&transfer=1&tld=net&sort=price-desc");
  });
});
