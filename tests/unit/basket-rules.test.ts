import { describe, expect, it } from "vitest";
import { basketError, basketErrorMessages } from "../../rules/basket/basket-errors";
import { basketLines, basketSummary, domainFirstPrice } from "../../rules/basket/basket-lines";
import {
  domainAddonFrom,
  freeOnlineDomainFrom,
  hostingLineFrom,
  ownDomainFrom,
  timelineBackupFrom,
} from "../../rules/basket/catalogue-items";
import {
  addDomain,
  addDomainAddon,
  addHosting,
  addTimelineBackup,
  changeDomainPeriod,
  changeHostingPeriod,
  linkHosting,
  removeDomain,
  removeDomainAddon,
} from "../../rules/basket/line-changes";
import { periodInMonths } from "../../rules/basket/periods";
import { domainPromotionsFor, freeDomainPromotion } from "../../rules/basket/promotions";
import { savingsPercent } from "../../rules/basket/savings";
import { domainFromSearchResult } from "../../rules/basket/search-result-domain";
import { type BasketContents, emptyBasketContents } from "../../rules/basket/types";
import {
  emailUpsellDomain,
  freeOnlineUpsells,
  isOnlineShop10Plan,
  isPersonalTierPlan,
  upgradableHostingLines,
} from "../../rules/basket/upsells";
import { catalogue, domain, searchResult, serviceplan } from "../fixtures/basket";

const wh = domainPromotionsFor("WH");
const uk2 = domainPromotionsFor("UK2");
const onlinePrices =
  catalogue.free_online_prices?.map(({ period_in_months: _m, ...p }) => ({ ...p, period: p.period as "1y" })) ?? [];

function withHosting(contents: BasketContents, codename = "hosting-starter", period?: `${number}m`) {
  return addHosting(contents, hostingLineFrom(serviceplan(codename), period), wh);
}

describe("periods (spec section 9)", () => {
  it("reads d, m and y periods, y counting as 12 months", () => {
    expect(periodInMonths("1y")).toBe(12);
    expect(periodInMonths("24m")).toBe(24);
    expect(periodInMonths("3y")).toBe(36);
    expect(periodInMonths("30d")).toBe(1);
    expect(() => periodInMonths("two years" as "1y")).toThrow();
  });
});

describe("adding to the basket (spec section 5)", () => {
  it("ignores a domain already in the basket", () => {
    const once = addDomain(emptyBasketContents, domain("example.com"), wh);
    const twice = addDomain(once, domain("example.com", { new_price: 1 }), wh);
    expect(twice.domains).toHaveLength(1);
    expect(twice.domains[0].new_price).toBe(1299);
  });

  it("replaces the existing domain when the new one carries auto_bundle", () => {
    const once = addDomain(emptyBasketContents, domain("example.com"), wh);
    const bundled = addDomain(once, domain("example.com", { new_price: 1, auto_bundle: true }), wh);
    expect(bundled.domains).toHaveLength(1);
    expect(bundled.domains[0]).toMatchObject({ new_price: 1, auto_bundle: true });
  });

  it("ignores a duplicate add-on of the same type that still needs a domain", () => {
    const email = domainAddonFrom(serviceplan("email-hosting"), null);
    const once = addDomainAddon(emptyBasketContents, email, wh);
    expect(once.domainAddons[0]).toMatchObject({ requireDomain: true, connectedDomain: null });
    expect(addDomainAddon(once, email, wh).domainAddons).toHaveLength(1);
  });

  it("ignores an add-on linked to a domain that is not in the basket", () => {
    const basket = addDomain(emptyBasketContents, domain("mine.com"), wh);
    for (const codename of ["free-starter", "email-hosting"])
      expect(addDomainAddon(basket, domainAddonFrom(serviceplan(codename), "elsewhere.com"), wh)).toBe(basket);
    expect(
      addDomainAddon(basket, domainAddonFrom(serviceplan("free-starter"), "mine.com"), wh).domainAddons[0],
    ).toMatchObject({ codename: "free-starter", connectedDomain: "mine.com" });
  });

  it("ignores a duplicate email timeline backup for the same email add-on", () => {
    const withEmail = addDomainAddon(
      addDomain(emptyBasketContents, domain("mail.com"), wh),
      domainAddonFrom(serviceplan("email-hosting"), "mail.com"),
      wh,
    );
    const emailId = withEmail.domainAddons[0].id;
    const backup = timelineBackupFrom(serviceplan("email-timeline-backup"), emailId);
    const once = addTimelineBackup(withEmail, backup, wh);
    expect(once.emailTimelineBackups).toHaveLength(1);
    expect(addTimelineBackup(once, backup, wh).emailTimelineBackups).toHaveLength(1);
    expect(addTimelineBackup(once, { ...backup, connectedEmailAddon: "no-such-addon" }, wh)).toBe(once);
    expect(removeDomainAddon(once, emailId, wh).emailTimelineBackups).toEqual([]);
  });
});

