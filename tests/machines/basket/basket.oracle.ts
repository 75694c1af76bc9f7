import { isDeepStrictEqual } from "node:util";
import type { SnapshotFrom } from "xstate";
import { z } from "zod/mini";
import { brands } from "../../../brands/index";
import { type OrderItem, orderItemSchema, voucherSchema } from "../../../contract/basket";
import { serviceplanListSchema } from "../../../contract/catalogue";
import { browserErrorCodes, isCallFailure } from "../../../contract/errors";
import type { basketMachine } from "../../../machines/basket/basket.machine";
import { strippedVoucherCodes } from "../../../rules/basket/persistence";
import type { ModelOracle, ModelStep } from "../support/model-paths";
import { oracleChecks } from "../support/oracle-checks";

/**
 * The basket oracle: what the spec (storefront-spec.md sections 3, 4 "Basket", 5 "Basket", 7, 8 and 9,
 * decisions.md sections 2, 4 and 5) says about each state of the basket and about what each event must change. It
 * imports nothing of the machine or of `rules/basket/` (the error rule, promotions, linking, order items and the
 * messages are restated here) but the promotional voucher codes the spec does not show, only the brand API's contract
 * and the brands' promotions, so a bug in either shows up as a violation even on paths the machine itself generated.
 */

type BasketMachine = typeof basketMachine;
type Snapshot = SnapshotFrom<BasketMachine>;
type Step = ModelStep<BasketMachine>;
export type Contents = Snapshot["context"]["contents"];
type Domain = Contents["domains"][number];
type BasketEventOf = NonNullable<Parameters<Snapshot["can"]>[0]>;

/**
 * The oracle's checks that only apply to some baskets or answers, by name: the generated-data test fails on any that
 * no generated path reaches (a check never applied proves nothing).
 */
export const basketChecks = oracleChecks([
  "checkout is sent the basket's order items",
  "the voucher check is sent the basket's order items",
  "basket error NO_DOMAIN_FOR_EMAIL",
  "basket error NO_DOMAIN_FOR_HOSTING",
  "basket error OWN_DOMAIN_NOT_ASSIGNED",
  "a registered domain earns a free registration",
  "a transferred domain earns a free registration",
  "no free registration: premium",
  "no free registration: own domain",
  "no free registration: neither registered nor transferred",
  "no free registration: no promotion for its TLD",
  "no free registration: hosting of a year or less",
  "no free registration: a period the promotion does not name",
  "no free registration: a plan the promotion does not name",
  "a free-registered domain is 1y",
  "a two-year offer is for 2y",
  "a FREE .online has its .com or .co.uk",
  "a domain names its email hosting",
  "a backup belongs to email hosting",
  "a percentage voucher",
  "a fixed voucher",
  "a fixed voucher worth more than its lines",
  "a voucher matching a line by codename",
  "a voucher matching a line by plan id",
  "a voucher left off a line it does not name",
  "a stored basket restored",
  "an unreadable or another brand's stored basket",
  "another tab's basket",
  "a domain added again",
  "a domain registered",
  "a domain transferred",
  "a two-year offer taken",
  "a new domain links the lines waiting for one",
  "a removed domain unlinks its lines",
  "a domain's period picked",
  "a period in months refused for a domain",
  "a free-registered domain keeps 1y",
  "an own domain added",
  "an own domain refused",
  "a free .online added with its .com or .co.uk",
  "a .online added without its .com or .co.uk",
  "no free .online for this brand",
  "a hosting plan added for the period asked",
  "a hosting plan added for 12 months",
  "a hosting plan not sold for 12 months",
  "a hosting plan nobody sells",
  "a hosting period picked",
  "a hosting period not sold",
  "a hosting plan upgraded",
  "an offer kept through a period picked",
  "no upgrade where Business hosting is not sold",
  "an add-on added",
  "a backup added",
  "a blank voucher code",
  "a voucher code checked",
  "a voucher applied",
  "a voucher used up",
  "a voucher refused in the brand API's words",
  "a voucher refused without an answer",
  "checkout failed in the brand API's words",
  "checkout failed without an answer",
  "an order placed from the address",
  "an unreadable order in the address",
  "visitor events refused while the basket is read",
  "emptied while the basket is read",
  "edits accepted once ready",
  "a voucher refused while one is checked",
  "checkout accepted",
  "checkout shown while it opens",
  "checkout shown refused when not opening",
  "checkout refused: nothing to order",
  "checkout refused: a basket error",
  "checkout refused while it opens",
  "an order refused while one is placed",
]);

/** What the machine asked the app to do during one step: its side effects, as the model's implementations record them. */
export interface BasketEffects {
  /** The contents handed to `storeBasket`, one entry per write to local storage. */
  stores: Contents[];
  /** How many times the stored basket was removed. */
  clears: number;
  /** The basket ids checkout was opened with. */
  openedCheckouts: string[];
  /** The voucher codes recorded as not eligible (the one-year cookie of spec section 4). */
  notEligible: string[];
}

/** The messages, word for word: spec section 5 and 8, and the app's own where the spec gives none (docs/). */
export const basketMessages = {
  errors: {
    NO_DOMAIN_FOR_EMAIL: "No domain selected for email hosting!",
    NO_DOMAIN_FOR_HOSTING: "No domain selected for hosting!",
    OWN_DOMAIN_NOT_ASSIGNED: "Your own domain has to be assigned to hosting!",
  },
  orderQuery: "There was an error placing your order.",
  noVoucherCode: "Please enter a voucher code.",
  voucherApplied: (code: string) => `Voucher ${code} applied.`,
  voucherUsedMax: "This voucher is no longer eligible: it has been used the maximum number of times.",
  voucherCheckFailed: "We could not check this voucher. Please try again.",
  checkoutFailed: "We could not start your checkout. Please check your connection and try again.",
  notADomain: "Enter the domain you own, such as example.com.",
} as const;

/** Spec section 9: the free `.online` offer's serviceplan, earned with a `.com` or `.co.uk` of the same name. */
const freeOnlineServiceplan = 22607;
const freeOnlinePartners = ["com", "co.uk"];
/** Its title, whether it is free, its first price and its renewal. */
const freeOnline = ["FREE", true, 0, 2599];
/** Decisions section 4: the plan a personal-tier line is upgraded to. */
const upgradePlan = "hosting-business";
const preferredPeriod = "12m";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
export const isPeriod = (period: string | undefined): period is Domain["period"] =>
  period !== undefined && /^\d+[dmy]$/.test(period);

/** Spec section 9: y counts as 12 months. */
export function months(period: string): number {
  const count = Number.parseInt(period, 10);
  if (period.endsWith("y")) return 12 * count;
  return period.endsWith("m") ? count : 0;
}

/** decisions.md section 3: a domain is sold in whole years, at least one; any other pick keeps its period. */
export const soldInWholeYears = (period: string | undefined): period is Domain["period"] =>
  isPeriod(period) && months(period) >= 12 && months(period) % 12 === 0;

/**
 * The offers the basket page makes (spec section 5, docs/basket.md): email hosting for the first domain while it has
 * none and no Online Shop 10 plan (which includes mailboxes) is in the basket; UK2's free `.online` for each `.com` and
 * `.co.uk` that is not the visitor's own, while its `.online` is not in the basket; a free starter page for each domain
 * that no hosting line or starter page serves; the upgrade to Business Hosting on each personal-tier hosting line
 * (`upgradable`, their ids). Known by codename here (decisions.md section 4); the app knows the plans by name.
 */
export function expectedBasketOffers(contents: Contents, brandName: string) {
  const first = contents.domains[0];
  const shop10 = contents.orderDetail.some((line) => line.codename === "online-shop-10");
  const firstHasEmail = contents.domainAddons.some(
    (addon) => addon.codename === "email-hosting" && addon.connectedDomain === first?.fullDomain,
  );
  const partners = contents.domains.filter((d) => !d.ownDomain && ["com", "co.uk"].includes(d.tld));
  const onlineNames = [...new Set(partners.map((d) => d.name))].filter(
    (name) => !contents.domains.some((d) => d.fullDomain === `${name}.online`),
  );
  const served = [
    ...contents.orderDetail,
    ...contents.domainAddons.filter((addon) => addon.codename === "free-starter"),
  ].map((line) => line.connectedDomain);
  return {
    emailDomain: first && !shop10 && !firstHasEmail ? first.fullDomain : null,
    onlineDomains: (brandName === "UK2" ? onlineNames : []).map((name) => ({ fullDomain: `${name}.online`, name })),
    starterDomains: contents.domains.map((d) => d.fullDomain).filter((name) => !served.includes(name)),
    upgradable: contents.orderDetail.filter((line) => line.codename === "hosting-personal").map((line) => line.id),
  };
}

