import fc from "fast-check";
import type { EventFromLogic, SnapshotFrom } from "xstate";
import { brands, ukTlds } from "../../../brands/index";
import {
  type AiGeneratorResponse,
  type DomainStatusEntry,
  type LookupResponse,
  type PremiumResponse,
  type PricingEntry,
  registrarStatuses,
  type TwoYearOfferEntry,
} from "../../../contract/domains";
import type { lookupMachine } from "../../../machines/lookup/lookup.machine";
import { simulatedCallError } from "../support/call-failure";
import type { ModelEventOf } from "../support/model-paths";
import type { EventArbitraries } from "../support/replay-with-data";

/**
 * Generated registrar answers and searches for the lookup's model paths (issue 27): every registrar status, every
 * brand's TLDs (UK ones included), single, bulk and AI searches to register or transfer, every kind of failure (404,
 * 500, 422, 406 and the rest, timeouts, network failures, string errors), empty searches and empty AI prompts.
 */

type LookupMachine = typeof lookupMachine;
type Snapshot = SnapshotFrom<LookupMachine>;
type LookupEvent = EventFromLogic<LookupMachine>;
type Context = Snapshot["context"];

/** The lookup's input on each brand: its customer id, its TLDs (UK ones on MP and UK2 only) and its support phone. */
export const brandInputs = Object.values(brands).map((brand) => ({
  parentCustomerId: brand.parentCustomerId,
  supportedTlds: brand.supportedTlds,
  supportPhone: brand.supportPhone,
}));

/** Spec section 4: every registrar status the display mapping names, and one it does not (shown unavailable). */
const allRegistrarStatuses = [...registrarStatuses, "premium", "bundle", "registrar_unknown"];
const anyStatus = fc.constantFrom(...allRegistrarStatuses);
/**
 * Names shown before come back more often taken, so a premium offer meets a repeated "taken", and more often as a
 * pre-order, which replaces even a final result (spec section 4 "Merging").
 */
const repeatedStatus = fc.oneof(
  { weight: 2, arbitrary: fc.constant("registrar_unavailable") },
  { weight: 1, arbitrary: fc.constant("preorder") },
  { weight: 2, arbitrary: anyStatus },
);

const stem = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/) },
  // Longer than the 63 characters a name may have (spec section 5: cut to 63).
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{60,70}$/) },
);
const money = fc.integer({ min: 0, max: 500_000 });
const sentence = fc.oneof(
  fc.constantFrom("Registrar maintenance.", "The registrar is busy, please search again in a minute."),
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ""),
);
const uk = (tlds: readonly string[]) => tlds.filter((tld) => ukTlds.includes(tld));
/** A TLD the brand sells, UK ones as often as the rest. */
const tldOf = (c: Context) =>
  uk(c.supportedTlds).length > 0
    ? fc.oneof(fc.constantFrom(...c.supportedTlds), fc.constantFrom(...uk(c.supportedTlds)))
    : fc.constantFrom(...c.supportedTlds);

function pricing(tld: string): fc.Arbitrary<PricingEntry[]> {
  return fc.uniqueArray(fc.constantFrom("1y", "2y", "3y"), { minLength: 1, maxLength: 3 }).chain((periods) =>
    fc.tuple(
      ...periods.map((period) =>
        fc.record({
          period: fc.constant(period),
          period_in_months: fc.constant(12 * Number(period[0])),
          new_price: money,
          renew_price: money,
          special_offer_price: fc.option(money, { nil: null }),
          serviceplan_id: fc.integer({ min: 1, max: 99_999 }),
          extradetails: fc.constant({ tld }),
        }),
      ),
    ),
  );
}

/**
 * Spec section 9: a two-year offer is shown when its price (its special offer price, if any, else its new price) is
 * within 1 (100 minor units) of the one-year price; drawn within and further off, either way, some with a special offer.
 */
function twoYearOffer(tld: string, oneYear: number): fc.Arbitrary<TwoYearOfferEntry> {
  const apart = fc.oneof(
    fc.integer({ min: -100, max: 100 }),
    fc.integer({ min: 101, max: 5_000 }).map((d) => -d),
    fc.integer({ min: 101, max: 5_000 }),
  );
  const price = apart.map((difference) => Math.max(0, oneYear + difference));
  return fc
    .record({
      brand: fc.constantFrom("WH" as const, "MP" as const, "UK2" as const),
      prices: fc.tuple(price, fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null })),
      renew_price: money,
      serviceplan_id: fc.integer({ min: 1, max: 99_999 }),
    })
    .map(({ prices: [offerPrice, lowered], ...offer }) => ({
      ...offer,
      period: "2y" as const,
      // A special offer price lowers the new price to the price drawn.
      new_price: offerPrice + (lowered ?? 0),
      special_offer_price: lowered === null ? null : offerPrice,
      extradetails: { tld },
    }));
}