describe("linking (spec section 4)", () => {
  it("auto-links a new domain to hosting lines and email add-ons that lack one", () => {
    const hosting = withHosting(emptyBasketContents);
    const email = addDomainAddon(hosting, domainAddonFrom(serviceplan("email-hosting"), null), wh);
    expect(email.error).toBe("NO_DOMAIN_FOR_EMAIL");
    const linked = addDomain(email, domain("linked.net"), wh);
    expect(linked.orderDetail[0]).toMatchObject({ connectedDomain: "linked.net", requireDomain: false });
    expect(linked.domainAddons[0]).toMatchObject({ connectedDomain: "linked.net", requireDomain: false });
    expect(linked.domains[0].emailHostingAddonID).toBe(linked.domainAddons[0].id);
    expect(linked.error).toBeNull();
  });

  it("links a new hosting line to the first domain no hosting serves", () => {
    const two = addDomain(addDomain(emptyBasketContents, domain("one.net"), wh), domain("two.net"), wh);
    const hosted = withHosting(withHosting(two));
    expect(hosted.orderDetail.map((line) => line.connectedDomain)).toEqual(["one.net", "two.net"]);
    const third = withHosting(hosted);
    expect(third.orderDetail[2]).toMatchObject({ connectedDomain: null, requireDomain: true });
    expect(linkHosting(third, third.orderDetail[2].id, "nowhere.net", wh)).toBe(third);
  });

  it("earns free_register_id for a .com linked to hosting bought for more than a year, and forces 1y", () => {
    const com = addDomain(emptyBasketContents, domain("free.com", { period: "3y" }), wh);
    const hosted = withHosting(com, "hosting-business", "24m");
    expect(hosted.domains[0]).toMatchObject({ free_register_id: 91001, period: "1y", new_price: 1299 });
    expect(domainFirstPrice(hosted.domains[0])).toBe(0);
    const shorter = changeHostingPeriod(hosted, hosted.orderDetail[0].id, "12m", wh);
    expect(shorter.domains[0].free_register_id).toBeNull();
    expect(changeDomainPeriod(hosted, "free.com", "2y", wh).domains[0].period).toBe("1y");
  });

  it("removing a domain unlinks it, requires a domain again, and deletes its free-starter lines", () => {
    let contents = withHosting(addDomain(emptyBasketContents, domain("gone.com"), wh));
    contents = addDomainAddon(contents, domainAddonFrom(serviceplan("email-hosting"), "gone.com"), wh);
    contents = addDomainAddon(contents, domainAddonFrom(serviceplan("free-starter"), "gone.com"), wh);
    expect(contents.domainAddons).toHaveLength(2);
    const removed = removeDomain(contents, "gone.com", wh);
    expect(removed.domains).toEqual([]);
    expect(removed.orderDetail[0]).toMatchObject({ connectedDomain: null, requireDomain: true });
    expect(removed.domainAddons).toHaveLength(1);
    expect(removed.domainAddons[0]).toMatchObject({ codename: "email-hosting", connectedDomain: null });
    expect(removed.error).toBe("NO_DOMAIN_FOR_EMAIL");
  });
});

