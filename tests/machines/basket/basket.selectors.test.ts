import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { BasketVoucher } from "../../../contract/basket";
import { basketMachine, earnedPromotionVouchers } from "../../../machines/basket/basket.machine";
import type { SubmitBasketInput } from "../../../machines/basket/basket-context";
import {
  addonLines,
  appliedVoucher,
  basketOffers,
  basketTax,
  basketTotals,
  domainLines,
  hostingContracts,
  hostingLines,
} from "../../../machines/basket/line-selectors";
import {
  basketErrorMessage,
  basketIsEmpty,
  basketItemCount,
  canApplyVoucher,
  canCheckout,
  checkoutError,
  hasDomain,
  hasHosting,
  hostingPlanCounts,
  isCheckingVoucher,
  isRestoring,
  linkableDomains,
  orderError,
  ownDomainMessage,
  searchResultDomain,
  voucherMessage,
} from "../../../machines/basket/selectors";
import { catalogueMachine } from "../../../machines/catalogue/catalogue.machine";
import { hostingOffers, hostingPeriodChoices } from "../../../machines/catalogue/selectors";
import { catalogue, personalHosting, save10, searchResult } from "../../fixtures/basket";

const loadedCatalogue = catalogueMachine.provide({ actors: { loadCatalogue: fromPromise(async () => catalogue) } });

async function readyBasket(voucher: BasketVoucher = save10, brandName: "UK2" | "WH" = "UK2") {
  const machine = basketMachine.provide({
    actors: {
      catalogue: loadedCatalogue,
      checkVoucher: fromPromise(async () => ({ voucher })),
      submitBasket: fromPromise<{ basketUuid: string }, SubmitBasketInput>(async () => {
        throw new Error("offline");
      }),
    },
  });
  const actor = createActor(machine, { input: { brandName } }).start();
  await waitFor(actor, (s) => !isRestoring(s) && s.context.catalogue !== null);
  return actor;
}

describe("catalogue selectors", () => {
  it("offer the hosting plans only, priced for the period with their monthly price, and the first plan's periods", async () => {
    const actor = createActor(loadedCatalogue, { input: { brandName: "WH" } }).start();
    const snapshot = await waitFor(actor, (s) => s.context.serviceplans !== null);
    const offers = hostingOffers(snapshot, "36m");
    expect(offers.map((offer) => offer.name)).toEqual([
      "Starter Hosting",
      "Personal Hosting",
      "Business Hosting",
      "Online Shop 10",
    ]);
    expect(offers[0]).toMatchObject({ period: "36m", firstPrice: 3600, monthlyPrice: 100, periodLabel: "3 years" });
    expect(hostingPeriodChoices(snapshot).map((choice) => choice.label)).toEqual([
      "1 month",
      "1 year",
      "2 years",
      "3 years",
    ]);
  });
});

describe("basket selectors", () => {
  it("describe the lines as the basket page shows them", async () => {
    const basket = await readyBasket();
    basket.send({ type: "basket.hosting.add", serviceplanId: personalHosting, period: "24m" });
    expect(basketErrorMessage(basket.getSnapshot())).toBe("No domain selected for hosting!");
    basket.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: null });
    expect(basketErrorMessage(basket.getSnapshot())).toBe("No domain selected for email hosting!");
    expect(addonLines(basket.getSnapshot())).toMatchObject([{ isEmailHosting: true, label: "Email Hosting" }]);
    basket.send({ type: "basket.domain.add", result: searchResult("free.com"), action: "register" });
    const snapshot = basket.getSnapshot();
    expect(basketErrorMessage(snapshot)).toBeNull();
    expect(basketItemCount(snapshot)).toBe(3);
    expect(hasDomain(snapshot, "free.com")).toBe(true);
    expect(hostingPlanCounts(snapshot).get(personalHosting)).toBe(1);
    expect(domainLines(snapshot)).toMatchObject([
      { fullDomain: "free.com", kind: "registration", promotedFree: true, periodChoices: [] },
    ]);
    expect(hostingLines(snapshot)).toMatchObject([
      { name: "Personal Hosting", connectedDomain: "free.com", upgradable: true, price: { price: 2400 } },
    ]);
    expect(addonLines(snapshot)).toMatchObject([{ label: "Email Hosting for free.com", backups: [] }]);
    expect(basketOffers(snapshot).onlineDomains).toEqual([{ fullDomain: "free.online", name: "free" }]);
  });

  it("describe the applied voucher", async () => {
    const basket = await readyBasket();
    basket.send({ type: "basket.domain.add", result: searchResult("save.com"), action: "register" });
    basket.send({ type: "basket.voucher.apply", code: "SAVE10" });
    const snapshot = await waitFor(basket, (s) => !isCheckingVoucher(s));
    expect(appliedVoucher(snapshot)).toEqual({
      code: "SAVE10",
      discount: { type: "percentage", amount: 10 },
      appliesTo: "domains",
    });
  });
});

