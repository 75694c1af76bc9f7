import type { SnapshotFrom } from "xstate";
import type { lookupMachine } from "../../../machines/lookup/lookup.machine";
import { resultListView, resultRowView } from "../../../machines/lookup/result-selectors";
import {
  domainPrices,
  expectedSavingPercent,
  isPeriod,
  labelMonths,
  months,
  soldInWholeYears,
  twoYearOfferShown,
} from "../basket/basket.oracle";
import type { ModelOracle } from "../support/model-paths";
import { oracleChecks } from "../support/oracle-checks";
import { isFinal, keyOf } from "./lookup.oracle";

/**
 * The lookup's view oracle (issue 27): on every step, each result as its row shows it and the list as the page orders
 * it, for the period the visitor picked. Written from the spec (sections 3, 4 and 9) and the basket oracle's price
 * rules, never from `rules/`: a row shows exactly what the basket charges for the result added for that period, so
 * the page never shows one price and the basket charge another.
 */

type Snapshot = SnapshotFrom<typeof lookupMachine>;
type Result = Snapshot["context"]["currentDomainLookup"]["results"][number];

/**
 * What a visitor can do with a result of each final status (spec section 4; the basket keeps available, premium and
 * preorder names as registered, a transfer as transferred): register a name free, premium or open to pre-order,
 * transfer one the registrar says can be; nothing for a taken, unavailable, reserved or trademarked name, nor for a
 * bundle, which the basket adds itself with what it comes with.
 */
const actionOf: Record<string, "register" | "transfer" | null> = {
  available: "register",
  premium: "register",
  preorder: "register",
  transfer: "transfer",
  taken: null,
  unavailable: null,
  reserved: null,
  trademarked: null,
  bundle: null,
};

/** The checks below that apply only to some results or picks; `lookup.data.test.ts` fails while one is never reached. */
export const lookupViewChecks = oracleChecks([
  ...Object.entries(actionOf).map(([status, action]) => `a ${status} row offers ${action ?? "nothing"}`),
  "a row still being checked shows no price nor action",
  "a row priced by its period's pricing entry",
  "a row priced by the result's own prices (no pricing entry for its period)",
  "a special offer shown with the regular price struck",
  "a row for the period the visitor picked",
  "a row for a picked period the result is not sold for",
  "a row for a pick in months keeps the result's own",
  "a row for a pick that is no period keeps the result's own",
  "a two-year offer within 1 of the one-year price shown",
  "a two-year offer further from the one-year price not shown",
  "a row for 2y takes the two-year offer",
  "the exact match shown on its own",
  "results sorted by the price each row shows",
]);
const reach = lookupViewChecks.reach;

/**
 * What the basket charges for the result added for the period picked (basket oracle: the period picked when it is whole
 * years, else the result's own; its pricing entry, else the result's own prices; the two-year offer the row shows, taken for
 * 2y), and the regular price a special offer lowers.
 */
function chargeOf(result: Result, picked: string | undefined) {
  const period = soldInWholeYears(picked) ? picked : result.period;
  const entry = result.prices.find((price) => price.period === period);
  const own = entry ?? result;
  const offered = period === "2y" && twoYearOfferShown(result) ? result.twoYearOffer : undefined;
  const offer = offered ? { new_price: offered.new_price, renew_price: offered.renew_price } : null;
  const { price, renew } = domainPrices({ ...own, free_register_id: null, offer });
  reach(
    entry
      ? "a row priced by its period's pricing entry"
      : "a row priced by the result's own prices (no pricing entry for its period)",
  );
  if (offer) reach("a row for 2y takes the two-year offer");
  if (picked !== undefined) {
    reach(
      soldInWholeYears(picked)
        ? "a row for the period the visitor picked"
        : isPeriod(picked)
          ? "a row for a pick in months keeps the result's own"
          : "a row for a pick that is no period keeps the result's own",
    );
    if (soldInWholeYears(picked) && !entry) reach("a row for a picked period the result is not sold for");
  }
  return { period, price, renew, was: price < own.new_price ? own.new_price : null };
}