function statusEntry(name: string, tld: string, status: string, action: string): fc.Arbitrary<DomainStatusEntry> {
  const entry = fc.record({
    domain_stem: fc.constant(name),
    name: fc.constant(name),
    tld: fc.constant(tld),
    status: fc.constant(status),
    new_price: money,
    renew_price: money,
    special_offer_price: fc.option(money, { nil: null }),
    period: fc.constantFrom("1y" as const, "2y" as const),
    period_in_months: fc.constantFrom(12, 24),
    serviceplan_id: fc.integer({ min: 1, max: 99_999 }),
    isPremium: fc.boolean(),
    price_list: fc.constant(`${action}:${tld}`),
  });
  return entry.chain((drawn) =>
    fc
      .option(twoYearOffer(tld, drawn.special_offer_price ?? drawn.new_price), { freq: 2 })
      .map((offer) => (offer ? { ...drawn, twoYearOffer: offer } : drawn)),
  );
}

/**
 * A taken name (spec section 4 premium checks are once per TLD): the registrar status the display shows as taken.
 * Some new names share one non-UK TLD and are taken, so that one answer often has two taken names of a TLD.
 */
const takenStatus = fc.constant("registrar_unavailable");
const sharedTld = (c: Context) => c.supportedTlds.find((tld) => !ukTlds.includes(tld)) ?? c.supportedTlds[0];

/** Names of the lookup shown (answered again) and new ones of the brand's TLDs, each once. */
function answeredNames(c: Context) {
  const shown = c.currentDomainLookup.results.map(({ name, tld }) => ({ name, tld, status: repeatedStatus }));
  const fresh = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({ name: stem, tld: tldOf(c) }).map((domain) => ({ ...domain, status: anyStatus })),
    },
    stem.map((name) => ({ name, tld: sharedTld(c), status: takenStatus })),
  );
  const domain = shown.length > 0 ? fc.oneof(fc.constantFrom(...shown), fresh) : fresh;
  return fc
    .uniqueArray(domain, { selector: ({ name, tld }) => `${name}.${tld}`, maxLength: 5 })
    .chain((domains) => fc.tuple(...domains.map(({ name, tld, status }) => status.map((s) => ({ name, tld, s })))));
}

/** A registrar answer with names: complete or not, its price lists (one may be missing: no periods shown). */
function registerAnswer(c: Context, complete: boolean): fc.Arbitrary<LookupResponse> {
  const action = c.search?.transfer ? "transfer" : "register";
  return answeredNames(c).chain((names) =>
    fc
      .tuple(
        fc.tuple(...names.map(({ name, tld, s }) => statusEntry(name, tld, s, action))),
        fc.tuple(...[...new Set(names.map((n) => n.tld))].map((tld) => fc.option(pricing(tld), { freq: 6 }))),
      )
      .map(([entries, lists]) => {
        const tlds = [...new Set(names.map((n) => n.tld))];
        const price_lists = Object.fromEntries(
          tlds.flatMap((tld, index) => (lists[index] ? [[`${action}:${tld}`, lists[index]]] : [])),
        );
        return { register: { complete, domain_status: entries, price_lists } };
      }),
  );
}

/**
 * A new search id per first answer, so a retry's answer names another search than the answer before it. Counted, not
 * drawn: the id is opaque to the machine, and drawing it would change every later draw of a seeded run.
 */
let answeredSearches = 0;
const nextSearchId = () => `00000000-0000-4000-8000-${String(++answeredSearches).padStart(12, "0")}`;

/** An answer like `like` (a human check, an error, complete, incomplete) with other data. */
function lookupAnswer(c: Context, like: LookupResponse): fc.Arbitrary<LookupResponse> {
  if (like.requireHCaptcha) return fc.constant({ requireHCaptcha: true });
  if (typeof like.error === "string") return sentence.map((error) => ({ error }));
  if (like.register?.complete) return registerAnswer(c, true);
  // An incomplete answer may carry no register at all yet.
  return fc.oneof({ weight: 6, arbitrary: registerAnswer(c, false) }, fc.constant({}));
}

