import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { AiGeneratorResponse, AiSuggestions, LookupResponse, PricingEntry } from "../../../contract/domains";
import { type Answer, lookupMachine, type SearchRequest } from "../../../machines/lookup/lookup.machine";
import { resultListView, resultRowView } from "../../../machines/lookup/result-selectors";
import { requestNameOf } from "../../../machines/lookup/search-plan";
import {
  type DomainResult,
  noResultFilters,
  sameProgress,
  selectAiUuid,
  selectCanStartHumanCheck,
  selectChosenPeriod,
  selectHasResults,
  selectHumanCheckError,
  selectLoadedAiSearch,
  selectMessage,
  selectProgress,
  selectResults,
  selectSearch,
  selectSearchedDomain,
  selectSelectedPeriods,
  selectShowsHumanCheck,
  selectSolvingHumanCheck,
} from "../../../machines/lookup/selectors";
import { domainFirstPrice } from "../../../rules/basket/basket-lines";
import { domainFromSearchResult, domainToAddFrom } from "../../../rules/basket/search-result-domain";
import { answer, entry, whInput } from "./lookup.fixtures";

const price = (period: "1y" | "2y", newPrice: number, renew: number, offer: number | null = null): PricingEntry => ({
  period,
  period_in_months: Number.parseInt(period, 10) * 12,
  new_price: newPrice,
  renew_price: renew,
  special_offer_price: offer,
  serviceplan_id: 41001,
  extradetails: { tld: "com" },
});

function result(status: DomainResult["status"], overrides: Partial<DomainResult> = {}): DomainResult {
  return {
    domain_stem: "name",
    name: "name",
    tld: "com",
    status,
    new_price: 1299,
    renew_price: 1599,
    special_offer_price: null,
    period: "1y",
    period_in_months: 12,
    serviceplan_id: 41001,
    isPremium: false,
    prices: [price("1y", 1299, 1599), price("2y", 2498, 3198, 1999)],
    ...overrides,
  };
}