/** Spec section 5 "Basket": the basket error of these contents, in the spec's order. */
export function expectedBasketError(contents: Contents): Contents["error"] {
  if (contents.domainAddons.some((a) => a.codename === "email-hosting" && a.connectedDomain === null))
    return "NO_DOMAIN_FOR_EMAIL";
  if (contents.orderDetail.some((line) => line.connectedDomain === null)) return "NO_DOMAIN_FOR_HOSTING";
  const hosted = contents.orderDetail.map((line) => line.connectedDomain);
  if (contents.domains.some((d) => d.ownDomain && !hosted.includes(d.fullDomain))) return "OWN_DOMAIN_NOT_ASSIGNED";
  return null;
}

/**
 * Spec section 5: the free-domain promotion a domain earns: non-premium, registered or transferred, linked to a
 * hosting line bought for over a year, for an eligible period and a plan the promotion names.
 */
function earnedPromotion(brand: Snapshot["context"]["brandName"], domain: Domain, contents: Contents) {
  const linked = contents.orderDetail.filter((line) => line.connectedDomain === domain.fullDomain);
  const promotions = brands[brand].domainPromotions.filter((promotion) => promotion.tld === domain.tld);
  if (promotions.length === 0 && linked.length > 0)
    basketChecks.reach("no free registration: no promotion for its TLD");
  const qualifying = promotions.find((promotion) =>
    linked.some((line) => {
      const long = months(line.period) > 12;
      const eligible = promotion.eligible_period.includes(months(line.period));
      const named =
        promotion.must_be_bought_with.serviceplan_ids.includes(line.currentServiceplanID) ||
        promotion.must_be_bought_with.codenames.includes(line.codename);
      if (!long) basketChecks.reach("no free registration: hosting of a year or less");
      else if (!eligible) basketChecks.reach("no free registration: a period the promotion does not name");
      else if (!named) basketChecks.reach("no free registration: a plan the promotion does not name");
      return long && eligible && named;
    }),
  );
  if (!qualifying) return null;
  // The domain's own kind rules it out even with hosting that qualifies.
  const kind = domain.ownDomain
    ? "own domain"
    : domain.isPremium
      ? "premium"
      : domain.status !== "available" && domain.status !== "transfer"
        ? "neither registered nor transferred"
        : null;
  if (kind !== null) {
    basketChecks.reach(`no free registration: ${kind}`);
    return null;
  }
  basketChecks.reach(
    domain.status === "transfer"
      ? "a transferred domain earns a free registration"
      : "a registered domain earns a free registration",
  );
  return qualifying;
}

/** Spec section 7 and the contract: the order items the brand API is sent for these contents. */
export function expectedOrderItems(contents: Contents): OrderItem[] {
  const domains: OrderItem[] = contents.domains
    .filter((d) => !d.ownDomain)
    .map((d) => ({
      type: "domain",
      domain: d.fullDomain,
      action: d.status === "transfer" ? "transfer" : "register",
      period: d.period,
      ...(d.offer ? { offer: d.offer.serviceplan_id === freeOnlineServiceplan ? "free_online" : "two_year" } : {}),
      ...(d.isPremium ? { premium: true } : {}),
    }));
  const plan = (serviceplan_id: number, period: string, connected_domain: string | null): OrderItem => ({
    type: "plan",
    serviceplan_id,
    period,
    connected_domain,
  });
  return [
    ...domains,
    ...contents.orderDetail.map((l) => plan(l.currentServiceplanID, l.period, l.connectedDomain)),
    ...contents.domainAddons.map((a) => plan(a.serviceplan_id, a.period, a.connectedDomain)),
    ...contents.emailTimelineBackups.map((b) =>
      plan(
        b.serviceplan_id,
        b.period,
        contents.domainAddons.find((a) => a.id === b.connectedEmailAddon)?.connectedDomain ?? null,
      ),
    ),
  ];
}

/** Spec section 5 "Basket": savings percent is 100 minus the rounded new/renew price ratio; nothing saved shows 0. */
export function expectedSavingPercent(price: number, renew: number): number {
  return renew > 0 ? Math.max(100 - Math.round((price / renew) * 100), 0) : 0;
}

/**
 * How many months a period's label names ("1 year", "3 years", "1 month", "18 months"); null when it names none, is
 * not in good English, or counts whole years in months (docs/basket.md: "2 years", never "24 months").
 */
export function labelMonths(label: string): number | null {
  const match = /^(\d+) (year|month)(s?)$/.exec(label);
  if (!match || (match[1] === "1") === (match[3] === "s")) return null;
  const count = Number(match[1]);
  if (match[2] === "month" && count % 12 === 0) return null;
  return count * (match[2] === "year" ? 12 : 1);
}

/**
 * Spec section 9: the results show a search result's two-year offer when its price is within 1 (100 minor units) of
 * the one-year price; a price is the special offer price, if any, else the new price.
 */
export function twoYearOfferShown(result: {
  new_price: number;
  special_offer_price: number | null;
  twoYearOffer?: { new_price: number; special_offer_price: number | null };
}): boolean {
  const offer = result.twoYearOffer;
  return (
    offer !== undefined &&
    Math.abs((offer.special_offer_price ?? offer.new_price) - (result.special_offer_price ?? result.new_price)) <= 100
  );
}

/** A domain's first price and renewal: free when a promotion made it free, an offer's prices replace its own. */
export function domainPrices(
  d: Pick<Domain, "free_register_id" | "new_price" | "renew_price" | "special_offer_price"> & {
    offer: { new_price: number; renew_price: number } | null;
  },
): { price: number; renew: number } {
  const price = d.free_register_id !== null ? 0 : d.offer ? d.offer.new_price : (d.special_offer_price ?? d.new_price);
  return { price, renew: d.offer ? d.offer.renew_price : d.renew_price };
}

/**
 * Spec section 5 "Basket", the voucher: a percentage of item prices or a fixed amount (spread over the items in the
 * basket's order), limited to items matching by codename or plan ids, skipping free-registered items, rounded to whole
 * minor units; totals never go below 0. An item's price is its first period's: a free-registered domain is free, an
 * offer's price replaces the domain's, a special offer price the new price; an own domain is not an item. Spec
 * section 3 gives each item its savings total too: what its first period costs less than its renewal (never below 0);
 * the basket's "saved" adds them and the voucher's discount.
 */
export function expectedTotals(contents: Contents): {
  subtotal: number;
  discount: number;
  total: number;
  saved: number;
} {
  const firstPrice = (entry: { new_price: number; special_offer_price: number | null } | undefined) =>
    entry ? (entry.special_offer_price ?? entry.new_price) : 0;
  const items = [
    ...contents.domains
      .filter((d) => !d.ownDomain)
      .map((d) => ({
        codename: "domain",
        plan: d.currentServiceplanID,
        free: d.free_register_id !== null,
        ...domainPrices(d),
      })),
    ...[...contents.orderDetail, ...contents.domainAddons, ...contents.emailTimelineBackups].map((line) => {
      const entry = line.prices.find((p) => p.period === line.period);
      return {
        codename: line.codename,
        plan: "currentServiceplanID" in line ? line.currentServiceplanID : line.serviceplan_id,
        free: false,
        price: firstPrice(entry),
        renew: entry?.renew_price ?? 0,
      };
    }),
  ];
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  const savings = items.reduce((sum, item) => sum + Math.max(item.renew - item.price, 0), 0);
  const voucher = contents.voucher;
  if (voucher === null) return { subtotal, discount: 0, total: subtotal, saved: savings };
  const matching = items.filter((item) => {
    const byCodename = voucher.codename !== null && voucher.codename === item.codename;
    const byPlan = voucher.serviceplan_ids.includes(item.plan);
    if (item.free) return false;
    if (byCodename) basketChecks.reach("a voucher matching a line by codename");
    if (byPlan) basketChecks.reach("a voucher matching a line by plan id");
    if (!byCodename && !byPlan && item.price > 0) basketChecks.reach("a voucher left off a line it does not name");
    return byCodename || byPlan;
  });
  const worth = matching.reduce((sum, item) => sum + item.price, 0);
  let discount: number;
  if (voucher.discount_type === "percentage") {
    basketChecks.reach("a percentage voucher");
    discount = matching.reduce((sum, item) => sum + Math.round((item.price * voucher.discount_value) / 100), 0);
  } else {
    basketChecks.reach(
      voucher.discount_value > worth ? "a fixed voucher worth more than its lines" : "a fixed voucher",
    );
    discount = Math.min(voucher.discount_value, worth);
  }
  return { subtotal, discount, total: Math.max(subtotal - discount, 0), saved: savings + discount };
}