const humanCheckRejection = sentence.map((message) => simulatedCallError("hcaptcha_invalid", message, 422));
/** Every other way a request fails: the brand API's codes and statuses, the client's own, a string, an exception. */
const otherFailure = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      // The three statuses whose message names the support phone (spec section 8) as often as all the others.
      .tuple(fc.oneof(fc.constantFrom(404, 422, 500), fc.constantFrom(400, 409, 429, 502, 503)), sentence)
      .map(([status, message]) => simulatedCallError(status === 404 ? "not_found" : "server_error", message, status)),
  },
  sentence.map((message) => simulatedCallError("bot_detection", message, 406)),
  fc.constantFrom("timeout", "network").map((code) => ({ code, message: `simulated ${code}`, status: 0 })),
  sentence,
  fc.constant(new Error("simulated failure")),
);

function premiumAnswer(c: Context): fc.Arbitrary<PremiumResponse> {
  const [checked] = c.premiumQueue;
  const other = fc.record({
    domain: fc.record({ name: stem, tld: tldOf(c) }).map((d) => `${d.name}.${d.tld}`),
    price: money,
  });
  const offers = checked
    ? fc.oneof(other, fc.record({ domain: fc.constant(`${checked.name}.${checked.tld}`), price: money }))
    : other;
  const answered = fc
    .uniqueArray(offers, { selector: (offer) => offer.domain, maxLength: 3 })
    .map((domains) => ({ domains }));
  // A session flagged over its limit is asked for the human check instead (no offers).
  return fc.oneof(
    { weight: 6, arbitrary: answered },
    fc.constant<PremiumResponse>({ domains: [], requireHCaptcha: true }),
  );
}

const aiNames = (c: Context) =>
  fc.uniqueArray(
    fc.record({ name: stem, tld: tldOf(c) }).map((d) => `${d.name}.${d.tld}`),
    { minLength: 1, maxLength: 6 },
  );
const prompt = fc
  .array(fc.constantFrom("bakery", "leeds", "green", "studio", "Tech", "café"), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(" "));

function aiAnswer(c: Context, like: AiGeneratorResponse): fc.Arbitrary<AiGeneratorResponse> {
  if (like.requireHCaptcha) return fc.constant({ requireHCaptcha: true });
  if ((like.domains ?? []).length > 0) {
    return fc.record({ uuid: fc.uuid(), prompt, domains: aiNames(c) });
  }
  return fc.constantFrom({ domains: [] }, {}, { error: "The generator is unavailable." });
}

/** What a visitor types: one name, a list, or a prompt; with the noise spec section 5 removes, or nothing to look up. */
function typedName(c: Context): fc.Arbitrary<string> {
  const unsupported = fc.constantFrom("zz", "invalid", "c0m");
  const extension = fc.option(fc.oneof({ weight: 4, arbitrary: tldOf(c) }, unsupported), { freq: 3 });
  return fc
    .record({
      name: stem,
      extension,
      prefix: fc.constantFrom("", "", "http://", "https://", "www.", "https://www."),
      upper: fc.boolean(),
      spaces: fc.boolean(),
      hyphens: fc.boolean(),
    })
    .map(({ name, extension, prefix, upper, spaces, hyphens }) => {
      let typed = `${prefix}${name}${extension ? `.${extension}` : ""}`;
      if (upper) typed = typed.toUpperCase();
      if (spaces) typed = ` ${typed.slice(0, 2)} ${typed.slice(2)} `;
      return hyphens ? `-${typed}!-` : typed;
    });
}
const nothingTyped = fc.constantFrom("", "   ", "!!!", "---", "www.", "http://");

function searchOf(c: Context, like: { kind: string }) {
  // A comma typed into a single search (removed there, spec section 5); a list naming a name twice (looked up once).
  const withComma = fc
    .tuple(typedName(c), fc.nat())
    .map(([typed, at]) => `${typed.slice(0, at % (typed.length + 1))},${typed.slice(at % (typed.length + 1))}`);
  const single = fc.oneof({ weight: 5, arbitrary: typedName(c) }, { weight: 1, arbitrary: withComma }, nothingTyped);
  const bulk = fc
    .tuple(
      fc.array(fc.oneof({ weight: 4, arbitrary: typedName(c) }, nothingTyped), { minLength: 1, maxLength: 5 }),
      fc.boolean(),
    )
    .map(([names, repeated]) => (repeated ? [...names, names[0].toUpperCase()] : names));
  const ai = fc.oneof({ weight: 4, arbitrary: prompt }, fc.constantFrom("", "   "));
  const search = fc.oneof(
    fc.record({ kind: fc.constant("single" as const), query: single }),
    fc.record({ kind: fc.constant("bulk" as const), query: bulk.map((names) => names.join(", ")) }),
    fc.record({ kind: fc.constant("ai" as const), query: ai }),
  );
  const asked =
    like.kind === "ai" ? fc.oneof(fc.record({ kind: fc.constant("ai" as const), query: ai }), search) : search;
  return fc.tuple(asked, fc.boolean()).map(([s, transfer]) => ({ ...s, transfer }));
}