/** Every period of the catalogue's hosting plans, as the period choice names them. */
const hostingChoices = [
  { period: "1m", label: "1 month" },
  { period: "12m", label: "1 year" },
  { period: "24m", label: "2 years" },
  { period: "36m", label: "3 years" },
];

/**
 * A UK2 basket of every kind of line: a .com made free by two-year Personal hosting (with email hosting and its
 * backup), a .co.uk on a special offer taken for two years with Starter hosting and a free starter page, an own
 * domain and the free .online of the .com. Catalogue prices are 100 a month new and 150 a month on renewal.
 */
async function fullBasket() {
  const basket = await readyBasket();
  basket.send({ type: "basket.hosting.add", serviceplanId: personalHosting, period: "24m" });
  basket.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: null });
  basket.send({ type: "basket.domain.add", result: searchResult("free.com"), action: "register" });
  basket.send({ type: "basket.backup.add", emailAddonId: "email-hosting-1" });
  basket.send({
    type: "basket.domain.add",
    result: searchResult("offer.co.uk", { special_offer_price: 999 }),
    action: "register",
    period: "2y",
  });
  basket.send({ type: "basket.hosting.add", serviceplanId: 3101 });
  basket.send({ type: "basket.addon.add", codename: "free-starter", connectedDomain: "offer.co.uk" });
  basket.send({ type: "basket.ownDomain.add", fullDomain: "mine.net" });
  basket.send({ type: "basket.online.add", name: "free" });
  return basket;
}

