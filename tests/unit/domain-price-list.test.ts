import { describe, expect, it } from "vitest";
import { brandDomainPrices } from "../../brands/domain-prices";
import { brandCodes, brands } from "../../brands/index";
import {
  brandCurrency,
  domainPrice,
  domainPriceEntries,
  premiumDomainServiceplanId,
  twoYearOffer,
} from "../../server/brand-api/domains/price-list";

describe("domain price list", () => {
  it.each(brandCodes)("prices every supported TLD of %s, and only those, in the brand's currency", (brand) => {
    expect(Object.keys(brandDomainPrices[brand].tlds).sort()).toEqual([...brands[brand].supportedTlds].sort());
    expect(brandCurrency(brand)).toEqual(brands[brand].defaultCurrency);
  });

  it.each(brandCodes)("%s sells every TLD in whole years only: 1, 2 and 3 years (decisions.md section 3)", (brand) => {
    for (const tld of brands[brand].supportedTlds) {
      const offered = [
        ...domainPriceEntries({ brand, tld }),
        ...domainPriceEntries({ brand, tld, action: "transfer" }),
        ...(twoYearOffer(brand, tld) ? [twoYearOffer(brand, tld)] : []),
      ];
      expect(domainPriceEntries({ brand, tld }).map((entry) => entry.period)).toEqual(["1y", "2y", "3y"]);
      for (const entry of offered) {
        expect(entry?.period, `.${tld}`).toMatch(/^[123]y$/);
        if (entry && "period_in_months" in entry) expect(entry.period_in_months % 12, `.${tld}`).toBe(0);
      }
    }
  });

  it("prices longer periods as the first year plus renewals, in minor units", () => {
    expect(domainPrice({ brand: "WH", tld: "com", period: "1y" })).toMatchObject({
      new_price: 1299,
      renew_price: 1599,
      period_in_months: 12,
      extradetails: { tld: "com" },
    });
    expect(domainPrice({ brand: "WH", tld: "com", period: "3y" })).toMatchObject({ new_price: 1299 + 2 * 1599 });
  });

  it("has special offers on a few TLDs, first year only", () => {
    expect(domainPrice({ brand: "WH", tld: "online", period: "1y" })?.special_offer_price).toBe(99);
    expect(domainPrice({ brand: "WH", tld: "online", period: "2y" })?.special_offer_price).toBeNull();
    expect(domainPrice({ brand: "WH", tld: "net", period: "1y" })?.special_offer_price).toBeNull();
  });

  it("gives every entry of a brand its own serviceplan id", () => {
    for (const brand of brandCodes) {
      const ids = brands[brand].supportedTlds.flatMap((tld) => [
        ...domainPriceEntries({ brand, tld }).map((e) => e.serviceplan_id),
        ...domainPriceEntries({ brand, tld, action: "transfer" }).map((e) => e.serviceplan_id),
        ...(twoYearOffer(brand, tld) ? [twoYearOffer(brand, tld)?.serviceplan_id] : []),
      ]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(premiumDomainServiceplanId);
    }
  });

  it("has separate free-transfer entries for .uk transfers (spec section 9)", () => {
    const ukTransfer = domainPrice({ brand: "UK2", tld: "co.uk", period: "1y", action: "transfer" });
    const ukRegister = domainPrice({ brand: "UK2", tld: "co.uk", period: "1y" });
    expect(ukTransfer?.new_price).toBe(0);
    expect(ukTransfer?.serviceplan_id).not.toBe(ukRegister?.serviceplan_id);
    expect(domainPrice({ brand: "UK2", tld: "com", period: "1y", action: "transfer" })?.new_price).toBe(999);
    expect(domainPrice({ brand: "UK2", tld: "com", period: "2y", action: "transfer" })).toBeUndefined();
  });

  it("has two-year offers on some TLDs", () => {
    expect(twoYearOffer("WH", "com")).toMatchObject({ brand: "WH", period: "2y", new_price: 1349 });
    expect(twoYearOffer("WH", "net")).toBeUndefined();
  });

  it("does not price a TLD the brand does not sell", () => {
    expect(domainPrice({ brand: "MP", tld: "club", period: "1y" })).toBeUndefined();
    expect(domainPrice({ brand: "WH", tld: "co.uk", period: "1y" })).toBeUndefined();
  });
});
