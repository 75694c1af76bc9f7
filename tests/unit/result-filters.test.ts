import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  noResultFilters,
  parseResultFilters,
  resultFilterParams,
  toggled,
  toResultSort,
} from "../../rules/lookup/result-filters";
import { filterResults, sortResults, splitExactMatch, statusFacets, tldFacets } from "../../rules/lookup/result-list";
import { type DomainResult, toDomainResults } from "../../rules/lookup/results";
import { answer, entry } from "../machines/lookup/lookup.fixtures";

const result = (domain: string, status: DomainResult["status"]): DomainResult => ({
  ...toDomainResults(answer(true, entry(domain, "x")).register)[0],
  status,
});
const keys = (results: DomainResult[]) => results.map((r) => `${r.name}.${r.tld}`);
const none = { status: null, tld: null, sort: null };

describe("result filters in the URL", () => {
  it("reads statuses, extensions and the sort", () => {
    expect(parseResultFilters({ status: "available,premium", tld: "com,co.uk", sort: "price-asc" })).toEqual({
      statuses: ["available", "premium"],
      tlds: ["com", "co.uk"],
      sort: "price-asc",
    });
  });

  it("reads nothing as no filter and the registrar's order", () => {
    expect(parseResultFilters(none)).toEqual(noResultFilters);
    expect(parseResultFilters({ status: "", tld: "", sort: "" })).toEqual(noResultFilters);
  });

  it("drops what a hand-edited link cannot mean: unknown or non-final statuses, bad extensions, unknown sorts", () => {
    expect(
      parseResultFilters({ status: "available,started,bogus", tld: ".NET,<b>, com ,com", sort: "cheapest" }),
    ).toEqual({ statuses: ["available"], tlds: ["net", "com"], sort: "default" });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(resultFilterParams(noResultFilters)).toEqual(none);
    const filters = { statuses: ["taken" as const], tlds: ["io", "org.uk"], sort: "price-desc" as const };
    expect(resultFilterParams(filters)).toEqual({ status: "taken", tld: "io,org.uk", sort: "price-desc" });
    expect(parseResultFilters(resultFilterParams(filters))).toEqual(filters);
  });

  it("tells whether any filter or sort is on", () => {
    expect(hasActiveFilters(noResultFilters)).toBe(false);
    expect(hasActiveFilters({ ...noResultFilters, sort: "price-asc" })).toBe(true);
    expect(hasActiveFilters({ ...noResultFilters, tlds: ["com"] })).toBe(true);
    expect(hasActiveFilters({ ...noResultFilters, statuses: ["available"] })).toBe(true);
  });

  it("reads a sort from a form field, anything unknown as the default order", () => {
    expect(toResultSort("price-desc")).toBe("price-desc");
    expect(toResultSort("PRICE-DESC")).toBe("default");
    expect(toResultSort(null)).toBe("default");
  });

  it("toggles a value in or out of a filter list", () => {
    expect(toggled(["com"], "net")).toEqual(["com", "net"]);
    expect(toggled(["com", "net"], "com")).toEqual(["net"]);
  });
});

describe("filtering results", () => {
  const results = [
    result("a.com", "available"),
    result("a.net", "taken"),
    result("a.org", "started"),
    result("a.io", "premium"),
    result("a.co.uk", "available"),
  ];

  it("keeps everything without filters", () => expect(filterResults(results, noResultFilters)).toEqual(results));

  it("keeps the chosen statuses, and names still being checked (they may yet match)", () => {
    expect(keys(filterResults(results, { ...noResultFilters, statuses: ["available", "premium"] }))).toEqual([
      "a.com",
      "a.org",
      "a.io",
      "a.co.uk",
    ]);
  });

  it("keeps the chosen extensions, matching whole extensions only", () => {
    expect(keys(filterResults(results, { ...noResultFilters, tlds: ["uk", "com"] }))).toEqual(["a.com"]);
    expect(keys(filterResults(results, { ...noResultFilters, tlds: ["co.uk"] }))).toEqual(["a.co.uk"]);
  });

  it("combines status and extension filters", () => {
    const filters = { ...noResultFilters, statuses: ["taken" as const], tlds: ["com", "net"] };
    expect(keys(filterResults(results, filters))).toEqual(["a.net"]);
  });
});

describe("sorting results by price", () => {
  const results = [
    result("b.com", "available"),
    result("b.net", "taken"),
    result("b.org", "available"),
    result("b.io", "available"),
    result("b.co", "started"),
  ];
  const prices: Record<string, number | null> = { com: 1299, net: null, org: 899, io: 1299, co: null };
  const priceOf = (r: DomainResult) => prices[r.tld] ?? null;

  it("keeps the registrar's order by default", () => expect(sortResults(results, "default", priceOf)).toEqual(results));

  it("puts the cheapest first, equal prices in the registrar's order, unpriced rows last", () =>
    expect(keys(sortResults(results, "price-asc", priceOf))).toEqual(["b.org", "b.com", "b.io", "b.net", "b.co"]));

  it("puts the dearest first, still with unpriced rows last", () =>
    expect(keys(sortResults(results, "price-desc", priceOf))).toEqual(["b.com", "b.io", "b.org", "b.net", "b.co"]));

  it("does not reorder the list it was given", () => {
    const before = keys(results);
    sortResults(results, "price-asc", priceOf);
    expect(keys(results)).toEqual(before);
  });
});

describe("filter choices", () => {
  const results = [
    result("c.net", "taken"),
    result("c.com", "available"),
    result("c.org", "available"),
    result("c.io", "scheduled"),
    result("c.me", "premium"),
  ];

  it("lists the final statuses present, in the spec's order, with counts", () =>
    expect(statusFacets(results)).toEqual([
      { value: "available", count: 2 },
      { value: "taken", count: 1 },
      { value: "premium", count: 1 },
    ]));

  it("lists the extensions present, in the results' order, with counts", () =>
    expect(tldFacets([...results, result("d.com", "taken")])).toEqual([
      { value: "net", count: 1 },
      { value: "com", count: 2 },
      { value: "org", count: 1 },
      { value: "io", count: 1 },
      { value: "me", count: 1 },
    ]));

  it("keeps a chosen status or extension listed, with no results, so it can be turned off", () => {
    expect(statusFacets(results, ["bundle", "taken"])).toEqual([
      { value: "available", count: 2 },
      { value: "taken", count: 1 },
      { value: "premium", count: 1 },
      { value: "bundle", count: 0 },
    ]);
    expect(tldFacets(results.slice(0, 1), ["xyz", "net"])).toEqual([
      { value: "net", count: 1 },
      { value: "xyz", count: 0 },
    ]);
  });

  it("has no choices without results", () => {
    expect(statusFacets([])).toEqual([]);
    expect(tldFacets([])).toEqual([]);
  });
});

describe("the exact match", () => {
  const results = [result("e.net", "available"), result("e.com", "taken"), result("e.org", "available")];

  it("is split from the other results, which keep their order", () => {
    const { exact, others } = splitExactMatch(results, { name: "e", tld: "com" });
    expect(exact).toBe(results[1]);
    expect(keys(others)).toEqual(["e.net", "e.org"]);
  });

  it("is missing for a search without one (bulk, AI) or before its name is answered", () => {
    expect(splitExactMatch(results, null)).toEqual({ exact: null, others: results });
    expect(splitExactMatch(results, { name: "e", tld: "io" })).toEqual({ exact: null, others: results });
  });
});
