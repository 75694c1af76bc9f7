import fc from "fast-check";
import { type BrandCode, brandCodes } from "../../../brands/index";
import type { BasketVoucher, OrderItem } from "../../../contract/basket";
import type { ServiceplanList } from "../../../contract/catalogue";
import { encodeOrderQuery } from "../../../rules/basket/encode-order-query";
import type { Period } from "../../../rules/basket/types";
import type { DomainResult } from "../../../rules/lookup/results";
import { ApiError } from "../../../src/api/client";
import { catalogue, orderQueryFor, save10, searchResult, usedMax } from "../../fixtures/basket";

/**
 * The data a basket path is replayed with (issue 27): the brand, the search results added (any brand's TLDs,
 * premium, pre-ordered, with or without a two-year offer, registered or transferred, for any period), the own domains
 * typed, the plans and periods picked, the voucher typed and the brand API's answers. `defaultBasketData` is the data
 * the paths are generated with; `basketData` draws others.
 */
export interface BasketData {
  brand: BrandCode;
  /** The plans and add-ons the catalogue child reports. */
  catalogue: ServiceplanList;
  /** The first search result added (registered, for `period`), and the second (transferred). */
  firstDomain: { result: DomainResult; period?: string };
  secondDomain: { result: DomainResult; action: "register" | "transfer" };
  domainPeriod: Period;
  /** Which domain the period is picked for: the first, or the last one charged (often a stored free `.online`). */
  periodPickedFor: "first" | "last";
  /** Typed in "I already have a domain": one while the basket has room, one at any time. */
  ownDomains: [string, string];
  onlineName: string;
  hostingPlans: [{ serviceplanId: number; period?: Period }, { serviceplanId: number; period?: Period }];
  hostingPeriod: Period;
  linkedAddon: "email-hosting" | "free-starter";
  /** Typed in the voucher field: a code, and one that is blank. */
  voucherCodes: [string, string];
  voucher: BasketVoucher;
  voucherRefusal: ApiError;
  basketUuid: string;
  checkoutFailures: [ApiError, ApiError];
  /** `?order=` and its voucher: a readable order, then an unreadable one. */
  orders: [{ order: string; voucher: string | null }, { order: string; voucher: string | null }];
  /**
   * What the stored basket read answers when it is not this brand's basket: nothing, garbage, or this brand's basket
   * kept by an older version of the storefront.
   */
  unreadableStored: string | null | { version: number };
  /** The voucher codes the stored basket found used up, some of them promotional codes stripped on restore. */
  storedUsedUp: string[];
  /**
   * Lines the basket kept in this browser holds besides its hosting plan and first domain (spec section 3 keeps the
   * whole basket): every path that restores it goes on to check a voucher or check out with them.
   */
  storedExtras: StoredExtra[];
}

/**
 * A line of the stored basket: another search result (registered or transferred), the first domain's free `.online`,
 * an own domain, the data's second hosting plan (waiting for a domain when every domain has hosting), an add-on linked
 * to the first or last domain or to none, a backup of the last email hosting, and the data's voucher under a code that
 * may be a promotional one (stripped on restore, spec section 4).
 */
export type StoredExtra =
  | { line: "domain"; result: DomainResult; action: "register" | "transfer" }
  | { line: "online" }
  | { line: "own"; fullDomain: string }
  | { line: "hosting" }
  | { line: "addon"; codename: "email-hosting" | "free-starter"; linkedTo: "first" | "last" | "none" }
  | { line: "backup" }
  | { line: "voucher"; code: string };