describe("basket errors (spec section 5)", () => {
  it("says each error in the spec's words", () => {
    expect(basketErrorMessages).toEqual({
      NO_DOMAIN_FOR_EMAIL: "No domain selected for email hosting!",
      NO_DOMAIN_FOR_HOSTING: "No domain selected for hosting!",
      OWN_DOMAIN_NOT_ASSIGNED: "Your own domain has to be assigned to hosting!",
    });
  });

  it("recomputes the error after every change", () => {
    const hosting = withHosting(emptyBasketContents);
    expect(hosting.error).toBe("NO_DOMAIN_FOR_HOSTING");
    const own = ownDomainFrom("https://www.Mine.co.uk/", "UK2");
    expect(own).toMatchObject({ fullDomain: "mine.co.uk", name: "mine", tld: "co.uk", ownDomain: true });
    if (!own) return;
    const withOwn = addDomain(hosting, own, wh);
    expect(withOwn.error).toBeNull();
    const unassigned = linkHosting(withOwn, withOwn.orderDetail[0].id, null, wh);
    expect(unassigned.error).toBe("NO_DOMAIN_FOR_HOSTING");
    expect(basketError({ ...emptyBasketContents, domains: [own] })).toBe("OWN_DOMAIN_NOT_ASSIGNED");
    expect(ownDomainFrom("not a domain", "WH")).toBeNull();
  });
});

describe("offers", () => {
  it("drops the two-year offer when the period changes away from 2y", () => {
    const offered = domain("deal.com", {
      useTwoYearOffer: true,
      twoYearOffer: { new_price: 1349, renew_price: 3198, serviceplan_id: 41006 },
    });
    expect(offered).toMatchObject({ period: "2y", offer: { new_price: 1349, isExtraOffer: true } });
    const contents = addDomain(emptyBasketContents, offered, wh);
    expect(domainFirstPrice(contents.domains[0])).toBe(1349);
    const oneYear = changeDomainPeriod(contents, "deal.com", "1y", wh);
    expect(oneYear.domains[0].offer).toBeNull();
    expect(domainFirstPrice(oneYear.domains[0])).toBe(1299);
    expect(changeDomainPeriod(contents, "deal.com", "2y", wh).domains[0].offer).not.toBeNull();
  });

  it("keeps the .online FREE title only while a .com or .co.uk of the same name is in the basket", () => {
    const online = freeOnlineDomainFrom("brand", "UK2", onlinePrices);
    expect(online?.offer).toMatchObject({ title: "FREE", serviceplan_id: 22607, renew_price: 2599 });
    if (!online) return;
    const both = addDomain(addDomain(emptyBasketContents, domain("brand.co.uk"), uk2), online, uk2);
    expect(both.domains[1].offer?.title).toBe("FREE");
    expect(domainFirstPrice(both.domains[1])).toBe(0);
    const alone = removeDomain(both, "brand.co.uk", uk2);
    expect(alone.domains[0].offer).toBeNull();
    expect(domainFirstPrice(alone.domains[0])).toBe(99);
    expect(freeOnlineDomainFrom("brand", "WH", onlinePrices)).toBeNull();
  });
});

describe("free domain promotions (spec section 5)", () => {
  const hosting = (period: `${number}m`, codename = "hosting-starter", serviceplanId = 3101) => ({
    codename,
    serviceplanId,
    period,
  });
  const com = { tld: "com", isPremium: false, ownDomain: false, status: "available" };

  it("applies to a non-premium domain with a matching hosting plan over one year", () => {
    expect(freeDomainPromotion(com, [hosting("24m")], wh)?.voucher).toBe("FREEDOMAIN-COM");
    expect(freeDomainPromotion({ ...com, status: "transfer" }, [hosting("36m")], wh)).not.toBeNull();
  });

  it("does not apply to premium or own domains, one-year hosting, other TLDs or other plans", () => {
    expect(freeDomainPromotion({ ...com, isPremium: true }, [hosting("24m")], wh)).toBeNull();
    expect(freeDomainPromotion({ ...com, ownDomain: true }, [hosting("24m")], wh)).toBeNull();
    expect(freeDomainPromotion({ ...com, status: "preorder" }, [hosting("24m")], wh)).toBeNull();
    expect(freeDomainPromotion(com, [hosting("12m")], wh)).toBeNull();
    expect(freeDomainPromotion(com, [hosting("1m")], wh)).toBeNull();
    expect(freeDomainPromotion(com, [], wh)).toBeNull();
    expect(freeDomainPromotion({ ...com, tld: "net" }, [hosting("24m")], wh)).toBeNull();
    expect(freeDomainPromotion(com, [hosting("24m", "email-hosting", 3201)], wh)).toBeNull();
  });

  it("matches the eligible period and the plan by id as well as by codename", () => {
    const byId = [{ ...wh[0], eligible_period: [36], must_be_bought_with: { serviceplan_ids: [77], codenames: [] } }];
    expect(freeDomainPromotion(com, [hosting("36m", "custom", 77)], byId)).not.toBeNull();
    expect(freeDomainPromotion(com, [hosting("24m", "custom", 77)], byId)).toBeNull();
  });

  it("gives UK2 a free .co.uk too, WH and MP only .com", () => {
    expect(uk2.map((promotion) => promotion.tld)).toEqual(["com", "co.uk"]);
    expect(domainPromotionsFor("MP").map((promotion) => promotion.tld)).toEqual(["com"]);
  });
});