/** One result's row (spec sections 3, 4 and 9), for the period picked (else the result's own). */
function rowProblems(result: Result, picked: string | undefined): string[] {
  const key = keyOf(result);
  const row = resultRowView(result, picked ?? result.period);
  const problems: string[] = [];
  const checking = !isFinal(result.status);
  const action = checking ? null : actionOf[result.status];
  if (checking) reach("a row still being checked shows no price nor action");
  else reach(`a ${result.status} row offers ${action ?? "nothing"}`);
  const shown = [row.domain, row.status, row.checking, row.action, row.isPremium];
  const expected = [key, result.status, checking, action, result.isPremium];
  if (JSON.stringify(shown) !== JSON.stringify(expected))
    problems.push(`${key} shows [${shown}], the spec says [${expected}]`);
  const periods = row.periods.map((choice) => choice.period);
  // decisions.md section 3: a domain is sold in whole years, whatever else its pricing lists.
  const yearly = result.prices.filter((price) => months(price.period) % 12 === 0 && months(price.period) >= 12);
  if (JSON.stringify(periods) !== JSON.stringify(yearly.map((price) => price.period)))
    problems.push(`${key} offers the periods [${periods}], its whole-year entries [${yearly.map((p) => p.period)}]`);
  for (const choice of row.periods)
    if (labelMonths(choice.label) !== months(choice.period))
      problems.push(`${key}'s choice ${choice.period} reads "${choice.label}"`);
  if (result.twoYearOffer)
    reach(
      twoYearOfferShown(result)
        ? "a two-year offer within 1 of the one-year price shown"
        : "a two-year offer further from the one-year price not shown",
    );
  // The two-year offer's price, as the basket charges it for 2y.
  const offerPrice = twoYearOfferShown(result) ? (result.twoYearOffer?.new_price ?? null) : null;
  if (row.twoYearOfferPrice !== offerPrice)
    problems.push(`${key} offers two years for ${row.twoYearOfferPrice}, the basket charges ${offerPrice}`);
  if (action === null) {
    if (row.price !== null) problems.push(`${key} (${result.status}) shows a price: ${JSON.stringify(row.price)}`);
    return problems;
  }
  const charge = chargeOf(result, picked);
  if (charge.was !== null) reach("a special offer shown with the regular price struck");
  const price = row.price && [
    row.price.period,
    row.price.shown,
    row.price.was,
    row.price.renew,
    row.price.savingsPercent,
  ];
  const charged = [
    charge.period,
    charge.price,
    charge.was,
    charge.renew,
    expectedSavingPercent(charge.price, charge.renew),
  ];
  if (JSON.stringify(price) !== JSON.stringify(charged))
    problems.push(
      `${key} for ${picked ?? "its own period"} shows [period, price, was, renew, saving %] [${price}], the basket [${charged}]`,
    );
  if (row.price && labelMonths(row.price.periodLabel) !== months(row.price.period))
    problems.push(`${key}'s price for ${row.price.period} reads "${row.price.periodLabel}"`);
  return problems;
}

/**
 * The list as the page shows it: the exact name searched for on its own, whatever the filters, then the others; a price
 * sort orders them by the price each row shows for its period (rows without a price last, in either direction; equal
 * prices in the registrar's order).
 */
function listProblems(snapshot: Snapshot): string[] {
  const c = snapshot.context;
  const results = c.currentDomainLookup.results;
  const exactKey = c.searchedInfo ? keyOf(c.searchedInfo) : null;
  const exact = results.find((result) => keyOf(result) === exactKey) ?? null;
  const others = results.filter((result) => result !== exact);
  if (exact) reach("the exact match shown on its own");
  const priceOf = (result: Result) =>
    isFinal(result.status) && actionOf[result.status] ? chargeOf(result, c.selectedPeriods[keyOf(result)]).price : null;
  const problems: string[] = [];
  for (const direction of [1, -1]) {
    const view = resultListView(results, c.searchedInfo, c.selectedPeriods, {
      statuses: [],
      tlds: [],
      sort: direction === 1 ? "price-asc" : "price-desc",
    });
    const priced = others.map((result) => ({ key: keyOf(result), price: priceOf(result) }));
    if (new Set(priced.map((p) => p.price)).size > 1) reach("results sorted by the price each row shows");
    // Array sort keeps equal prices in the order they came.
    const withPrice = priced.flatMap(({ key, price }) => (price === null ? [] : [{ key, price }]));
    const order = [
      ...withPrice.sort((a, b) => (a.price - b.price) * direction),
      ...priced.filter((p) => p.price === null),
    ].map((p) => p.key);
    const listed = view.others.map(keyOf);
    if ((view.exact && keyOf(view.exact)) !== (exact && keyOf(exact)) || view.otherCount !== others.length)
      problems.push(`the list shows ${view.exact && keyOf(view.exact)} on its own, the name searched is ${exactKey}`);
    if (JSON.stringify(listed) !== JSON.stringify(order))
      problems.push(
        `sorted by price (${direction === 1 ? "low" : "high"} first) the list is [${listed}], not [${order}]`,
      );
  }
  return problems;
}

export const lookupViewOracle: ModelOracle<typeof lookupMachine> = () => (step) => {
  const c = step.after.context;
  return [
    ...c.currentDomainLookup.results.flatMap((result) => rowProblems(result, c.selectedPeriods[keyOf(result)])),
    ...listProblems(step.after),
  ];
};