/** The invoke an actor report is for, and whether it is a result or a failure. */
const reportOf = (type: string) => /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);

/**
 * The events that may stand for a path's event at a step: the same kind of event with other data (a complete answer
 * for a complete answer, a failure for a failure, ...). `replayWithData` keeps those that take the path's route.
 */
export const lookupEventArbitraries: EventArbitraries<LookupMachine> = (before, pathEvent) => {
  const c = before.context;
  const event = pathEvent as ModelEventOf<LookupMachine> & Record<string, unknown>;
  const visitor = (arbitrary: fc.Arbitrary<LookupEvent>) => arbitrary as fc.Arbitrary<ModelEventOf<LookupMachine>>;
  switch (pathEvent.type) {
    case "lookup.submit":
      return visitor(
        searchOf(c, (event as { search: { kind: string } }).search).map((search) => ({
          type: "lookup.submit",
          search,
        })),
      );
    case "lookup.ai.load":
      return visitor(
        fc.record({ type: fc.constant("lookup.ai.load" as const), uuid: fc.uuid(), transfer: fc.boolean() }),
      );
    case "lookup.humanCheck.solved":
      return visitor(fc.record({ type: fc.constant("lookup.humanCheck.solved" as const), token: fc.uuid() }));
    case "lookup.period.select": {
      const results = c.currentDomainLookup.results;
      const shown = results.map((r) => `${r.name}.${r.tld}`);
      // Names with a two-year offer are picked more often, and two years for them: the row then shows the offer.
      const offered = results.filter((r) => r.twoYearOffer).map((r) => `${r.name}.${r.tld}`);
      const domain = fc.oneof(
        ...(shown.length > 0 ? [fc.constantFrom(...shown)] : []),
        ...(offered.length > 0 ? [fc.constantFrom(...offered)] : []),
        fc.constant("other.com"),
      );
      return visitor(
        fc.record({
          type: fc.constant("lookup.period.select" as const),
          domain,
          // Periods a result may not be sold for (3y, 1m), and a pick that is no period at all.
          period: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom("1y", "2y", "3y", "1m") },
            { weight: 2, arbitrary: fc.constant("2y") },
            { weight: 1, arbitrary: fc.constant("12mo") },
          ),
        }),
      );
    }
  }
  const report = reportOf(pathEvent.type);
  if (!report) return null;
  const [, outcome, id] = report;
  const type = pathEvent.type;
  if (outcome === "error") {
    const error = isHumanCheckRejection(event.error) ? humanCheckRejection : otherFailure;
    return error.map((failure) => ({ type, error: failure }));
  }
  const output = event.output as Record<string, unknown>;
  const requestName = output.requestName;
  switch (id) {
    case "lookupRequest":
    case "lookupRetry":
      // The brand API names the search it accepted in every first answer that is not a human check or an error (a
      // new id per first answer, so a retry's answer names another search than the answer before it).
      return lookupAnswer(c, output.response as LookupResponse).map((response) => ({
        type,
        output: {
          requestName,
          response: response.requireHCaptcha || response.error ? response : { ...response, search_id: nextSearchId() },
        },
      }));
    case "lookupPoll": {
      const { response, updatedCounter } = output.response as { response: LookupResponse; updatedCounter: number };
      return lookupAnswer(c, response).map((answer) => ({
        type,
        output: { requestName, response: { response: answer, updatedCounter } },
      }));
    }
    case "premiumCheck":
      return premiumAnswer(c).map((response) => ({ type, output: { requestName, response } }));
    case "aiGenerate":
      return aiAnswer(c, output.response as AiGeneratorResponse).map((response) => ({
        type,
        output: { requestName, response },
      }));
    case "aiLoad":
      return fc.record({ uuid: fc.uuid(), prompt, domains: aiNames(c) }).map((loaded) => ({ type, output: loaded }));
  }
  return null;
};

function isHumanCheckRejection(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "hcaptcha_invalid";
}