export const defaultBasketData: BasketData = {
  brand: "UK2",
  catalogue,
  firstDomain: { result: searchResult("model.com"), period: "2y" },
  secondDomain: { result: searchResult("moved.co.uk"), action: "transfer" },
  domainPeriod: "3y",
  periodPickedFor: "first",
  ownDomains: [" Own.NET", "not a domain"],
  onlineName: "model",
  hostingPlans: [{ serviceplanId: 3102, period: "24m" }, { serviceplanId: 3101 }],
  hostingPeriod: "1m",
  linkedAddon: "free-starter",
  voucherCodes: [" SAVE10 ", "  "],
  voucher: save10,
  voucherRefusal: new ApiError("invalid_voucher", "This voucher code is not valid.", 422),
  basketUuid: "uuid",
  checkoutFailures: [
    new ApiError("ip_blocked", "We cannot take orders from your network.", 403),
    new ApiError("timeout", "The request timed out.", 0),
  ],
  orders: [
    { order: orderQueryFor("ordered.com"), voucher: "SAVE10" },
    { order: "%%%", voucher: null },
  ],
  unreadableStored: "{{{",
  storedUsedUp: ["MAXED"],
  storedExtras: [],
};

/** Spec section 9: TLDs of every brand, the promotions' (.com, .co.uk) most often, and the free offer's. */
const tlds = ["com", "com", "com", "net", "org", "co.uk", "co.uk", "uk", "online", "io"];
const names = ["model", "shop", "cafe"];
const amount = fc.integer({ min: 0, max: 20_000 });
/** The periods a free domain asks for (24m, 36m) most often. */
const hostingPeriods: (Period | undefined)[] = ["1m", "12m", "24m", "24m", "36m", "36m", "48m", undefined];
/** Sold hosting plans (a reseller plan only in some catalogues), an add-on's plan and a plan nobody sells. */
const hostingIds = [3101, 3102, 3103, 3104, 3105, 3201, 9999];

/** The plans the basket knows by name (docs/basket.md), named as a brand's catalogue may name them. */
const planNames: Record<string, string>[] = [
  {},
  { "online-shop-10": "Online-Shop-10", "hosting-personal": "personal hosting" },
  { "online-shop-10": "OnlineShop10", "hosting-personal": "Hosting (Personal)" },
];

/**
 * The fixture's catalogue at other prices and names, its hosting sold for other periods too (3 and 18 months, which
 * are no whole number of years, four and five years), and sometimes a reseller plan no promotion names (decisions.md
 * section 5 names the hosting plans that earn a free domain).
 */
const catalogues: fc.Arbitrary<ServiceplanList> = fc
  .record({
    scale: fc.constantFrom(1, 3, 10),
    longer: fc.boolean(),
    reseller: fc.boolean(),
    names: fc.constantFrom(...planNames),
  })
  .map(({ scale, longer, reseller, names }) => {
    const longerPeriods = longer ? [3, 18, 48, 60] : [];
    const plans = catalogue.serviceplans.map((plan) => {
      const months = [...plan.prices.map((p) => p.period_in_months), ...(plan.type === "hosting" ? longerPeriods : [])];
      const prices = months.map((m) => ({
        period: `${m}m` as const,
        period_in_months: m,
        new_price: scale * 100 * m,
        renew_price: scale * 150 * m,
        special_offer_price: m === 12 ? scale * 50 * m : null,
        serviceplan_id: plan.serviceplan_id,
      }));
      return { ...plan, name: names[plan.codename] ?? plan.name, prices };
    });
    const starter = plans[0];
    const resellerPlan = {
      ...starter,
      serviceplan_id: 3105,
      codename: "hosting-reseller",
      name: "Reseller Hosting",
      prices: starter.prices.map((price) => ({ ...price, serviceplan_id: 3105 })),
    };
    return { ...catalogue, serviceplans: reseller ? [...plans, resellerPlan] : plans };
  });
/**
 * A catalogue whose plans and add-ons are not sold for 12 months (those sold for one period only keep it): a line
 * added without a period asked for takes another (spec section 9 only prefers 12 months).
 */
