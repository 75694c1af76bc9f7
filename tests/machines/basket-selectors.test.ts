import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { basketMachine } from "../../machines/basket/basket.machine";
import {
  addonLines,
  appliedVoucher,
  basketOffers,
  domainLines,
  hostingLines,
} from "../../machines/basket/line-selectors";
import { basketErrorMessage, basketItemCount, hasDomain, hostingPlanCounts } from "../../machines/basket/selectors";
import { catalogueMachine } from "../../machines/catalogue/catalogue.machine";
import { hostingOffers, hostingPeriodChoices } from "../../machines/catalogue/selectors";
import { catalogue, personalHosting, save10, searchResult } from "../fixtures/basket";

const loadedCatalogue = catalogueMachine.provide({ actors: { loadCatalogue: fromPromise(async () => catalogue) } });

async function readyBasket() {
  const machine = basketMachine.provide({
    actors: { catalogue: loadedCatalogue, checkVoucher: fromPromise(async () => ({ voucher: save10 })) },
  });
  const actor = createActor(machine, { input: { brandName: "UK2" } }).start();
  await waitFor(actor, (s) => !s.hasTag("loading") && s.context.catalogue !== null);
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
    const snapshot = await waitFor(basket, (s) => !s.hasTag("checkingVoucher"));
    expect(appliedVoucher(snapshot)).toEqual({
      code: "SAVE10",
      discount: { type: "percentage", amount: 10 },
      appliesTo: "domains",
    });
  });
});
