import { describe, expect, it } from "vitest";
import { brands } from "../../brands/index";
import { brandMetadata } from "../../brands/metadata";
import { brandForHost, hostName, parseBrandCode, resolveBrand } from "../../brands/resolve";
import { isAppPath, routePathsFor } from "../../brands/routes";

describe("resolving a request's brand (decisions.md section 2)", () => {
  it.each([
    ["wh.localhost", "WH"],
    ["mp.localhost", "MP"],
    ["uk2.localhost", "UK2"],
    ["wh.localhost:8080", "WH"],
    ["MP.LOCALHOST:3000", "MP"],
    ["uk2.localhost.", "UK2"],
  ])("host %s serves %s", (host, brand) => {
    expect(resolveBrand({ host })).toBe(brand);
  });

  it("serves WH on plain localhost", () => {
    expect(resolveBrand({ host: "localhost:8080" })).toBe("WH");
  });

  it.each(["example.org", "127.0.0.1:8080", "[::1]:8080", "", undefined])(
    "serves WH on an unknown host (%s)",
    (host) => {
      expect(resolveBrand({ host })).toBe("WH");
    },
  );

  it("lets ?brand= switch the brand, in any case, on any host", () => {
    expect(resolveBrand({ host: "localhost", brandParam: "MP" })).toBe("MP");
    expect(resolveBrand({ host: "wh.localhost", brandParam: "uk2" })).toBe("UK2");
  });

  it("remembers an earlier switch through the brand cookie", () => {
    expect(resolveBrand({ host: "localhost", brandCookie: "UK2" })).toBe("UK2");
  });

  it("prefers a new ?brand= over the remembered one", () => {
    expect(resolveBrand({ host: "localhost", brandParam: "WH", brandCookie: "UK2" })).toBe("WH");
  });

  it("ignores a ?brand= or cookie that names no brand", () => {
    expect(resolveBrand({ host: "mp.localhost", brandParam: "XX", brandCookie: "nope" })).toBe("MP");
    expect(parseBrandCode("")).toBeUndefined();
    expect(parseBrandCode(null)).toBeUndefined();
  });

  it("reads host names without port or trailing dot", () => {
    expect(hostName("UK2.localhost:8080")).toBe("uk2.localhost");
    expect(hostName("[::1]:8080")).toBe("[::1]");
    expect(brandForHost("localhost")).toBeUndefined();
  });
});

describe("brand metadata (spec sections 1, 3 and 9)", () => {
  it("keeps the parent customer ids, currencies and storage keys of decisions.md", () => {
    expect(brands.WH).toMatchObject({
      parentCustomerId: 101,
      basketStorageKey: "basket_wh",
      defaultCurrency: { code: "USD", symbol: "$" },
    });
    expect(brands.MP).toMatchObject({
      parentCustomerId: 202,
      basketStorageKey: "basket_mp",
      defaultCurrency: { code: "USD", symbol: "$" },
    });
    expect(brands.UK2).toMatchObject({
      parentCustomerId: 303,
      basketStorageKey: "basket_uk2",
      defaultCurrency: { code: "GBP", symbol: "£" },
    });
  });

  it("supports 21, 15 and 18 TLDs, with the UK TLDs only at UK2", () => {
    expect(brands.WH.supportedTlds).toHaveLength(21);
    expect(brands.MP.supportedTlds).toHaveLength(15);
    expect(brands.UK2.supportedTlds).toHaveLength(18);
    for (const tld of ["uk", "co.uk", "me.uk", "org.uk"]) expect(brands.UK2.supportedTlds).toContain(tld);
    expect(new Set(brands.WH.supportedTlds).size).toBe(21);
  });

  it("builds brand and checkout URLs from configured origins only", () => {
    const origins = { WH: "https://wh.example", MP: "https://mp.example", UK2: "https://uk2.example/" };
    expect(brandMetadata("UK2", origins)).toMatchObject({
      brandName: "UK2",
      brandURL: "https://uk2.example",
      checkoutURL: "https://uk2.example/order/checkout/",
    });
  });
});

describe("route paths per brand (spec section 2)", () => {
  it("gives each brand its own search, hosting and basket paths", () => {
    expect(routePathsFor("WH")).toMatchObject({
      searchResults: "/domain-names/search-results/",
      hosting: "/web-hosting/",
      basket: "/order/cart/",
    });
    expect(routePathsFor("MP")).toMatchObject({
      searchResults: "/domain-names/search-results/",
      hosting: "/website-hosting/",
      basket: "/order/cart/",
    });
    expect(routePathsFor("UK2")).toMatchObject({
      searchResults: "/domain-registration/search-results/",
      hosting: "/web-hosting/",
      basket: "/order/basket/",
    });
  });

  it("knows every page of a brand, with or without the trailing slash", () => {
    expect(isAppPath("WH", "/")).toBe(true);
    expect(isAppPath("WH", "/order/cart")).toBe(true);
    expect(isAppPath("WH", "/order/choose-your-contract/")).toBe(true);
    expect(isAppPath("UK2", "/terms-and-conditions/domain-registration/")).toBe(true);
  });

  it("treats another brand's path as no page", () => {
    expect(isAppPath("UK2", "/order/cart/")).toBe(false);
    expect(isAppPath("WH", "/order/basket/")).toBe(false);
    expect(isAppPath("MP", "/web-hosting/")).toBe(false);
    expect(isAppPath("WH", "/domain-registration/search-results/")).toBe(false);
  });
});