function withoutTwelveMonths(list: ServiceplanList): ServiceplanList {
  const serviceplans = list.serviceplans.map((plan) =>
    plan.prices.length > 1 ? { ...plan, prices: plan.prices.filter((p) => p.period_in_months !== 12) } : plan,
  );
  return { ...list, serviceplans };
}

/** A catalogue of a brand that does not sell Business hosting: the basket's upgrade has nothing to offer. */
function withoutBusinessHosting(list: ServiceplanList): ServiceplanList {
  return { ...list, serviceplans: list.serviceplans.filter((plan) => plan.codename !== "hosting-business") };
}

/** A catalogue whose `.online` price list sells two years too, listed before the one year the free offer is for. */
function withTwoYearOnlinePrices(list: ServiceplanList): ServiceplanList {
  const prices = list.free_online_prices ?? [];
  const [oneYear] = prices;
  if (!oneYear) return list;
  const twoYears = { ...oneYear, period: "2y", period_in_months: 24, new_price: 598, special_offer_price: null };
  return { ...list, free_online_prices: [twoYears, ...prices] };
}

/** The catalogue's plans and add-ons, and the domains' plans of `searchResult`. */
const planIds = [3101, 3102, 3103, 3104, 3201, 3202, 3203, 41001, 41002, 41003];
/** What a voucher can name: domains, and every plan and add-on of the catalogue. */
const codenames = ["domain", ...catalogue.serviceplans.map((plan) => plan.codename)];

const domainResult: fc.Arbitrary<DomainResult> = fc
  .record({
    name: fc.constantFrom(...names),
    tld: fc.constantFrom(...tlds),
    status: fc.constantFrom("available", "available", "available", "preorder", "premium", "bundle"),
    isPremium: fc.constantFrom(false, false, true),
    new_price: amount,
    renew_price: amount,
    special_offer_price: fc.option(amount),
    twoYearOffer: fc.option(fc.record({ new_price: amount, renew_price: amount })),
    // A result whose brand has no price list for its TLD lists no pricing entries (rules/lookup/results.ts).
    listed: fc.constantFrom(true, true, true, false),
  })
  .map(({ name, tld, status, isPremium, twoYearOffer, listed, ...prices }) => {
    const result = searchResult(`${name}.${tld}`, { ...prices, isPremium });
    const offer = twoYearOffer && {
      ...twoYearOffer,
      // Close enough to the one-year price that the results show it (spec section 4), or not.
      new_price:
        twoYearOffer.new_price % 2 === 0 ? (prices.special_offer_price ?? prices.new_price) : twoYearOffer.new_price,
      special_offer_price: null,
      serviceplan_id: 41900,
      period: "2y" as const,
      brand: "WH" as const,
      extradetails: { tld },
    };
    return { ...result, status, prices: listed ? result.prices : [], ...(offer ? { twoYearOffer: offer } : {}) };
  });

/**
 * The period chosen in the results: none, one of the result's, ten years, or words that are no period (the result's own
 * period is kept then).
 */
const chosenPeriods = ["1y", "2y", "3y", "5y", "10y", "1.5y", "12mo", "6m", undefined];

const apiError = fc
  .record({
    code: fc.constantFrom("invalid_voucher", "not_applicable", "ip_blocked", "server_error", "timeout", "network"),
    message: fc.constantFrom("The brand API's own sentence.", "Not for this basket."),
  })
  .map(({ code, message }) => new ApiError(code, message, code === "timeout" || code === "network" ? 0 : 422));

/**
 * Fields a `?order=` link made elsewhere (a campaign, the hosting page) may carry beside the contract's: ignored, and
 * in words whose UTF-8 gives base64 its "+" and "/" (the contract's own fields, plain ASCII, never do).
 */
const campaignNotes = [
  "Café – 20% off? Offre spéciale » été, ünïcödé ~ für alle",
  "Black Friday » hosting ~ déjà vu? ½ price ≥ 50% › naïve",
];

