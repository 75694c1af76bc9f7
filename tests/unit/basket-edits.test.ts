import { describe, expect, it } from "vitest";
import { type EditBasis, editBasket } from "../../rules/basket/edits";
import { hostingOffer } from "../../rules/basket/hosting-offers";
import { domainPromotionsFor } from "../../rules/basket/promotions";
import { domainToAddFrom } from "../../rules/basket/search-result-domain";
import { emptyBasketContents } from "../../rules/basket/types";
import { catalogue, save10, searchResult, serviceplan } from "../fixtures/basket";

const basis: EditBasis = { brand: "WH", promotions: domainPromotionsFor("WH"), catalogue };

describe("basket edits (one reducer for every change)", () => {
  it("adds the hosting plan the catalogue sells, for the period asked when the plan has it", () => {
    const added = editBasket(
      emptyBasketContents,
      { type: "basket.hosting.add", serviceplanId: 3101, period: "24m" },
      basis,
    );
    expect(added.orderDetail).toMatchObject([{ codename: "hosting-starter", period: "24m" }]);
    expect(added.error).toBe("NO_DOMAIN_FOR_HOSTING");
    const odd = editBasket(
      emptyBasketContents,
      { type: "basket.hosting.add", serviceplanId: 3101, period: "5m" },
      basis,
    );
    expect(odd.orderDetail[0].period).toBe("12m");
  });

  it("changes nothing for a plan the catalogue does not hold, or before the catalogue is loaded", () => {
    const unknown = { type: "basket.hosting.add", serviceplanId: 9999 } as const;
    expect(editBasket(emptyBasketContents, unknown, basis)).toBe(emptyBasketContents);
    const email = { type: "basket.addon.add", codename: "email-hosting", connectedDomain: null } as const;
    expect(editBasket(emptyBasketContents, email, { ...basis, catalogue: null })).toBe(emptyBasketContents);
  });

  it("changes a domain's period to whole years only (decisions.md section 3)", () => {
    const result = searchResult("a.com");
    const added = editBasket(emptyBasketContents, { type: "basket.domain.add", result, action: "register" }, basis);
    const pick = (period: "2y" | "6m" | "18m") =>
      editBasket(added, { type: "basket.domain.period", fullDomain: "a.com", period }, basis).domains[0].period;
    expect(pick("2y")).toBe("2y");
    expect(pick("6m")).toBe("1y");
    expect(pick("18m")).toBe("1y");
  });

  it("adds an own domain only when it is a domain", () => {
    const own = editBasket(
      emptyBasketContents,
      { type: "basket.ownDomain.add", fullDomain: "https://www.Mine.net/" },
      basis,
    );
    expect(own.domains).toMatchObject([{ fullDomain: "mine.net", ownDomain: true }]);
    expect(editBasket(emptyBasketContents, { type: "basket.ownDomain.add", fullDomain: "nope" }, basis)).toBe(
      emptyBasketContents,
    );
  });

  it("keeps the voucher the brand API applied and the codes that are no longer eligible", () => {
    const applied = editBasket(emptyBasketContents, { type: "voucher.applied", voucher: save10 }, basis);
    expect(applied.voucher).toEqual(save10);
    expect(editBasket(applied, { type: "basket.voucher.remove" }, basis).voucher).toBeNull();
    expect(editBasket(applied, { type: "voucher.notEligible", code: "MAXED" }, basis).vouchers).toEqual(["MAXED"]);
  });
});

describe("what a search result becomes in the basket", () => {
  const twoYearOffer = {
    brand: "WH" as const,
    new_price: 1350,
    period: "2y" as const,
    renew_price: 3198,
    serviceplan_id: 42002,
    special_offer_price: null,
    extradetails: { tld: "com" },
  };

  it("takes the period chosen in the results, else the result's own", () => {
    expect(domainToAddFrom(searchResult("a.com"), "register", "3y").period).toBe("3y");
    expect(domainToAddFrom(searchResult("a.com"), "register", "24m").period).toBe("24m");
    expect(domainToAddFrom(searchResult("a.com"), "register").period).toBe("1y");
    expect(domainToAddFrom(searchResult("a.com"), "register", "often").period).toBe("1y");
  });

  it("keeps the result's own period for a pick that is not whole years (decisions.md section 3)", () => {
    for (const months of ["1m", "6m", "18m", "30d"])
      expect(domainToAddFrom(searchResult("a.com"), "register", months).period).toBe("1y");
  });

  it("is a transfer when the visitor asked for one", () => {
    expect(domainToAddFrom(searchResult("a.com"), "transfer").status).toBe("transfer");
    expect(domainToAddFrom(searchResult("a.com"), "register").status).toBe("available");
  });

  it("takes the two-year offer only for two years and only when the offer is shown (spec section 9)", () => {
    const offered = searchResult("a.com", { twoYearOffer });
    expect(domainToAddFrom(offered, "register", "2y").useTwoYearOffer).toBe(true);
    expect(domainToAddFrom(offered, "register", "1y").useTwoYearOffer).toBe(false);
    const dear = searchResult("a.com", { twoYearOffer: { ...twoYearOffer, new_price: 1299 + 101 } });
    expect(domainToAddFrom(dear, "register", "2y").useTwoYearOffer).toBe(false);
  });
});

describe("hosting offers", () => {
  it("prices a plan for the period with its monthly price rounded to the minor unit", () => {
    const offer = hostingOffer(serviceplan("hosting-personal"), "24m");
    expect(offer).toMatchObject({ period: "24m", periodLabel: "2 years", firstPrice: 2400, monthlyPrice: 100 });
    expect(offer?.savingPercent).toBe(100 - Math.round((2400 / 3600) * 100));
  });

  it("falls back to the plan's first period when it is not sold for the one asked", () => {
    expect(hostingOffer(serviceplan("free-starter"), "24m")).toMatchObject({ period: "12m", monthlyPrice: 100 });
  });

  it("rounds a monthly price that does not divide evenly", () => {
    const plan = {
      ...serviceplan("hosting-starter"),
      prices: [{ ...serviceplan("hosting-starter").prices[1], new_price: 1000 }],
    };
    expect(hostingOffer(plan, "12m")?.monthlyPrice).toBe(83);
  });
});
