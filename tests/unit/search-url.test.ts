import { describe, expect, it } from "vitest";
import { readUrlSearch, sameSearch, searchQueryString } from "../../src/components/domain-search/search-url";

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