const orderItem: fc.Arbitrary<OrderItem> = fc.oneof(
  fc.record({
    type: fc.constant("domain" as const),
    domain: fc.constantFrom("ordered.com", "shop.co.uk", "cafe.online"),
    action: fc.constantFrom("register" as const, "transfer" as const),
    period: fc.constantFrom("1y", "2y"),
  }),
  fc.record({
    type: fc.constant("plan" as const),
    serviceplan_id: fc.constantFrom(...planIds),
    period: fc.constantFrom("12m", "24m"),
    connected_domain: fc.constantFrom(null, "ordered.com"),
  }),
);

/**
 * Voucher codes a stored basket may hold: the sandbox's, and promotional ones in any case (rules/basket/persistence.ts
 * lists the eight; the spec does not show them).
 */
const storedCodes = ["MAXED", "SAVE10", "promo", "WELCOME20", "spring25", "BlackFriday", "NEWYEAR50"];

/**
 * The stored basket's extra lines in the order a visitor adds them: up to two more domains, the free `.online`, an own
 * domain, another hosting plan, up to three add-ons (so that a backed-up email hosting is often not the first add-on),
 * the backup, then a voucher.
 */
const storedExtras: fc.Arbitrary<StoredExtra[]> = fc
  .tuple(
    fc.array(
      fc.record({
        line: fc.constant("domain" as const),
        result: domainResult,
        action: fc.constantFrom("register" as const, "transfer" as const),
      }),
      { maxLength: 2 },
    ),
    fc.subarray([{ line: "online" as const }]),
    fc.option(fc.record({ line: fc.constant("own" as const), fullDomain: fc.constantFrom("mine.co.uk", "own.net") }), {
      nil: undefined,
    }),
    fc.array(
      fc.record({
        line: fc.constant("addon" as const),
        codename: fc.constantFrom("email-hosting" as const, "free-starter" as const),
        linkedTo: fc.constantFrom("first" as const, "last" as const, "none" as const),
      }),
      { maxLength: 3 },
    ),
    fc.subarray([{ line: "backup" as const }]),
    // The data's second hosting plan, before the extra domains (it takes the next one, or waits for a domain): a
    // change to one hosting line then meets another.
    fc.subarray([{ line: "hosting" as const }]),
    fc.option(fc.record({ line: fc.constant("voucher" as const), code: fc.constantFrom(...storedCodes) }), {
      nil: undefined,
    }),
  )
  .map(([domains, online, own, addons, backup, hosting, voucher]) => [
    ...hosting,
    ...domains,
    ...online,
    ...(own ? [own] : []),
    ...addons,
    ...backup,
    ...(voucher ? [voucher] : []),
  ]);

/**
 * What a visitor types or pastes in "I already have a domain" while the basket has room: domains in any case, with
 * spaces, pasted as an address (http or https, www., a path), one-letter and hyphenated names, a name of 63 letters.
 */
const ownDomainsTyped = [
  " Own.NET",
  "mine.co.uk",
  "SHOP.com ",
  "model.com",
  "cafe.online",
  "https://www.Shop.com/hosting",
  "http://my-shop.co.uk",
  "www.cafe.online/",
  "thewww.co.uk",
  "a.io",
  `${"x".repeat(63)}.com`,
];
/** ... and at any time: text that is not a domain (a hyphen first or last, a name of 64, a short or digit extension). */
const notOwnDomainsTyped = [
  "not a domain",
  "",
  "a..b",
  "x",
  " Own.NET",
  "-shop.com",
  "shop-.com",
  `${"x".repeat(64)}.com`,
  "shop.c",
  "shop.c0m",
  "shop.co.uk.org",
  "ftp://shop.com",
  "www.http://shop.com",
];