describe("basket page selectors, line by line", () => {
  it("price each domain line: free by promotion, a two-year price, an own domain and the FREE .online", async () => {
    const snapshot = (await fullBasket()).getSnapshot();
    expect(domainLines(snapshot)).toEqual([
      {
        fullDomain: "free.com",
        kind: "registration",
        offerTitle: null,
        promotedFree: true,
        period: "1y",
        periodLabel: "1 year",
        price: 0,
        renewPrice: 1599,
        savingPercent: 100,
        offerDroppedNotice: null,
        periodChoices: [],
      },
      {
        fullDomain: "offer.co.uk",
        kind: "registration",
        offerTitle: null,
        promotedFree: false,
        period: "2y",
        periodLabel: "2 years",
        price: 1299 + 1599,
        renewPrice: 2 * 1599,
        savingPercent: 9,
        offerDroppedNotice: null,
        periodChoices: [
          { period: "1y", label: "1 year" },
          { period: "2y", label: "2 years" },
          { period: "3y", label: "3 years" },
        ],
      },
      {
        fullDomain: "mine.net",
        kind: "own",
        offerTitle: null,
        promotedFree: false,
        period: "1y",
        periodLabel: "1 year",
        price: 0,
        renewPrice: 0,
        savingPercent: 0,
        periodChoices: [],
        offerDroppedNotice: null,
      },
      {
        fullDomain: "free.online",
        kind: "registration",
        offerTitle: "FREE",
        promotedFree: false,
        period: "1y",
        periodLabel: "1 year",
        price: 0,
        renewPrice: 2599,
        savingPercent: 100,
        periodChoices: [],
        offerDroppedNotice: null,
      },
    ]);
  });

  it("name a transfer and a premium domain by their kind", async () => {
    const basket = await readyBasket();
    basket.send({ type: "basket.domain.add", result: searchResult("moving.net"), action: "transfer" });
    basket.send({
      type: "basket.domain.add",
      result: searchResult("rich.net", { isPremium: true, status: "premium" }),
      action: "register",
    });
    expect(domainLines(basket.getSnapshot()).map((line) => [line.fullDomain, line.kind])).toEqual([
      ["moving.net", "transfer"],
      ["rich.net", "premium"],
    ]);
  });

  it("list hosting lines with their periods, price, link and upgrade, and their contract choices", async () => {
    const snapshot = (await fullBasket()).getSnapshot();
    expect(hostingLines(snapshot)).toEqual([
      {
        id: "hosting-personal-1",
        name: "Personal Hosting",
        connectedDomain: "free.com",
        period: "24m",
        periodChoices: hostingChoices,
        price: { price: 2400, renewPrice: 3600 },
        upgradable: true,
      },
      {
        id: "hosting-starter-1",
        name: "Starter Hosting",
        connectedDomain: "offer.co.uk",
        period: "12m",
        periodChoices: hostingChoices,
        price: { price: 1200, renewPrice: 1800 },
        upgradable: false,
      },
    ]);
    const choices = hostingChoices.map((choice) => {
      const months = Number.parseInt(choice.period, 10);
      return { ...choice, price: 100 * months, renewPrice: 150 * months };
    });
    expect(hostingContracts(snapshot)).toEqual([
      { id: "hosting-personal-1", name: "Personal Hosting", period: "24m", choices },
      { id: "hosting-starter-1", name: "Starter Hosting", period: "12m", choices },
    ]);
  });

  it("list add-ons by the name their remove button reads, with price and backups", async () => {
    const snapshot = (await fullBasket()).getSnapshot();
    expect(addonLines(snapshot)).toEqual([
      {
        id: "email-hosting-1",
        name: "Email Hosting",
        isEmailHosting: true,
        connectedDomain: "free.com",
        label: "Email Hosting for free.com",
        price: 1200,
        backups: [{ id: "email-timeline-backup-1", name: "Email Timeline Backup" }],
      },
      {
        id: "free-starter-1",
        name: "Free Starter Page",
        isEmailHosting: false,
        connectedDomain: "offer.co.uk",
        label: "Free Starter Page for offer.co.uk",
        price: 1200,
        backups: [],
      },
    ]);
  });

  it("estimate the totals and the savings against renewal prices", async () => {
    const snapshot = (await fullBasket()).getSnapshot();
    const subtotal = 2898 + 2400 + 1200 + 1200 + 1200 + 1200;
    const saved = 1599 + 300 + 2599 + 1200 + 600 + 600 + 600 + 600;
    expect(basketTotals(snapshot)).toEqual({ subtotal, discount: 0, total: subtotal, saved });
  });

  it("expect UK2's 20% VAT on the total before tax, rounded once, and no tax on WH", async () => {
    const uk2 = (await fullBasket()).getSnapshot();
    const { total } = basketTotals(uk2);
    expect(basketTax(uk2)).toEqual({
      taxRatePercent: 20,
      tax: Math.round(total * 0.2),
      totalWithTax: total + Math.round(total * 0.2),
    });
    const wh = await readyBasket(save10, "WH");
    wh.send({ type: "basket.domain.add", result: searchResult("untaxed.com"), action: "register" });
    const whTotal = basketTotals(wh.getSnapshot()).total;
    expect(whTotal).toBeGreaterThan(0);
    expect(basketTax(wh.getSnapshot())).toEqual({ taxRatePercent: 0, tax: 0, totalWithTax: whTotal });
  });

  it("offer email hosting for the first domain, the free .online and a starter page for unhosted domains", async () => {
    expect(basketOffers((await fullBasket()).getSnapshot())).toEqual({
      emailDomain: null,
      onlineDomains: [{ fullDomain: "offer.online", name: "offer" }],
      starterDomains: ["mine.net", "free.online"],
    });
    const basket = await readyBasket();
    basket.send({ type: "basket.domain.add", result: searchResult("first.com"), action: "register" });
    expect(basketOffers(basket.getSnapshot())).toEqual({
      emailDomain: "first.com",
      onlineDomains: [{ fullDomain: "first.online", name: "first" }],
      starterDomains: ["first.com"],
    });
    // Email hosting is no website: the domain is still offered a starter page.
    basket.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: null });
    expect(basketOffers(basket.getSnapshot())).toMatchObject({ emailDomain: null, starterDomains: ["first.com"] });
    // A domain that has its starter page is not offered another.
    basket.send({ type: "basket.addon.add", codename: "free-starter", connectedDomain: "first.com" });
    expect(basketOffers(basket.getSnapshot()).starterDomains).toEqual([]);
  });

  it("describe a fixed voucher on selected plans, and no voucher", async () => {
    const host5: BasketVoucher = {
      code: "HOST5",
      codename: "hosting",
      serviceplan_ids: [],
      discount_type: "fixed",
      discount_value: 500,
    };
    const basket = await readyBasket(host5);
    expect(appliedVoucher(basket.getSnapshot())).toBeNull();
    basket.send({ type: "basket.voucher.apply", code: "HOST5" });
    const snapshot = await waitFor(basket, (s) => !isCheckingVoucher(s));
    expect(appliedVoucher(snapshot)).toEqual({
      code: "HOST5",
      discount: { type: "fixed", amount: 500 },
      appliesTo: "selected plans",
    });
  });
});

