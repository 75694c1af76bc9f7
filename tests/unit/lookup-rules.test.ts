import { describe, expect, it } from "vitest";
import { savingsPercent } from "../../rules/basket/savings";
import {
  checkedCount,
  type DomainResult,
  dropNonFinal,
  markNonFinalUnavailable,
  mergeResults,
  premiumChecksFor,
  premiumResult,
  showsTwoYearOffer,
  toDomainResults,
} from "../../rules/lookup/results";
import { displayStatus, finalStatuses, isFinalStatus, resultAction } from "../../rules/lookup/statuses";
import { answer, entry } from "../machines/lookup/lookup.fixtures";

const result = (domain: string, status: DomainResult["status"]): DomainResult => ({
  ...toDomainResults(answer(true, entry(domain, "x")).register)[0],
  status,
});
const keys = (results: DomainResult[]) => results.map((r) => `${r.name}.${r.tld}:${r.status}`);

describe("registrar status to display status (spec section 4)", () => {
  it.each([
    ["scheduled", "scheduled"],
    ["registrar_available", "available"],
    ["registrar_unavailable", "taken"],
    ["registrar_trademarked", "trademarked"],
    ["registrar_transferrable", "transfer"],
    ["registrar_reserved", "reserved"],
    ["started", "started"],
    ["dns_available", "started"],
    ["dns_unavailable", "started"],
    ["premium", "premium"],
    ["preorder", "preorder"],
    ["bundle", "bundle"],
    ["registrar_error", "unavailable"],
    ["", "unavailable"],
  ])("maps %s to %s", (registrar, display) => expect(displayStatus(registrar)).toBe(display));

  it("final statuses are the displayed outcomes; started and scheduled are non-final", () => {
    expect([...finalStatuses]).toEqual([
      "available",
      "taken",
      "unavailable",
      "transfer",
      "reserved",
      "trademarked",
      "premium",
      "preorder",
      "bundle",
    ]);
    for (const status of finalStatuses) expect(isFinalStatus(status)).toBe(true);
    expect(isFinalStatus("started")).toBe(false);
    expect(isFinalStatus("scheduled")).toBe(false);
  });

  it("offers the action that fits the status", () => {
    expect(resultAction("available")).toBe("register");
    expect(resultAction("premium")).toBe("register");
    expect(resultAction("preorder")).toBe("register");
    expect(resultAction("transfer")).toBe("transfer");
    for (const status of ["taken", "reserved", "trademarked", "unavailable", "started"] as const)
      expect(resultAction(status)).toBe("none");
  });
});

describe("merging lookup answers (spec section 4)", () => {
  it.each(["available", "premium", "started", "scheduled"] as const)(
    "replaces an old %s entry when the new status differs",
    (old) =>
      expect(keys(mergeResults([result("a.com", old)], [result("a.com", "taken")], false))).toEqual(["a.com:taken"]),
  );

  it("keeps an old taken, reserved or trademarked entry", () => {
    for (const old of ["taken", "reserved", "trademarked"] as const)
      expect(keys(mergeResults([result("a.com", old)], [result("a.com", "available")], false))).toEqual([
        `a.com:${old}`,
      ]);
  });

  it("replaces any entry if the lookup is a transfer", () => {
    expect(keys(mergeResults([result("a.com", "taken")], [result("a.com", "transfer")], true))).toEqual([
      "a.com:transfer",
    ]);
  });

  it("replaces any entry if the new status is preorder", () => {
    expect(keys(mergeResults([result("a.com", "taken")], [result("a.com", "preorder")], false))).toEqual([
      "a.com:preorder",
    ]);
  });

  it("keeps the same status in place and adds new names in order", () => {
    const merged = mergeResults(
      [result("a.com", "available")],
      [result("a.com", "available"), result("a.net", "started")],
      false,
    );
    expect(keys(merged)).toEqual(["a.com:available", "a.net:started"]);
  });
});

describe("completion and suspension (spec section 4)", () => {
  const mixed = [result("a.com", "available"), result("a.net", "started"), result("a.org", "scheduled")];
  it("drops entries whose status is not final when complete", () =>
    expect(keys(dropNonFinal(mixed))).toEqual(["a.com:available"]));
  it("marks non-final entries unavailable when suspended", () =>
    expect(keys(markNonFinalUnavailable(mixed))).toEqual([
      "a.com:available",
      "a.net:unavailable",
      "a.org:unavailable",
    ]));
  it("counts the names already checked", () => expect(checkedCount(mixed)).toBe(1));
});

describe("premium check (spec section 4)", () => {
  it("checks taken names with a non-UK TLD, once per TLD", () => {
    const results = [
      result("a.com", "taken"),
      result("b.com", "taken"),
      result("a.co.uk", "taken"),
      result("a.uk", "taken"),
      result("a.net", "available"),
      result("a.org", "taken"),
    ];
    expect(premiumChecksFor(results, [])).toEqual([
      { name: "a", tld: "com" },
      { name: "a", tld: "org" },
    ]);
    expect(premiumChecksFor(results, ["com"])).toEqual([{ name: "a", tld: "org" }]);
  });

  it("builds a premium entry with status premium, period 1y, the premium price and the given serviceplan", () => {
    const premium = premiumResult(
      result("big.com", "taken"),
      { domains: [{ domain: "big.com", price: 250_000 }] },
      63999,
    );
    expect(premium).toMatchObject({
      status: "premium",
      period: "1y",
      period_in_months: 12,
      new_price: 250_000,
      serviceplan_id: 63999,
      isPremium: true,
    });
    expect(premiumResult(result("big.com", "taken"), { domains: [] }, 63999)).toBeUndefined();
  });
});

describe("display rules", () => {
  const offer = (price: number) => ({
    brand: "WH" as const,
    new_price: price,
    period: "2y" as const,
    renew_price: 3198,
    serviceplan_id: 1,
    special_offer_price: null,
    extradetails: { tld: "com" },
  });

  it("shows the two-year offer when its price is within 1 of the one-year price (spec section 9)", () => {
    expect(showsTwoYearOffer({ new_price: 1299, special_offer_price: null }, offer(1349))).toBe(true);
    expect(showsTwoYearOffer({ new_price: 1299, special_offer_price: null }, offer(1399))).toBe(true);
    expect(showsTwoYearOffer({ new_price: 1299, special_offer_price: null }, offer(1400))).toBe(false);
    expect(showsTwoYearOffer({ new_price: 1299, special_offer_price: 199 }, offer(249))).toBe(true);
    expect(showsTwoYearOffer({ new_price: 1299, special_offer_price: null }, undefined)).toBe(false);
  });

  it("savings percent is 100 minus the rounded new/renew price ratio (spec section 5)", () => {
    expect(savingsPercent(99, 3499)).toBe(97);
    expect(savingsPercent(1299, 1599)).toBe(19);
  });
});