const voucher: fc.Arbitrary<BasketVoucher> = fc
  .record({
    code: fc.constantFrom("SAVE10", "HOST5", "promo"),
    codename: fc.option(fc.constantFrom(...codenames)),
    serviceplan_ids: fc.subarray(planIds, { maxLength: 3 }),
    discount_type: fc.constantFrom("percentage" as const, "fixed" as const),
    discount_value: fc.integer({ min: 0, max: 100 }),
    fixedScale: fc.constantFrom(1, 100, 1000),
  })
  .map(({ fixedScale, ...v }) => ({
    ...v,
    discount_value: v.discount_type === "fixed" ? v.discount_value * fixedScale : v.discount_value,
  }));

export const basketData: fc.Arbitrary<BasketData> = fc.record({
  brand: fc.constantFrom(...brandCodes),
  catalogue: fc.oneof(
    { arbitrary: catalogues, weight: 3 },
    { arbitrary: catalogues.map(withoutTwelveMonths), weight: 1 },
    { arbitrary: catalogues.map(withoutBusinessHosting), weight: 1 },
    { arbitrary: catalogues.map(withTwoYearOnlinePrices), weight: 2 },
  ),
  // Two years most often: the period a two-year offer is taken for, and kept for when 2y is picked again.
  firstDomain: fc.record({ result: domainResult, period: fc.constantFrom("2y", ...chosenPeriods) }),
  secondDomain: fc.record({ result: domainResult, action: fc.constantFrom("register" as const, "transfer" as const) }),
  // 6m: a domain is sold in whole years (decisions.md section 3), so a pick in months must leave it as it was.
  domainPeriod: fc.constantFrom(
    "1y" as const,
    "2y" as const,
    "2y" as const,
    "3y" as const,
    "10y" as const,
    "6m" as const,
  ),
  periodPickedFor: fc.constantFrom("first" as const, "last" as const),
  ownDomains: fc.tuple(fc.constantFrom(...ownDomainsTyped), fc.constantFrom(...notOwnDomainsTyped)),
  onlineName: fc.constantFrom(...names),
  hostingPlans: fc.tuple(
    fc.record({ serviceplanId: fc.constantFrom(...hostingIds), period: fc.constantFrom(...hostingPeriods) }),
    fc.record({ serviceplanId: fc.constantFrom(...hostingIds), period: fc.constantFrom(...hostingPeriods) }),
  ),
  hostingPeriod: fc.constantFrom("1m" as const, "12m" as const, "24m" as const, "36m" as const, "48m" as const),
  linkedAddon: fc.constantFrom("email-hosting" as const, "free-starter" as const),
  voucherCodes: fc.tuple(fc.constantFrom(" SAVE10 ", "host5", "\tPROMO\n"), fc.constantFrom("  ", "", "\t")),
  voucher,
  voucherRefusal: fc.oneof(apiError, fc.constant(usedMax)),
  basketUuid: fc.constantFrom("uuid", "b-2"),
  checkoutFailures: fc.tuple(apiError, apiError),
  orders: fc.tuple(
    fc.record({
      order: fc
        .record({
          items: fc.array(orderItem, { minLength: 1, maxLength: 3 }),
          note: fc.option(fc.constantFrom(...campaignNotes), { freq: 3 }),
          urlSafe: fc.boolean(),
        })
        .map(({ items, note, urlSafe }) => {
          const base64 = encodeOrderQuery(note === null ? items : items.map((item) => ({ ...item, note })));
          // base64url (RFC 4648 section 5), as a link often carries it: "-" and "_" for "+" and "/", no padding.
          return urlSafe ? base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "") : base64;
        }),
      voucher: fc.option(fc.constantFrom("SAVE10", "promo")),
    }),
    fc.record({
      order: fc.constantFrom("%%%", "", btoa("[]"), btoa("{}"), btoa('[{"type":"domain"}]')),
      voucher: fc.constant(null),
    }),
  ),
  unreadableStored: fc.constantFrom(null, "{{{", "[]", { version: 1 }),
  storedUsedUp: fc.subarray(storedCodes, { minLength: 1, maxLength: 3 }),
  storedExtras,
});