/**
 * Which visitor events the spec lets a visitor send in a snapshot (spec sections 4 and 5 "Basket"): nothing while the
 * stored basket is read; once ready, every change to the lines, clearing it; a voucher code while none is being
 * checked; checkout while it is not opening, for a basket with something to order and no basket error; an order from
 * the checkout address while none is placed.
 */
export function basketAccepts(snapshot: Snapshot, event: BasketEventOf): boolean {
  const r = regionsOf(snapshot);
  if (!r.ready) {
    // Spec section 4 and decisions: an order placed, or a page failing, empties the basket; the basket may start on the
    // page that tells of the order, before it has read what was saved.
    if (event.type === "basket.clear" || event.type === "basket.page.error") {
      basketChecks.reach("emptied while the basket is read");
      return true;
    }
    basketChecks.reach("visitor events refused while the basket is read");
    return false;
  }
  switch (event.type) {
    case "basket.voucher.apply":
      if (r.voucher !== "idle") basketChecks.reach("a voucher refused while one is checked");
      return r.voucher === "idle";
    case "basket.checkout": {
      const contents = snapshot.context.contents;
      if (r.checkout !== "idle") {
        basketChecks.reach("checkout refused while it opens");
        return false;
      }
      if (expectedOrderItems(contents).length === 0) {
        basketChecks.reach("checkout refused: nothing to order");
        return false;
      }
      if (expectedBasketError(contents) !== null) {
        basketChecks.reach("checkout refused: a basket error");
        return false;
      }
      basketChecks.reach("checkout accepted");
      return true;
    }
    case "basket.order.submit":
      if (r.order !== "idle") basketChecks.reach("an order refused while one is placed");
      return r.order === "idle";
    // docs/content.md: checkout shown in the same page ends "opening checkout" (the spec has no word for it).
    case "basket.checkout.opened": {
      const leaving = r.checkout === "leaving" || r.order === "leaving";
      basketChecks.reach(leaving ? "checkout shown while it opens" : "checkout shown refused when not opening");
      return leaving;
    }
    default:
      basketChecks.reach("edits accepted once ready");
      return true;
  }
}

/**
 * Spec section 2: `?order=` is base64 of a JSON list of order items, in UTF-8; docs/basket.md: in base64url too (RFC
 * 4648 section 5, "-" and "_" for "+" and "/", padding optional), as links carry it. Null when it is not one.
 */