describe("lookup selectors", () => {
  it("show an available name's price for the chosen period, with its special offer", () => {
    const row = resultRowView(result("available"), "2y");
    expect(row.action).toBe("register");
    expect(row.price).toMatchObject({ period: "2y", periodLabel: "2 years", shown: 1999, was: 2498, renew: 3198 });
    expect(row.periods.map((choice) => choice.period)).toEqual(["1y", "2y"]);
  });

  it("offer a domain in whole years only, though its pricing lists a month (decisions.md section 3)", () => {
    const monthly: PricingEntry = { ...price("1y", 149, 149), period: "1m", period_in_months: 1 };
    const row = resultRowView(result("available", { prices: [monthly, ...result("available").prices] }), "1y");
    expect(row.periods.map((choice) => choice.period)).toEqual(["1y", "2y"]);
  });

  it("show the two-year offer's price for 2 years, the price the basket charges, with the regular price struck", () => {
    // WH .com (decisions.md price list): 12.99 a year, 28.98 for two years, the two-year offer 13.49.
    const com = result("available", {
      prices: [price("1y", 1299, 1599), price("2y", 2898, 3198)],
      twoYearOffer: {
        brand: "WH",
        period: "2y",
        new_price: 1349,
        renew_price: 3198,
        special_offer_price: null,
        serviceplan_id: 41006,
        extradetails: { tld: "com" },
      },
    });
    expect(resultRowView(com, "2y").price).toMatchObject({ shown: 1349, was: 2898, renew: 3198 });
    expect(resultRowView(com, "1y").price).toMatchObject({ shown: 1299, was: null, renew: 1599 });
    // Within 1 of the one-year price (spec section 9), the row offers it: 2 years for 13.49.
    expect(resultRowView(com, "1y").twoYearOfferPrice).toBe(1349);
  });

  it("show for every period exactly the first price the basket charges for the result added for it", () => {
    const amount = fc.integer({ min: 1, max: 100_000 });
    const pricing = (period: "1y" | "2y") =>
      fc
        .record({ newPrice: amount, renew: amount, offer: fc.option(amount, { nil: null }) })
        .map(({ newPrice, renew, offer }) => price(period, newPrice, renew, offer));
    const twoYearOffer = fc.option(
      fc.record({ new_price: amount, renew_price: amount }).map((offer) => ({
        ...offer,
        brand: "WH" as const,
        period: "2y" as const,
        special_offer_price: null,
        serviceplan_id: 41006,
        extradetails: { tld: "com" },
      })),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        pricing("1y"),
        pricing("2y"),
        twoYearOffer,
        fc.constantFrom("1y", "2y"),
        (one, two, offer, period) => {
          const shown = result("available", {
            new_price: one.new_price,
            renew_price: one.renew_price,
            special_offer_price: one.special_offer_price,
            prices: [one, two],
            twoYearOffer: offer,
          });
          const charged = domainFirstPrice(domainFromSearchResult(domainToAddFrom(shown, "register", period), "WH"));
          expect(resultRowView(shown, period).price?.shown).toBe(charged);
        },
      ),
    );
  });

  it("show the period and price the basket takes for a pick, even one the result has no pricing entry for", () => {
    // Sold for 2y only: the result's own 1y (no pick, or a pick that is no period) is priced by its own prices, as
    // the basket prices it, not by the first pricing entry.
    const twoYearsOnly = result("available", { prices: [price("2y", 2498, 3198, 1999)] });
    expect(resultRowView(twoYearsOnly, "1y").price).toMatchObject({ period: "1y", shown: 1299, renew: 1599 });
    expect(resultRowView(twoYearsOnly, "12mo").price).toMatchObject({ period: "1y", shown: 1299 });
    expect(resultRowView(twoYearsOnly, "3y").price).toMatchObject({
      period: "3y",
      periodLabel: "3 years",
      shown: 1299,
    });
    // Without its TLD's price list the row offers no periods, yet shows what the basket charges.
    const unlisted = result("available", { prices: [], special_offer_price: 999 });
    expect(resultRowView(unlisted, "1y").price).toMatchObject({ period: "1y", shown: 999, was: 1299, renew: 1599 });
    expect(resultRowView(unlisted, "1y").periods).toEqual([]);
  });

  it("offer two years at what the basket charges for them, the offer's new price, beside a special offer price", () => {
    const offered = result("available", {
      twoYearOffer: {
        brand: "WH",
        period: "2y",
        new_price: 1349,
        renew_price: 3198,
        special_offer_price: 1249,
        serviceplan_id: 41006,
        extradetails: { tld: "com" },
      },
    });
    expect(resultRowView(offered, "1y").twoYearOfferPrice).toBe(1349);
    expect(resultRowView(offered, "2y").price?.shown).toBe(1349);
  });

  it("show no price and no action while a name is still being checked, nor for a taken name", () => {
    expect(resultRowView(result("started"), "1y")).toMatchObject({ checking: true, price: null, action: null });
    expect(resultRowView(result("taken"), "1y")).toMatchObject({ checking: false, price: null, action: null });
    expect(resultRowView(result("transfer"), "1y").action).toBe("transfer");
  });

  it("show the exact name searched for on its own, whatever the filters, and filter and sort the others", () => {
    const exact = result("taken");
    const dear = result("available", { name: "dear", prices: [price("1y", 2999, 2999)] });
    const cheap = result("available", { name: "cheap", prices: [price("1y", 1299, 1599), price("2y", 3999, 3999)] });
    const taken = result("taken", { name: "gone" });
    const view = resultListView(
      [dear, exact, taken, cheap],
      { name: "name", tld: "com" },
      {},
      {
        statuses: ["available"],
        tlds: [],
        sort: "price-asc",
      },
    );
    expect(view.exact).toBe(exact);
    expect(view.others).toEqual([cheap, dear]);
    expect(view.otherCount).toBe(3);
    expect(view.statusFacets).toEqual([
      { value: "available", count: 2 },
      { value: "taken", count: 1 },
    ]);
    expect(view.tldFacets).toEqual([{ value: "com", count: 3 }]);
    // The price sort follows the period chosen in each row: cheap.com for 2 years costs more than dear.com for 1.
    const chosen = resultListView(
      [dear, cheap],
      null,
      { "cheap.com": "2y" },
      { ...noResultFilters, sort: "price-desc" },
    );
    expect(chosen.exact).toBeNull();
    expect(chosen.others.map((r) => r.name)).toEqual(["cheap", "dear"]);
    // A row without a price (taken, or still being checked) sorts after the priced ones.
    const priceless = resultListView([taken, dear, cheap], null, {}, { ...noResultFilters, sort: "price-asc" });
    expect(priceless.others.map((r) => r.name)).toEqual(["cheap", "dear", "gone"]);
  });

  it("follow a lookup from searching, through checking the rest, to finished; and ask for the human check", async () => {
    const clock = new SimulatedClock();
    const answers: LookupResponse[] = [
      answer(false, entry("name.com", "registrar_available"), entry("name.net", "started")),
    ];
    const actor = createActor(
      lookupMachine.provide({
        actors: {
          lookupRequest: fromPromise(
            async ({ input }): Promise<Answer<LookupResponse>> => ({
              requestName: input.requestName,
              response: answers.shift() ?? { requireHCaptcha: true },
            }),
          ),
          lookupPoll: fromPromise(async ({ input }) => ({
            requestName: input.requestName,
            response: { response: answer(true, entry("name.net", "registrar_available")), updatedCounter: 1 },
          })),
          premiumCheck: fromPromise(async ({ input }) => ({
            requestName: input.requestName,
            response: { domains: [] },
          })),
        },
      }),
      { input: whInput, clock },
    ).start();
    expect(selectProgress(actor.getSnapshot())).toEqual({ kind: "none" });
    actor.send({ type: "lookup.submit", search: { kind: "single", query: "name", transfer: false } });
    expect(selectProgress(actor.getSnapshot())).toEqual({ kind: "searching" });
    await waitFor(actor, (snapshot) => selectProgress(snapshot).kind === "checking");
    expect(selectProgress(actor.getSnapshot())).toEqual({ kind: "checking", checked: 1, total: 2 });
    clock.increment(2500);
    await waitFor(actor, (snapshot) => selectProgress(snapshot).kind === "finished");
    expect(selectProgress(actor.getSnapshot())).toMatchObject({ kind: "finished", suspended: false });

    actor.send({ type: "lookup.submit", search: { kind: "single", query: "again", transfer: false } });
    await waitFor(actor, selectShowsHumanCheck);
    expect(selectCanStartHumanCheck(actor.getSnapshot())).toBe(true);
    actor.send({ type: "lookup.humanCheck.start" });
    expect(selectCanStartHumanCheck(actor.getSnapshot())).toBe(false);
    expect(selectShowsHumanCheck(actor.getSnapshot())).toBe(true);
    actor.send({ type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" });
    expect(selectProgress(actor.getSnapshot())).toEqual({ kind: "searching" });
    actor.stop();
  });
});

/** A lookup whose registrar, poll, AI generator and shared-link loader answer as scripted (premium checks find none). */
function scriptedLookup(script: {
  lookup?: () => LookupResponse;
  poll?: (counter: number) => LookupResponse;
  ai?: AiGeneratorResponse;
  aiLoad?: AiSuggestions;
}) {
  const clock = new SimulatedClock();
  const pending = () => new Promise<never>(() => {});
  const actor = createActor(
    lookupMachine.provide({
      actors: {
        lookupRequest: fromPromise(async ({ input }) =>
          script.lookup ? { requestName: input.requestName, response: script.lookup() } : pending(),
        ),
        lookupPoll: fromPromise(async ({ input }) => ({
          requestName: input.requestName,
          response: { response: script.poll?.(input.counter + 1) ?? {}, updatedCounter: input.counter + 1 },
        })),
        premiumCheck: fromPromise(async ({ input }) => ({ requestName: input.requestName, response: { domains: [] } })),
        aiGenerate: fromPromise(async ({ input }) =>
          script.ai ? { requestName: input.requestName, response: script.ai } : pending(),
        ),
        aiLoad: fromPromise(async () => script.aiLoad ?? pending()),
      },
    }),
    { input: whInput, clock },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, settle, snapshot: () => actor.getSnapshot() };
}

describe("lookup selectors read what the lookup shows", () => {
  it("show the search, its key, its results, the exact name searched and the periods picked", async () => {
    const lookup = scriptedLookup({
      lookup: () => answer(true, entry("name.com", "registrar_available"), entry("name.net", "registrar_available")),
    });
    expect(selectHasResults(lookup.snapshot())).toBe(false);
    const search = { kind: "single" as const, query: "name.com", transfer: false };
    lookup.actor.send({ type: "lookup.submit", search });
    await lookup.settle();
    const snapshot = lookup.snapshot();
    expect(selectSearch(snapshot)).toEqual(search);
    expect(snapshot.context.pendingRequestName).toBe(requestNameOf(search));
    expect(selectResults(snapshot).map((r) => `${r.name}.${r.tld}:${r.status}`)).toEqual([
      "name.com:available",
      "name.net:available",
    ]);
    expect(selectHasResults(snapshot)).toBe(true);
    expect(selectSearchedDomain(snapshot)).toEqual({ name: "name", tld: "com", tldSpecific: true });
    expect(selectProgress(snapshot)).toEqual({ kind: "finished", count: 2, suspended: false });
    lookup.actor.send({ type: "lookup.period.select", domain: "name.net", period: "2y" });
    expect(selectSelectedPeriods(lookup.snapshot())).toEqual({ "name.net": "2y" });
    expect(selectChosenPeriod(lookup.snapshot(), "name.net")).toBe("2y");
    expect(selectChosenPeriod(lookup.snapshot(), "name.com")).toBeUndefined();
  });

  it("say a lookup stopped after 6 polls is finished and suspended, its unfinished names counted", async () => {
    const lookup = scriptedLookup({
      lookup: () => answer(false, entry("slow.com", "started"), entry("slow.net", "registrar_available")),
      poll: () => answer(false, entry("slow.com", "started")),
    });
    lookup.actor.send({ type: "lookup.submit", search: { kind: "single", query: "slow", transfer: false } });
    await lookup.settle();
    expect(selectProgress(lookup.snapshot())).toEqual({ kind: "checking", checked: 1, total: 2 });
    for (let poll = 0; poll < 6; poll++) {
      lookup.clock.increment(2500);
      expect(selectProgress(lookup.snapshot())).toMatchObject({ kind: "checking" });
      await lookup.settle();
    }
    expect(selectProgress(lookup.snapshot())).toEqual({ kind: "finished", count: 2, suspended: true });
  });

  it("show the input message before any lookup error, and the lookup error when the input was fine", async () => {
    const lookup = scriptedLookup({ lookup: () => ({ error: "Registrar maintenance." }) });
    lookup.actor.send({ type: "lookup.submit", search: { kind: "single", query: " ", transfer: false } });
    expect(selectMessage(lookup.snapshot())).toBe("Your search was empty. Please enter a domain.");
    lookup.actor.send({ type: "lookup.submit", search: { kind: "single", query: "name", transfer: false } });
    await lookup.settle();
    expect(selectMessage(lookup.snapshot())).toBe("Registrar maintenance.");
    lookup.actor.send({ type: "lookup.submit", search: { kind: "bulk", query: "one.com, bad.zz", transfer: false } });
    await lookup.settle();
    expect(selectMessage(lookup.snapshot())).toBe("'.zz' is not a supported domain extension.\n");
  });

  it("say ideas are being found while the AI generates, and show the human check while it is asked for", async () => {
    const lookup = scriptedLookup({ ai: { requireHCaptcha: true } });
    lookup.actor.send({ type: "lookup.submit", search: { kind: "ai", query: "bakery", transfer: false } });
    expect(selectProgress(lookup.snapshot())).toEqual({ kind: "findingIdeas" });
    await lookup.settle();
    expect(selectShowsHumanCheck(lookup.snapshot())).toBe(true);
    expect(selectSolvingHumanCheck(lookup.snapshot())).toBe(false);
    expect(selectCanStartHumanCheck(lookup.snapshot())).toBe(true);
    lookup.actor.send({ type: "lookup.humanCheck.start" });
    expect(selectSolvingHumanCheck(lookup.snapshot())).toBe(true);
    expect(selectHumanCheckError(lookup.snapshot())).toBeNull();
    lookup.actor.send({ type: "lookup.humanCheck.failed" });
    expect(selectSolvingHumanCheck(lookup.snapshot())).toBe(false);
    expect(selectShowsHumanCheck(lookup.snapshot())).toBe(true);
    expect(selectHumanCheckError(lookup.snapshot())).toBe("The human check could not be completed. Please try again.");
  });

  it("give a shared AI link's search only once its ideas are loaded", async () => {
    const lookup = scriptedLookup({ aiLoad: { uuid: "u-2", prompt: "bread", domains: ["bread.com"] } });
    expect(selectAiUuid(lookup.snapshot())).toBeNull();
    lookup.actor.send({ type: "lookup.ai.load", uuid: "u-2", transfer: true });
    expect(selectAiUuid(lookup.snapshot())).toBe("u-2");
    expect(selectProgress(lookup.snapshot())).toEqual({ kind: "findingIdeas" });
    expect(selectLoadedAiSearch(lookup.snapshot())).toBeNull();
    await lookup.settle();
    expect(selectLoadedAiSearch(lookup.snapshot())).toEqual({ kind: "ai", query: "bread", transfer: true });
    // A search typed by the visitor is no shared link: nothing to put back in the URL.
    const typed = scriptedLookup({ ai: { uuid: "u-3", prompt: "cake", domains: ["cake.com"] } });
    typed.actor.send({ type: "lookup.submit", search: { kind: "ai", query: "cake", transfer: false } });
    await typed.settle();
    expect(selectLoadedAiSearch(typed.snapshot())).toBeNull();
  });

  it("give every different search its own key (the result list starts over for a new search)", () => {
    const lookup = scriptedLookup({});
    const searches: SearchRequest[] = [
      { kind: "single", query: "name", transfer: false },
      { kind: "single", query: "name", transfer: true },
      { kind: "single", query: "other", transfer: false },
      { kind: "bulk", query: "name", transfer: false },
      { kind: "ai", query: "name", transfer: false },
    ];
    const keys = searches.map((search) => {
      lookup.actor.send({ type: "lookup.submit", search });
      return lookup.snapshot().context.pendingRequestName;
    });
    expect(new Set(keys).size).toBe(searches.length);
    lookup.actor.send({ type: "lookup.submit", search: searches[0] });
    expect(lookup.snapshot().context.pendingRequestName).toBe(keys[0]);
  });

  it("tell two progress lines apart only by what they say", () => {
    expect(sameProgress({ kind: "checking", checked: 1, total: 2 }, { kind: "checking", checked: 1, total: 2 })).toBe(
      true,
    );
    expect(sameProgress({ kind: "checking", checked: 1, total: 2 }, { kind: "checking", checked: 2, total: 2 })).toBe(
      false,
    );
  });
});