describe("basket selectors read on every page", () => {
  it("count the lines, list the linkable domains and count each hosting plan", async () => {
    const snapshot = (await fullBasket()).getSnapshot();
    expect(basketItemCount(snapshot)).toBe(4 + 2 + 2 + 1);
    expect(basketIsEmpty(snapshot)).toBe(false);
    expect(linkableDomains(snapshot)).toEqual(["free.com", "offer.co.uk", "mine.net", "free.online"]);
    expect([...hostingPlanCounts(snapshot)]).toEqual([
      [personalHosting, 1],
      [3101, 1],
    ]);
    expect(hasHosting(snapshot)).toBe(true);
    expect(hasDomain(snapshot, "mine.net")).toBe(true);
    expect(hasDomain(snapshot, "other.net")).toBe(false);
    expect(searchResultDomain({ name: "shop", tld: "co.uk" })).toBe("shop.co.uk");
    expect(earnedPromotionVouchers(snapshot.context)).toEqual(["FREEDOMAIN-COM"]);
  });

  it("count two lines of one plan, and call a basket with any one kind of line not empty", async () => {
    const basket = await readyBasket();
    expect(basketIsEmpty(basket.getSnapshot())).toBe(true);
    expect(hasHosting(basket.getSnapshot())).toBe(false);
    basket.send({ type: "basket.hosting.add", serviceplanId: personalHosting });
    basket.send({ type: "basket.hosting.add", serviceplanId: personalHosting });
    expect([...hostingPlanCounts(basket.getSnapshot())]).toEqual([[personalHosting, 2]]);
    expect(basketIsEmpty(basket.getSnapshot())).toBe(false);
    const withAddon = await readyBasket();
    withAddon.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: null });
    expect(basketIsEmpty(withAddon.getSnapshot())).toBe(false);
    const withDomain = await readyBasket();
    withDomain.send({ type: "basket.ownDomain.add", fullDomain: "mine.net" });
    expect(basketIsEmpty(withDomain.getSnapshot())).toBe(false);
    expect(basketErrorMessage(withDomain.getSnapshot())).toBe("Your own domain has to be assigned to hosting!");
  });

  it("offer checkout for a basket with something to order and no error, and a voucher while none is checked", async () => {
    const basket = await readyBasket();
    expect(canCheckout(basket.getSnapshot())).toBe(false);
    expect(canApplyVoucher(basket.getSnapshot())).toBe(true);
    basket.send({ type: "basket.domain.add", result: searchResult("ready.com"), action: "register" });
    expect(canCheckout(basket.getSnapshot())).toBe(true);
    // An own domain without hosting is an error the visitor has to fix first.
    basket.send({ type: "basket.ownDomain.add", fullDomain: "mine.net" });
    expect(canCheckout(basket.getSnapshot())).toBe(false);

    const waitingForVoucher = createActor(
      basketMachine.provide({
        actors: {
          catalogue: loadedCatalogue,
          checkVoucher: fromPromise(() => new Promise<{ voucher: BasketVoucher }>(() => {})),
        },
      }),
      { input: { brandName: "UK2" } },
    ).start();
    await waitFor(waitingForVoucher, (s) => !isRestoring(s) && s.context.catalogue !== null);
    waitingForVoucher.send({ type: "basket.domain.add", result: searchResult("ready.com"), action: "register" });
    waitingForVoucher.send({ type: "basket.voucher.apply", code: "SAVE10" });
    expect(canApplyVoucher(waitingForVoucher.getSnapshot())).toBe(false);
  });

  it("clear the last checkout error as soon as the visitor tries again", async () => {
    let attempts = 0;
    const basket = createActor(
      basketMachine.provide({
        actors: {
          catalogue: loadedCatalogue,
          submitBasket: fromPromise<{ basketUuid: string }, SubmitBasketInput>(() => {
            attempts += 1;
            return attempts === 1 ? Promise.reject(new Error("offline")) : new Promise(() => {});
          }),
        },
      }),
      { input: { brandName: "UK2" } },
    ).start();
    await waitFor(basket, (s) => !isRestoring(s) && s.context.catalogue !== null);
    basket.send({ type: "basket.domain.add", result: searchResult("ready.com"), action: "register" });
    basket.send({ type: "basket.checkout" });
    await waitFor(basket, (s) => checkoutError(s) !== null);
    basket.send({ type: "basket.checkout" });
    expect(attempts).toBe(2);
    expect(checkoutError(basket.getSnapshot())).toBeNull();
  });

  it("read the messages the basket shows", async () => {
    const basket = await readyBasket();
    const snapshot = () => basket.getSnapshot();
    expect([voucherMessage, ownDomainMessage, checkoutError, orderError].map((read) => read(snapshot()))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    basket.send({ type: "basket.voucher.apply", code: " " });
    basket.send({ type: "basket.ownDomain.add", fullDomain: "not a domain" });
    basket.send({ type: "basket.domain.add", result: searchResult("go.com"), action: "register" });
    basket.send({ type: "basket.checkout" });
    await waitFor(basket, (s) => s.context.checkoutError !== null);
    basket.send({ type: "basket.order.submit", order: "%%%", voucher: null });
    expect(voucherMessage(snapshot())).toBe("Please enter a voucher code.");
    expect(ownDomainMessage(snapshot())).toBe("Enter the domain you own, such as example.com.");
    expect(checkoutError(snapshot())).toBe(
      "We could not start your checkout. Please check your connection and try again.",
    );
    expect(orderError(snapshot())).toBe("There was an error placing your order.");
  });
});