export function decodedOrder(order: string): OrderItem[] | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(order) && !/^[A-Za-z0-9_-]*={0,2}$/.test(order)) return null;
  try {
    // Node's base64 decoder reads both alphabets.
    const json = Buffer.from(order, "base64").toString("utf8");
    const parsed = orderListSchema.safeParse(JSON.parse(json));
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spec sections 3 and 4, docs/basket.md: the basket kept for a brand (`{ version: 2, brand, basket }`) comes back as it
 * was kept, less the promotional voucher codes (in any case; the spec leaves the eight to us, rules/basket/persistence.ts
 * lists them); null when nothing of this brand and version is kept, which gives an empty basket.
 */
const keptSchema = z.object({
  version: z.literal(2),
  brand: z.string(),
  basket: z.looseObject({
    voucher: z.nullable(z.looseObject({ code: z.string() })),
    vouchers: z.array(z.string()),
  }),
});
function storedBasketOf(raw: string | null, brand: string) {
  try {
    const kept = keptSchema.safeParse(JSON.parse(raw ?? "null"));
    if (!kept.success || kept.data.brand !== brand) return null;
    const { basket } = kept.data;
    const stripped = (code: string) => strippedVoucherCodes.some((promotional) => promotional === code.toUpperCase());
    return {
      ...basket,
      voucher: basket.voucher && stripped(basket.voucher.code) ? null : basket.voucher,
      vouchers: basket.vouchers.filter((code) => !stripped(code)),
    };
  } catch {
    return null;
  }
}

function linesOf(contents: {
  domains: { fullDomain: string }[];
  orderDetail: { id: string }[];
  domainAddons: { id: string }[];
  emailTimelineBackups: { id: string }[];
}) {
  return [
    ...contents.domains.map((d) => d.fullDomain),
    ...contents.orderDetail.map((l) => l.id),
    ...contents.domainAddons.map((a) => a.id),
    ...contents.emailTimelineBackups.map((b) => b.id),
  ];
}

const isEmpty = (c: Contents) =>
  linesOf(c).length === 0 && c.voucher === null && c.vouchers.length === 0 && c.error === null;

/** Spec section 8 "Basket errors": the brand API's own sentence when it sent one, else the app's fallback. */
function failureMessage(error: unknown, fallback: string): string {
  if (!isCallFailure(error)) return fallback;
  return browserErrorCodes.some((code) => code === error.code) ? fallback : error.message;
}

/** Where each region of the basket is: "restoring", or the voucher, checkout and order regions of `ready`. */
function regionsOf(snapshot: Snapshot) {
  const value = snapshot.value;
  return typeof value === "string"
    ? { ready: false, voucher: null, checkout: null, order: null }
    : { ready: true, ...value.ready };
}

const inputSchema = z.object({ input: z.unknown() });
const catalogueSchema = z.object({ context: z.object({ brandName: z.string() }) });
const orderListSchema = z.array(orderItemSchema);

const inputOf = (snapshot: Snapshot, id: string): unknown => {
  const child = snapshot.children[id as keyof Snapshot["children"]];
  const parsed = inputSchema.safeParse(child?.getSnapshot());
  return parsed.success ? parsed.data.input : undefined;
};

/** The invokes each region state must have running (and no other state), and the tags the views read. */
function stateProblems(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  const r = regionsOf(snapshot);
  const where = r.ready ? `ready (${r.voucher}, ${r.checkout}, ${r.order})` : "restoring";
  const c = snapshot.context;
  const running = ["readStoredBasket", "storageEvents", "checkVoucher", "submitBasket", "submitOrder"].filter(
    (id) => snapshot.children[id as keyof Snapshot["children"]] !== undefined,
  );
  const expectedRunning = [
    ...(r.ready ? ["storageEvents"] : ["readStoredBasket"]),
    ...(r.voucher === "checking" ? ["checkVoucher"] : []),
    ...(r.checkout === "submitting" ? ["submitBasket"] : []),
    ...(r.order === "placing" ? ["submitOrder"] : []),
  ].sort();
  if (!same(running.sort(), expectedRunning))
    problems.push(`in ${where} [${running}] run, expected [${expectedRunning}]`);
  const tags = [...snapshot.tags].sort();
  const expectedTags = [
    ...(r.checkout === "submitting" || r.checkout === "leaving" ? ["openingCheckout"] : []),
    ...(r.order === "placing" || r.order === "leaving" ? ["placingOrder"] : []),
  ].sort();
  if (!same(tags, expectedTags)) problems.push(`in ${where} the tags are [${tags}], expected [${expectedTags}]`);
  const catalogue = catalogueSchema.safeParse(snapshot.children.catalogue?.getSnapshot());
  if (!catalogue.success || catalogue.data.context.brandName !== c.brandName)
    problems.push(`the catalogue is not loaded for ${c.brandName}`);
  if (!same(c.domainPromotions, brands[c.brandName].domainPromotions))
    problems.push(`the promotions are not ${c.brandName}'s`);
  if ((r.order === "failed") !== (c.orderError !== null))
    problems.push(`in ${where} the order error is ${c.orderError}`);
  if (r.checkout === "submitting") {
    basketChecks.reach("checkout is sent the basket's order items");
    const expected = { items: expectedOrderItems(c.contents), voucherCode: c.contents.voucher?.code ?? null };
    if (!same(inputOf(snapshot, "submitBasket"), expected))
      problems.push(`checkout creates a basket of ${JSON.stringify(inputOf(snapshot, "submitBasket"))}`);
  }
  if (r.voucher === "checking") {
    basketChecks.reach("the voucher check is sent the basket's order items");
    const expected = { items: expectedOrderItems(c.contents), voucherCode: null, code: c.voucherCode };
    if (!same(inputOf(snapshot, "checkVoucher"), expected))
      problems.push(`the voucher is checked with ${JSON.stringify(inputOf(snapshot, "checkVoucher"))}`);
  }
  return [
    ...problems,
    ...contentsProblems(c.brandName, c.contents),
    ...catalogueLineProblems(c.catalogue, c.contents),
    ...domainPriceProblems(c.contents),
    ...lineIdProblems(c.contents),
  ];
}

/** Each line has an id of its own: the basket page removes, links and changes a line by its id. */
function lineIdProblems(contents: Contents): string[] {
  const ids = [...contents.orderDetail, ...contents.domainAddons, ...contents.emailTimelineBackups].map((l) => l.id);
  return new Set(ids).size === ids.length && !ids.includes("") ? [] : [`lines share an id: ${ids}`];
}

/**
 * Spec section 3 "Pricing entry": a domain bought for a period it is sold for (not the visitor's own) costs that
 * period's prices, on that period's serviceplan (its first price and renewal are what the basket charges and shows).
 */
function domainPriceProblems(contents: Contents): string[] {
  return contents.domains.flatMap((domain) => {
    const entry = domain.prices.find((price) => price.period === domain.period);
    if (domain.ownDomain || !entry) return [];
    const charged = [domain.new_price, domain.renew_price, domain.special_offer_price, domain.currentServiceplanID];
    const sold = [entry.new_price, entry.renew_price, entry.special_offer_price, entry.serviceplan_id];
    return same(charged, sold)
      ? []
      : [`${domain.fullDomain} for ${domain.period} is priced ${charged}, its pricing entry ${JSON.stringify(entry)}`];
  });
}

/**
 * Decisions.md section 4: a hosting plan, add-on or backup line is the catalogue's plan of its codename: its name and
 * kind, every period the plan is sold for at the catalogue's prices, bought for one of them (for the serviceplan of
 * that period); spec section 9: an add-on or backup, whose period nobody picks, for 12 months when the plan sells it.
 */
function catalogueLineProblems(catalogue: Snapshot["context"]["catalogue"], contents: Contents): string[] {
  if (catalogue === null) return [];
  const problems: string[] = [];
  const lines = [
    ...contents.orderDetail.map((line) => ({ line, kind: "hosting", serviceplanId: line.currentServiceplanID })),
    ...contents.domainAddons.map((line) => ({ line, kind: "addon", serviceplanId: line.serviceplan_id })),
    ...contents.emailTimelineBackups.map((line) => ({ line, kind: "addon", serviceplanId: line.serviceplan_id })),
  ];
  for (const { line, kind, serviceplanId } of lines) {
    const plan = catalogue.serviceplans.find((p) => p.codename === line.codename && p.type === kind);
    if (!plan) {
      problems.push(`${line.id} is ${line.codename}, no ${kind} plan of the catalogue`);
      continue;
    }
    const prices = plan.prices.map(({ period_in_months: _months, ...price }) => price);
    const entry = prices.find((price) => price.period === line.period);
    if (line.name !== plan.name || ("type" in line && line.type !== plan.type))
      problems.push(`${line.id} is named "${line.name}" (${"type" in line ? line.type : "no type"}), not as its plan`);
    if (!isDeepStrictEqual(line.prices, prices)) problems.push(`${line.id} is not priced as its plan in the catalogue`);
    if (entry?.serviceplan_id !== serviceplanId)
      problems.push(`${line.id} is bought for ${line.period} on plan ${serviceplanId}, which its plan does not sell`);
    const picked = "currentServiceplanID" in line;
    if (!picked && line.period !== preferredPeriod && prices.some((price) => price.period === preferredPeriod))
      problems.push(`${line.id} is bought for ${line.period}, not the preferred 12 months its plan sells`);
  }
  return problems;
}

/** Spec sections 4 and 5 "Basket": what holds of the basket's contents after every change. */
function contentsProblems(brand: Snapshot["context"]["brandName"], contents: Contents): string[] {
  const problems: string[] = [];
  const names = contents.domains.map((d) => d.fullDomain);
  const error = expectedBasketError(contents);
  if (error !== null) basketChecks.reach(`basket error ${error}`);
  if (contents.error !== error) problems.push(`the basket error is ${contents.error}, the spec's rule gives ${error}`);
  if (new Set(names).size !== names.length) problems.push(`a domain is in the basket twice: ${names}`);
  for (const line of [...contents.orderDetail, ...contents.domainAddons]) {
    if (line.connectedDomain !== null && !names.includes(line.connectedDomain))
      problems.push(`${line.id} is linked to ${line.connectedDomain}, which is not in the basket`);
    if (line.requireDomain !== (line.connectedDomain === null))
      problems.push(`${line.id} ${line.requireDomain ? "requires" : "does not require"} a domain`);
  }
  for (const domain of contents.domains) {
    const promotion = earnedPromotion(brand, domain, contents);
    if (domain.free_register_id !== (promotion?.serviceplan_id ?? null))
      problems.push(
        `${domain.fullDomain} has free_register_id ${domain.free_register_id}, expected ${promotion?.serviceplan_id ?? null}`,
      );
    if (domain.free_register_id !== null) basketChecks.reach("a free-registered domain is 1y");
    if (domain.free_register_id !== null && domain.period !== "1y")
      problems.push(`free-registered ${domain.fullDomain} has period ${domain.period}, the spec says 1y`);
    if (domain.offer && !domain.offer.isFree) basketChecks.reach("a two-year offer is for 2y");
    if (domain.offer && !domain.offer.isFree && domain.period !== "2y")
      problems.push(`${domain.fullDomain} keeps its two-year offer for ${domain.period}`);
    const partner = contents.domains.some((d) => d.name === domain.name && freeOnlinePartners.includes(d.tld));
    if (domain.offer?.serviceplan_id === freeOnlineServiceplan)
      basketChecks.reach("a FREE .online has its .com or .co.uk");
    if (domain.offer?.serviceplan_id === freeOnlineServiceplan && !partner)
      problems.push(`${domain.fullDomain} is FREE without a .com or .co.uk of its name`);
    // Spec sections 4 and 9: titled FREE, free for its first period, renewing at 25.99.
    const { title, isFree, new_price, renew_price } = domain.offer ?? {};
    if (
      domain.offer?.serviceplan_id === freeOnlineServiceplan &&
      !same([title, isFree, new_price, renew_price], freeOnline)
    )
      problems.push(`${domain.fullDomain}'s free offer is ${JSON.stringify(domain.offer)}`);
    const email = contents.domainAddons.find(
      (a) => a.codename === "email-hosting" && a.connectedDomain === domain.fullDomain,
    );
    if (email) basketChecks.reach("a domain names its email hosting");
    if (domain.emailHostingAddonID !== (email?.id ?? null))
      problems.push(`${domain.fullDomain} names email hosting ${domain.emailHostingAddonID}, not ${email?.id ?? null}`);
  }
  const backedUp = contents.emailTimelineBackups.map((b) => b.connectedEmailAddon);
  if (new Set(backedUp).size !== backedUp.length) problems.push(`an email add-on has two backups: ${backedUp}`);
  for (const addon of backedUp) {
    basketChecks.reach("a backup belongs to email hosting");
    if (!contents.domainAddons.some((a) => a.id === addon && a.codename === "email-hosting"))
      problems.push(`a backup is attached to ${addon}, no email hosting of the basket`);
  }
  return problems;
}

/**
 * Spec section 3, a search result added: the basket domain is the result's (its name, TLD, premium flag and auto_bundle,
 * for the brand) with the result's pricing entries, without their months; when none is for the period taken, it is
 * priced by the result's own prices.
 */
function addedDomainProblems(
  result: Extract<Edit, { type: "basket.domain.add" }>["result"],
  added: Domain,
  brand: string,
): string[] {
  const problems: string[] = [];
  const bundled = "auto_bundle" in result && result.auto_bundle === true;
  const kept = [added.name, added.tld, added.extradetails.tld, added.brandName, added.isPremium, added.auto_bundle];
  if (!same(kept, [result.name, result.tld, result.tld, brand, result.isPremium, bundled]))
    problems.push(`${added.fullDomain} was added as ${JSON.stringify(kept)}`);
  const entries = (result.prices ?? []).map(({ period_in_months: _months, ...entry }) => entry);
  if (entries.length > 0 && !same(added.prices, entries))
    problems.push(`${added.fullDomain} was added with the prices ${JSON.stringify(added.prices)}`);
  const priced = [added.new_price, added.renew_price, added.special_offer_price, added.currentServiceplanID];
  const own = [result.new_price, result.renew_price, result.special_offer_price, result.serviceplan_id];
  if (!added.prices.some((p) => p.period === added.period) && !same(priced, own))
    problems.push(`${added.fullDomain} for ${added.period}, which has no pricing entry, is priced ${priced}`);
  return problems;
}

/** The events that edit the basket's lines (the visitor's), as opposed to reading, clearing or leaving it. */
type Edit = Exclude<
  Extract<NonNullable<Step["event"]>, { type: `basket.${string}` }>,
  {
    type:
      | "basket.storage.changed"
      | "basket.clear"
      | "basket.page.error"
      | "basket.voucher.apply"
      | "basket.checkout"
      | "basket.checkout.opened"
      | "basket.order.submit";
  }
>;

/** The edit's own effect on the contents (spec sections 4 and 5), beyond what holds after every change. */
function editProblems(edit: Edit, before: Snapshot, after: Snapshot): string[] {
  const b = before.context.contents;
  const a = after.context.contents;
  const domainOf = (contents: Contents, name: string) => contents.domains.find((d) => d.fullDomain === name);
  const lineOf = (contents: Contents, id: string) => contents.orderDetail.find((l) => l.id === id);
  const addonOf = (contents: Contents, id: string) => contents.domainAddons.find((x) => x.id === id);
  const problems: string[] = [];
  const expect = (holds: boolean, message: string) => {
    if (!holds) problems.push(message);
  };
  switch (edit.type) {
    case "basket.domain.add": {
      const name = `${edit.result.name}.${edit.result.tld}`;
      const added = domainOf(a, name);
      const autoBundle = "auto_bundle" in edit.result && edit.result.auto_bundle === true;
      if (domainOf(b, name) && !autoBundle) {
        basketChecks.reach("a domain added again");
        expect(same(a, b), `adding ${name} again changed the basket`);
        break;
      }
      if (!added) return [`${name} was not added`];
      basketChecks.reach(edit.action === "transfer" ? "a domain transferred" : "a domain registered");
      // Spec section 3 "Basket domain": registered as the result's status (available, premium, preorder or bundle).
      const registered = ["available", "premium", "preorder", "bundle"].includes(edit.result.status)
        ? edit.result.status
        : "available";
      expect(added.status === (edit.action === "transfer" ? "transfer" : registered), `${name} is ${added.status}`);
      problems.push(...addedDomainProblems(edit.result, added, after.context.brandName));
      const chosen = soldInWholeYears(edit.period) ? edit.period : edit.result.period;
      const period = added.free_register_id !== null ? "1y" : chosen;
      expect(added.period === period, `${name} was added for ${added.period}, not ${period}`);
      // Spec section 9: the results show a two-year offer whose price is within 1 of the one-year price; chosen for
      // 2y it is taken, unless a free registration makes the domain 1y (section 4).
      const offer = edit.result.twoYearOffer;
      const taken = offer !== undefined && twoYearOfferShown(edit.result) && period === "2y";
      if (taken) basketChecks.reach("a two-year offer taken");
      expect(
        taken
          ? same(
              [added.offer?.serviceplan_id, added.offer?.new_price, added.offer?.renew_price, added.offer?.isFree],
              [offer.serviceplan_id, offer.new_price, offer.renew_price, false],
            )
          : added.offer === null,
        `${name} for ${period} was added with the offer ${JSON.stringify(added.offer)}`,
      );
      const waiting = [...b.orderDetail, ...b.domainAddons].filter((l) => l.connectedDomain === null);
      if (waiting.length > 0) basketChecks.reach("a new domain links the lines waiting for one");
      for (const line of b.orderDetail.filter((l) => l.connectedDomain === null))
        expect(lineOf(a, line.id)?.connectedDomain === name, `${line.id} was not linked to the new ${name}`);
      for (const addon of b.domainAddons.filter((x) => x.codename === "email-hosting" && x.connectedDomain === null))
        expect(addonOf(a, addon.id)?.connectedDomain === name, `${addon.id} was not linked to the new ${name}`);
      break;
    }
    case "basket.domain.remove": {
      expect(!domainOf(a, edit.fullDomain), `${edit.fullDomain} is still in the basket`);
      if ([...b.orderDetail, ...b.domainAddons].some((l) => l.connectedDomain === edit.fullDomain))
        basketChecks.reach("a removed domain unlinks its lines");
      for (const line of b.orderDetail.filter((l) => l.connectedDomain === edit.fullDomain))
        expect(lineOf(a, line.id)?.connectedDomain === null, `${line.id} is still linked to ${edit.fullDomain}`);
      for (const addon of b.domainAddons.filter((x) => x.connectedDomain === edit.fullDomain))
        expect(
          addon.codename === "free-starter" ? !addonOf(a, addon.id) : addonOf(a, addon.id)?.connectedDomain === null,
          `${addon.id} is still there for ${edit.fullDomain}`,
        );
      expect(
        same(
          a.domains.map((d) => d.fullDomain),
          b.domains.map((d) => d.fullDomain).filter((n) => n !== edit.fullDomain),
        ),
        `removing ${edit.fullDomain} changed the other domains`,
      );
      break;
    }
    case "basket.domain.period": {
      const was = domainOf(b, edit.fullDomain);
      const now = domainOf(a, edit.fullDomain);
      const picked = soldInWholeYears(edit.period);
      if (was && now && was.free_register_id === null)
        basketChecks.reach(picked ? "a domain's period picked" : "a period in months refused for a domain");
      if (was?.free_register_id) basketChecks.reach("a free-registered domain keeps 1y");
      if (was && now && was.free_register_id === null) {
        const expected = picked ? edit.period : was.period;
        expect(now.period === expected, `picked ${edit.period} for ${edit.fullDomain}, stored ${now.period}`);
      }
      if (was?.free_register_id) expect(now?.period === "1y", `free-registered ${edit.fullDomain} changed period`);
      break;
    }
    case "basket.ownDomain.add": {
      const name = ownDomainName(edit.fullDomain);
      if (name !== null && domainOf(b, name)) {
        basketChecks.reach("a domain added again");
        expect(same(a, b), `adding own domain ${name} again changed the basket`);
      } else if (name !== null) {
        basketChecks.reach("an own domain added");
        problems.push(...ownDomainProblems(domainOf(a, name), name, after.context.brandName));
        expect(after.context.ownDomainMessage === null, `the own-domain field still says something`);
      } else {
        basketChecks.reach("an own domain refused");
        expect(same(a, b), `"${edit.fullDomain}" changed the basket`);
        expect(after.context.ownDomainMessage === basketMessages.notADomain, `"${edit.fullDomain}" was not refused`);
      }
      break;
    }
    case "basket.online.add": {
      const name = `${edit.name}.online`;
      const offered = after.context.brandName === "UK2" && after.context.catalogue !== null;
      if (offered && !domainOf(b, name)) {
        // Spec sections 4 and 9: FREE (serviceplan 22607) only while a .com or .co.uk of its name is in the basket.
        const partner = a.domains.some((d) => d.name === edit.name && freeOnlinePartners.includes(d.tld));
        basketChecks.reach(
          partner ? "a free .online added with its .com or .co.uk" : "a .online added without its .com or .co.uk",
        );
        problems.push(...freeOnlineProblems(domainOf(a, name), edit.name, a));
      }
      if (!offered) basketChecks.reach("no free .online for this brand");
      if (!offered) expect(same(a, b), `${name} was added for ${after.context.brandName}`);
      break;
    }
    case "basket.hosting.add": {
      const plan = after.context.catalogue?.serviceplans.find(
        (p) => p.serviceplan_id === edit.serviceplanId && p.type === "hosting",
      );
      if (!plan) {
        basketChecks.reach("a hosting plan nobody sells");
        expect(same(a, b), `hosting plan ${edit.serviceplanId} is not sold, yet the basket changed`);
        break;
      }
      const added = a.orderDetail.filter((l) => !lineOf(b, l.id));
      const sells = (period: string | undefined) => plan.prices.some((p) => p.period === period);
      // Spec section 9: 12 months is preferred; a plan not sold for 12 months is added for a period it is sold for.
      const period = sells(edit.period) ? edit.period : sells(preferredPeriod) ? preferredPeriod : added[0]?.period;
      basketChecks.reach(
        sells(edit.period)
          ? "a hosting plan added for the period asked"
          : sells(preferredPeriod)
            ? "a hosting plan added for 12 months"
            : "a hosting plan not sold for 12 months",
      );
      expect(
        added.length === 1 &&
          added[0].currentServiceplanID === plan.serviceplan_id &&
          added[0].period === period &&
          sells(period),
        `adding plan ${plan.serviceplan_id} for ${edit.period} added ${JSON.stringify(added.map((l) => [l.currentServiceplanID, l.period]))}`,
      );
      break;
    }
    case "basket.hosting.remove":
      expect(!lineOf(a, edit.id), `${edit.id} is still in the basket`);
      expect(a.orderDetail.length === b.orderDetail.filter((l) => l.id !== edit.id).length, "another line went");
      break;
    case "basket.hosting.link":
      if (lineOf(b, edit.id) && (edit.fullDomain === null || domainOf(b, edit.fullDomain)))
        expect(lineOf(a, edit.id)?.connectedDomain === edit.fullDomain, `${edit.id} not linked to ${edit.fullDomain}`);
      break;
    case "basket.hosting.period": {
      const was = lineOf(b, edit.id);
      if (was && !was.prices.some((p) => p.period === edit.period)) {
        basketChecks.reach("a hosting period not sold");
        expect(same(a, b), `${edit.period} is not sold for ${edit.id}, yet the basket changed`);
      }
      if (was?.prices.some((p) => p.period === edit.period)) basketChecks.reach("a hosting period picked");
      if (was?.prices.some((p) => p.period === edit.period))
        expect(lineOf(a, edit.id)?.period === edit.period, `picked ${edit.period} for ${edit.id}, not stored`);
      break;
    }
    case "basket.hosting.upgrade": {
      const was = lineOf(b, edit.id);
      const now = lineOf(a, edit.id);
      const sold = after.context.catalogue?.serviceplans.some((p) => p.codename === upgradePlan);
      if (was && !sold) {
        basketChecks.reach("no upgrade where Business hosting is not sold");
        expect(same(a, b), `${edit.id} was upgraded to a plan the catalogue does not sell`);
        break;
      }
      if (was) basketChecks.reach("a hosting plan upgraded");
      if (was)
        expect(
          now?.codename === upgradePlan && now.connectedDomain === was.connectedDomain,
          `${edit.id} was not upgraded to ${upgradePlan} for ${was.connectedDomain}`,
        );
      break;
    }
    case "basket.addon.add": {
      const target = edit.connectedDomain;
      const present = a.domainAddons.some(
        (x) => x.codename === edit.codename && (target === null || x.connectedDomain === target),
      );
      // Spec section 5: a duplicate add-on of the same type that still needs a domain is ignored. (Removing a domain
      // may leave two waiting: the spec unlinks its add-ons.)
      if (target === null && b.domainAddons.some((x) => x.codename === edit.codename && x.connectedDomain === null)) {
        expect(same(a, b), `a second ${edit.codename} waiting for a domain changed the basket`);
        break;
      }
      if (target === null || domainOf(b, target)) basketChecks.reach("an add-on added");
      if (target === null || domainOf(b, target)) expect(present, `no ${edit.codename} for ${target} was added`);
      break;
    }
    case "basket.addon.remove":
      expect(!addonOf(a, edit.id), `${edit.id} is still in the basket`);
      expect(!a.emailTimelineBackups.some((x) => x.connectedEmailAddon === edit.id), `${edit.id}'s backup stays`);
      break;
    case "basket.addon.link":
      if (addonOf(b, edit.id) && (edit.fullDomain === null || domainOf(b, edit.fullDomain)))
        expect(addonOf(a, edit.id)?.connectedDomain === edit.fullDomain, `${edit.id} not linked to ${edit.fullDomain}`);
      break;
    case "basket.backup.add":
      if (addonOf(b, edit.emailAddonId)?.codename === "email-hosting") basketChecks.reach("a backup added");
      if (addonOf(b, edit.emailAddonId)?.codename === "email-hosting")
        expect(
          a.emailTimelineBackups.some((x) => x.connectedEmailAddon === edit.emailAddonId),
          `no backup for ${edit.emailAddonId}`,
        );
      break;
    case "basket.backup.remove":
      expect(!a.emailTimelineBackups.some((x) => x.id === edit.id), `${edit.id} is still in the basket`);
      break;
    case "basket.voucher.remove":
      expect(a.voucher === null, `voucher ${a.voucher?.code} is still applied`);
      expect(after.context.voucherMessage === null, "the voucher field still says something");
      break;
    default:
      break;
  }
  return [...problems, ...untouchedLineProblems(edit, b, a)];
}

/**
 * What an edit leaves alone (spec sections 4 and 5 "Basket", docs/basket.md "Linking and errors"): a new domain links
 * only the hosting lines and email hosting waiting for one; removing a domain keeps the lines of the others; picking a
 * period changes that domain or line only, dropping a two-year offer only when it leaves 2y; a new hosting line is
 * linked to the first domain no hosting line serves, a new add-on to the domain asked for, else to the first domain
 * without one of its kind; linking, upgrading or removing one line keeps the others.
 */
function untouchedLineProblems(edit: Edit, b: Contents, a: Contents): string[] {
  const problems: string[] = [];
  const linkOf = (lines: { id: string; connectedDomain: string | null }[], id: string) =>
    lines.find((line) => line.id === id)?.connectedDomain;
  const keeps = <T extends { id: string }>(before: T[], after: T[], kept: (line: T) => boolean, what: string) => {
    for (const line of before.filter(kept))
      if (
        !same(
          after.find((x) => x.id === line.id),
          line,
        )
      )
        problems.push(`${what} changed ${line.id}`);
  };
  const newLine = <T extends { id: string }>(before: T[], after: T[]) =>
    after.find((line) => !before.some((x) => x.id === line.id));
  switch (edit.type) {
    case "basket.domain.add":
      for (const line of [...b.orderDetail, ...b.domainAddons]) {
        const now = linkOf([...a.orderDetail, ...a.domainAddons], line.id);
        const waits = line.connectedDomain === null && line.codename === "free-starter";
        if ((line.connectedDomain !== null || waits) && now !== line.connectedDomain)
          problems.push(`adding ${edit.result.name}.${edit.result.tld} relinked ${line.id} to ${now}`);
      }
      break;
    case "basket.domain.remove":
      keeps(b.orderDetail, a.orderDetail, (l) => l.connectedDomain !== edit.fullDomain, "removing a domain");
      keeps(b.domainAddons, a.domainAddons, (l) => l.connectedDomain !== edit.fullDomain, "removing a domain");
      break;
    case "basket.domain.period": {
      const others = (c: Contents) => c.domains.filter((d) => d.fullDomain !== edit.fullDomain);
      if (!same(others(a), others(b))) problems.push(`picking a period for ${edit.fullDomain} changed other domains`);
      const was = b.domains.find((d) => d.fullDomain === edit.fullDomain);
      const now = a.domains.find((d) => d.fullDomain === edit.fullDomain);
      const keepsOffer = was?.offer && (was.offer.isFree || edit.period === "2y" || was.free_register_id !== null);
      if (keepsOffer) basketChecks.reach("an offer kept through a period picked");
      if (keepsOffer && !same(now?.offer, was.offer))
        problems.push(`${edit.fullDomain} lost its offer for ${edit.period}`);
      break;
    }
    case "basket.hosting.add": {
      const added = newLine(b.orderDetail, a.orderDetail);
      const hosted = b.orderDetail.map((line) => line.connectedDomain);
      const expected = b.domains.find((d) => !hosted.includes(d.fullDomain))?.fullDomain ?? null;
      if (added && added.connectedDomain !== expected)
        problems.push(`a new hosting line is linked to ${added.connectedDomain}, not ${expected}`);
      keeps(b.orderDetail, a.orderDetail, () => true, "adding hosting");
      break;
    }
    case "basket.hosting.remove":
    case "basket.hosting.link":
    case "basket.hosting.period":
    case "basket.hosting.upgrade":
      keeps(b.orderDetail, a.orderDetail, (line) => line.id !== edit.id, edit.type);
      keeps(b.domainAddons, a.domainAddons, () => true, edit.type);
      break;
    case "basket.addon.add": {
      const added = newLine(b.domainAddons, a.domainAddons);
      const kind = b.domainAddons.filter((x) => x.codename === edit.codename).map((x) => x.connectedDomain);
      const expected = edit.connectedDomain ?? b.domains.find((d) => !kind.includes(d.fullDomain))?.fullDomain ?? null;
      if (added && added.connectedDomain !== expected)
        problems.push(`a new ${edit.codename} is linked to ${added.connectedDomain}, not ${expected}`);
      keeps(b.domainAddons, a.domainAddons, () => true, "adding an add-on");
      keeps(b.orderDetail, a.orderDetail, () => true, "adding an add-on");
      break;
    }
    case "basket.addon.link":
    case "basket.addon.remove":
      keeps(b.domainAddons, a.domainAddons, (addon) => addon.id !== edit.id, edit.type);
      keeps(b.orderDetail, a.orderDetail, () => true, edit.type);
      break;
  }
  return problems;
}

/**
 * "I already have a domain": what the visitor typed or pasted, in any case, spaces around, a leading http:// or
 * https:// and www. and a path after the domain ignored (as the search box reads it, spec section 5). A domain is a
 * name of letters, digits and hyphens, neither first nor last, at most 63 of them (spec section 9; RFC 1035), and an
 * extension of one or two parts of letters; null when it is not one.
 */
function ownDomainName(typed: string): string | null {
  let text = typed.trim().toLowerCase();
  for (const prefix of ["https://", "http://"]) if (text.startsWith(prefix)) text = text.slice(prefix.length);
  if (text.startsWith("www.")) text = text.slice("www.".length);
  const domain = text.split("/")[0];
  const [name, ...extension] = domain.split(".");
  const nameRight = name.length <= 63 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(name);
  const extensionRight = [1, 2].includes(extension.length) && extension.every((part) => /^[a-z]{2,}$/.test(part));
  return nameRight && extensionRight ? domain : null;
}

/**
 * Spec sections 4 and 9, docs/basket.md: UK2's free `.online` is a registration of the name's `.online` for a year,
 * at the `.online` price list's 1y prices (domainPriceProblems), not premium, no bundle, FREE while a `.com` or
 * `.co.uk` of that name is in the basket.
 */
function freeOnlineProblems(domain: Domain | undefined, name: string, contents: Contents): string[] {
  if (!domain) return [`${name}.online was not added`];
  const partner = contents.domains.some((d) => d.name === name && freeOnlinePartners.includes(d.tld));
  const expected = [name, "online", "online", "available", "1y", false, false, false, partner];
  const actual = [
    domain.name,
    domain.tld,
    domain.extradetails.tld,
    domain.status,
    domain.period,
    domain.isPremium,
    domain.auto_bundle,
    domain.ownDomain,
    domain.offer?.serviceplan_id === freeOnlineServiceplan,
  ];
  return same(actual, expected) ? [] : [`${name}.online was added as ${JSON.stringify(actual)}`];
}

/** An own domain as docs/basket.md says: the visitor's, never charged, not premium, nothing offered or free on it. */
function ownDomainProblems(domain: Domain | undefined, fullDomain: string, brand: Domain["brandName"]): string[] {
  if (!domain) return [`own domain ${fullDomain} was not added`];
  const [name, ...extension] = fullDomain.split(".");
  const tld = extension.join(".");
  const expected = {
    own: [true, "own"],
    names: [name, tld, tld, brand],
    offers: [false, false, null, null],
    charged: [0, 0, null, []],
  };
  const actual = {
    own: [domain.ownDomain, domain.status],
    names: [domain.name, domain.tld, domain.extradetails.tld, domain.brandName],
    offers: [domain.isPremium, domain.auto_bundle, domain.offer, domain.free_register_id],
    charged: [domain.new_price, domain.renew_price, domain.special_offer_price, domain.prices],
  };
  return isDeepStrictEqual(actual, expected) ? [] : [`own domain ${fullDomain} is ${JSON.stringify(actual)}`];
}

const editTypes = new Set([
  "basket.domain.add",
  "basket.domain.remove",
  "basket.domain.period",
  "basket.ownDomain.add",
  "basket.online.add",
  "basket.hosting.add",
  "basket.hosting.remove",
  "basket.hosting.link",
  "basket.hosting.period",
  "basket.hosting.upgrade",
  "basket.addon.add",
  "basket.addon.remove",
  "basket.addon.link",
  "basket.backup.add",
  "basket.backup.remove",
  "basket.voucher.remove",
]);
const isEdit = (event: Step["event"]): event is Edit => event !== null && editTypes.has(event.type);

const doneSchema = {
  stored: z.object({ output: z.nullable(z.string()) }),
  voucher: z.object({ output: z.object({ voucher: voucherSchema }) }),
  basket: z.object({ output: z.object({ basketUuid: z.string() }) }),
  catalogue: z.object({ snapshot: z.object({ context: z.object({ serviceplans: z.unknown() }) }) }),
  failure: z.object({ error: z.unknown() }),
};

/** What one event must change (spec), given the snapshot before it, the one after, and the side effects it had. */
function eventProblems(step: Step, effects: BasketEffects): string[] {
  const { event, before, after } = step;
  const problems: string[] = [];
  const expect = (holds: boolean, message: string) => {
    if (!holds) problems.push(message);
  };
  const c = after.context;
  const r = regionsOf(after);
  if (event === null || before === null) {
    expect(isEmpty(c.contents), "the basket does not start empty");
    // The store gives it the catalogue its page came with (app.machine.ts), the model paths none.
    expect(
      c.catalogue === null || serviceplanListSchema.safeParse(c.catalogue).success,
      "the basket starts with a catalogue that is not the brand API's list of plans",
    );
    expect(
      [c.voucherMessage, c.ownDomainMessage, c.checkoutError, c.orderError].every((m) => m === null) &&
        c.voucherCode === "",
      "the basket starts with a message",
    );
    return problems;
  }
  const b = before.context;
  const rb = regionsOf(before);
  const unchanged = (...fields: (keyof Snapshot["context"])[]) => {
    for (const field of fields) expect(same(b[field], c[field]), `${event.type} changed ${field}`);
  };
  const stays = () => expect(same(before.value, after.value), `${event.type} moved to ${JSON.stringify(after.value)}`);
  const expectOpened = (uuids: string[]) =>
    expect(same(effects.openedCheckouts, uuids), `checkout opened with [${effects.openedCheckouts}]`);
  const restored = (raw: string | null) => {
    const kept = storedBasketOf(raw, c.brandName);
    basketChecks.reach(kept === null ? "an unreadable or another brand's stored basket" : "a stored basket restored");
    if (kept === null) expect(isEmpty(c.contents), "an unreadable or other brand's basket was not emptied");
    else expect(isDeepStrictEqual(c.contents, kept), `the stored basket restored as ${JSON.stringify(c.contents)}`);
  };
  expectOpened(
    event.type.startsWith("xstate.done.actor.submit")
      ? [doneSchema.basket.safeParse(event).data?.output.basketUuid ?? "?"]
      : [],
  );
  // Spec section 3: the basket is kept in local storage after every change, and only then; another tab's change is
  // that tab's to write.
  const refusedOwnDomain = event.type === "basket.ownDomain.add" && ownDomainName(event.fullDomain) === null;
  const storesOnce =
    (isEdit(event) && !refusedOwnDomain) ||
    event.type === "xstate.done.actor.checkVoucher" ||
    (event.type === "xstate.error.actor.checkVoucher" && isUsedMax(event));
  if (storesOnce)
    expect(
      effects.stores.length === 1 && same(effects.stores[0], c.contents),
      "the changed basket was not stored once",
    );
  else expect(effects.stores.length === 0, `${event.type} stored the basket`);
  expect(effects.clears === (event.type === "basket.clear" || event.type === "basket.page.error" ? 1 : 0), "clears");
  expect(
    same(
      effects.notEligible,
      event.type === "xstate.error.actor.checkVoucher" && isUsedMax(event) ? [b.voucherCode] : [],
    ),
    `recorded [${effects.notEligible}] as not eligible`,
  );

  if (isEdit(event)) {
    stays();
    unchanged("checkoutError", "orderError", "voucherCode", "catalogue");
    if (event.type !== "basket.voucher.remove") unchanged("voucherMessage");
    if (event.type !== "basket.ownDomain.add") unchanged("ownDomainMessage");
    return [...problems, ...editProblems(event, before, after)];
  }
  switch (event.type) {
    case "xstate.done.actor.readStoredBasket":
      expect(r.ready && r.voucher === "idle" && r.checkout === "idle" && r.order === "idle", "not ready after reading");
      restored(doneSchema.stored.safeParse(event).data?.output ?? null);
      break;
    case "xstate.error.actor.readStoredBasket":
      expect(r.ready && isEmpty(c.contents), "an unreadable stored basket did not leave an empty, ready basket");
      break;
    case "xstate.snapshot.catalogue":
      expect(
        same(c.catalogue, doneSchema.catalogue.safeParse(event).data?.snapshot.context.serviceplans),
        "the catalogue's plans were not kept",
      );
      unchanged("contents");
      stays();
      break;
    case "basket.storage.changed":
      basketChecks.reach("another tab's basket");
      restored(event.raw);
      stays();
      break;
    case "basket.clear":
    case "basket.page.error":
      expect(isEmpty(c.contents), `${event.type} left lines in the basket`);
      expect(c.voucherMessage === null && c.checkoutError === null, `${event.type} left a message`);
      // Emptied while the saved basket was read, it reads no more: what was saved is gone.
      if (!rb.ready) expect(r.ready, `${event.type} left the basket reading what was saved`);
      else stays();
      break;
    case "basket.voucher.apply": {
      const code = event.code.trim();
      if (rb.voucher !== "idle") break;
      unchanged("contents");
      basketChecks.reach(code === "" ? "a blank voucher code" : "a voucher code checked");
      if (code === "") {
        expect(c.voucherMessage === basketMessages.noVoucherCode, `a blank code says ${c.voucherMessage}`);
        expect(r.voucher === "idle", "a blank code is checked");
      } else {
        expect(r.voucher === "checking", `voucher ${code} is not checked`);
        expect(
          c.voucherCode === code && c.voucherMessage === null,
          `checking "${c.voucherCode}", saying ${c.voucherMessage}`,
        );
      }
      break;
    }
    case "xstate.done.actor.checkVoucher": {
      const voucher = doneSchema.voucher.safeParse(event).data?.output.voucher;
      basketChecks.reach("a voucher applied");
      expect(r.voucher === "idle", "the voucher field is still checking");
      expect(same(c.contents.voucher, voucher), `voucher ${voucher?.code} was not applied`);
      expect(c.voucherMessage === basketMessages.voucherApplied(voucher?.code ?? ""), `says ${c.voucherMessage}`);
      break;
    }
    case "xstate.error.actor.checkVoucher": {
      expect(r.voucher === "idle", "the voucher field is still checking");
      if (isUsedMax(event)) {
        basketChecks.reach("a voucher used up");
        expect(same(c.contents.vouchers, [...b.contents.vouchers, b.voucherCode]), "the used-up code was not kept");
        expect(c.voucherMessage === basketMessages.voucherUsedMax, `a used-up voucher says ${c.voucherMessage}`);
      } else {
        const error = doneSchema.failure.safeParse(event).data?.error;
        const message = failureMessage(error, basketMessages.voucherCheckFailed);
        basketChecks.reach(
          message === basketMessages.voucherCheckFailed
            ? "a voucher refused without an answer"
            : "a voucher refused in the brand API's words",
        );
        expect(c.voucherMessage === message, `a refused voucher says ${c.voucherMessage}, not ${message}`);
        unchanged("contents");
      }
      break;
    }
    case "basket.checkout": {
      if (rb.checkout !== "idle") break;
      const allowed = expectedOrderItems(b.contents).length > 0 && expectedBasketError(b.contents) === null;
      expect((r.checkout === "submitting") === allowed, `checkout ${allowed ? "refused" : "opened"} for this basket`);
      if (allowed) expect(c.checkoutError === null, "the last checkout error is still shown");
      else unchanged("checkoutError");
      break;
    }
    case "xstate.done.actor.submitBasket":
      expect(r.checkout === "leaving", "checkout is not opened");
      break;
    case "xstate.error.actor.submitBasket": {
      const error = doneSchema.failure.safeParse(event).data?.error;
      basketChecks.reach(
        failureMessage(error, basketMessages.checkoutFailed) === basketMessages.checkoutFailed
          ? "checkout failed without an answer"
          : "checkout failed in the brand API's words",
      );
      expect(r.checkout === "idle", "a failed checkout does not return to the basket");
      expect(c.checkoutError === failureMessage(error, basketMessages.checkoutFailed), `says ${c.checkoutError}`);
      break;
    }
    case "basket.order.submit": {
      if (rb.order !== "idle") break;
      const items = decodedOrder(event.order);
      basketChecks.reach(items === null ? "an unreadable order in the address" : "an order placed from the address");
      if (items === null) {
        expect(
          r.order === "failed" && c.orderError === basketMessages.orderQuery,
          `an unreadable order: ${c.orderError}`,
        );
      } else {
        expect(r.order === "placing", "a readable order is not placed");
        const input = inputOf(after, "submitOrder");
        expect(same(input, { items, voucherCode: event.voucher }), `the order is placed as ${JSON.stringify(input)}`);
      }
      unchanged("contents");
      break;
    }
    case "basket.checkout.opened":
      if (rb.checkout === "leaving") expect(r.checkout === "idle", "the basket is still opening checkout");
      if (rb.order === "leaving") expect(r.order === "idle", "the basket is still opening the order's checkout");
      unchanged("contents");
      break;
    case "xstate.done.actor.submitOrder":
      expect(r.order === "leaving", "checkout is not opened for the order");
      break;
    case "xstate.error.actor.submitOrder": {
      const error = doneSchema.failure.safeParse(event).data?.error;
      expect(r.order === "failed", "a refused order does not fail");
      expect(c.orderError === failureMessage(error, basketMessages.orderQuery), `says ${c.orderError}`);
      break;
    }
    default:
      problems.push(`the oracle knows no event ${event.type}`);
  }
  return problems;
}

function isUsedMax(event: NonNullable<Step["event"]>): boolean {
  const error = doneSchema.failure.safeParse(event).data?.error;
  return isCallFailure(error) && error.code === "used_max";
}

/** The oracle for a model whose side effects `takeEffects` answers (and forgets) step by step. */
export function basketOracle(takeEffects: () => BasketEffects): ModelOracle<BasketMachine> {
  return () => {
    takeEffects();
    return (step) => {
      const effects = takeEffects();
      return [...stateProblems(step.after), ...eventProblems(step, effects)];
    };
  };
}