describe("savings and upsells (spec section 5)", () => {
  it("savings percent is 100 minus the rounded new/renew ratio", () => {
    expect(savingsPercent(899, 1499)).toBe(40);
    expect(savingsPercent(99, 2599)).toBe(96);
    expect(savingsPercent(1599, 1599)).toBe(0);
    expect(savingsPercent(0, 0)).toBe(0);
  });

  it("offers email only for the first domain, and not beside Online Shop 10", () => {
    const two = addDomain(addDomain(emptyBasketContents, domain("first.com"), wh), domain("second.com"), wh);
    expect(emailUpsellDomain(two)).toBe("first.com");
    const emailed = addDomainAddon(two, domainAddonFrom(serviceplan("email-hosting"), "first.com"), wh);
    expect(emailUpsellDomain(emailed)).toBeNull();
    expect(emailUpsellDomain(withHosting(two, "online-shop-10"))).toBeNull();
    expect(emailUpsellDomain(emptyBasketContents)).toBeNull();
  });

  it("offers a free .online for each .com and .co.uk, on UK2 only", () => {
    const contents = [domain("a.com"), domain("b.co.uk"), domain("c.net")].reduce(
      (basket, entry) => addDomain(basket, entry, uk2),
      emptyBasketContents,
    );
    expect(freeOnlineUpsells("UK2", contents)).toEqual(["a.online", "b.online"]);
    expect(freeOnlineUpsells("WH", contents)).toEqual([]);
    const online = freeOnlineDomainFrom("a", "UK2", onlinePrices);
    if (online) expect(freeOnlineUpsells("UK2", addDomain(contents, online, uk2))).toEqual(["b.online"]);
  });

  it("detects personal-tier and Online Shop 10 plans by name", () => {
    expect(isPersonalTierPlan("Personal Hosting")).toBe(true);
    expect(isPersonalTierPlan("Business Hosting")).toBe(false);
    expect(isOnlineShop10Plan("Online Shop 10")).toBe(true);
    expect(isOnlineShop10Plan("online-shop-10")).toBe(true);
    expect(isOnlineShop10Plan("Online Shop 100")).toBe(false);
    expect(upgradableHostingLines(withHosting(emptyBasketContents, "hosting-personal"))).toEqual([
      "hosting-personal-1",
    ]);
  });
});

describe("basket summary", () => {
  it("adds up lines with the voucher's discount and what is saved", () => {
    let contents = addDomain(emptyBasketContents, domain("sum.net", { special_offer_price: 999 }), wh);
    contents = withHosting(contents, "hosting-starter", "12m");
    contents = {
      ...contents,
      voucher: {
        code: "SAVE10",
        codename: "domain",
        serviceplan_ids: [],
        discount_type: "percentage",
        discount_value: 10,
      },
    };
    const summary = basketSummary(contents);
    expect(basketLines(contents).map((line) => line.price)).toEqual([999, 1200]);
    expect(summary).toMatchObject({ subtotal: 2199, discount: 100, total: 2099 });
    expect(summary.saved).toBe(1599 - 999 + 1800 - 1200 + 100);
  });

  it("takes the prices of the period the visitor chose in the search results", () => {
    const twoYears = domainFromSearchResult(searchResult("chosen.com", { period: "2y" }), "WH");
    expect(twoYears).toMatchObject({
      period: "2y",
      new_price: 1299 + 1599,
      renew_price: 3198,
      currentServiceplanID: 41002,
    });
  });

  it("maps an unknown search status to available", () => {
    expect(domainFromSearchResult({ ...searchResult("odd.com"), status: "weird" }, "WH").status).toBe("available");
  });
});
