import { type BrandCode, brands } from "../../../brands/index";
import type { DomainStatusEntry, LookupPayload, LookupRegister, PricingEntry } from "../../../contract/domains";
import { nameHash } from "./name-hash";
import { domainPriceEntries, twoYearOffer } from "./price-list";

/**
 * The registrar simulator of decisions.md section 3. Stateless: an entry's status follows from its name, the lookup
 * mode and how many answers the storefront has had (`counter`), so any server process answers any poll the same way.
 */

/** TLD categories a single search can be looked up in; the default category of spec section 9 holds every TLD. */
export const defaultCategory = "Best Sellers";
export function categoryTlds(brand: BrandCode, category: string): readonly string[] | undefined {
  return category === defaultCategory ? brands[brand].supportedTlds : undefined;
}

/** Names that are always registered already (decisions.md section 3). */
const wellKnownNames = new Set(["google", "amazon", "example", "facebook"]);

/** A name containing this word makes the lookup ask for a human check until a valid token comes with it. */
const humanCheckWord = "captcha";

/**
 * Whether the test words of decisions.md section 3 (`taken`, `trademark`, `reserved`, `preorder`, `slow`, `never`,
 * `captcha`) steer the outcome: on in the demo, off in production mode, where such names are ordinary names.
 * Premium names and the well-known taken names are the registrar's own catalogue and stay.
 */
export type TestNames = "on" | "off";

/** Whether this text asks the simulator for a human check (only while test names are on). */
export function asksForHumanCheck(text: string, testNames: TestNames): boolean {
  return testNames === "on" && text.includes(humanCheckWord);
}

/** Answers at which a `slow` name is still `started` (the first answer and the next 4 polls). */
const slowAnswers = 5;

export interface LookupTarget {
  stem: string;
  tld: string;
}

/** The names a payload asks about, or a reason the payload cannot be looked up for this brand. */
export function lookupTargets(brand: BrandCode, payload: LookupPayload): LookupTarget[] | { problem: string } {
  const supported = brands[brand].supportedTlds;
  if (payload.domains) {
    const targets: LookupTarget[] = [];
    for (const domain of payload.domains) {
      const dot = domain.indexOf(".");
      const target = { stem: domain.slice(0, dot), tld: domain.slice(dot + 1) };
      if (!supported.includes(target.tld))
        return { problem: `'.${target.tld}' is not a supported domain extension for this brand.` };
      if (target.stem.length > 63) return { problem: `'${domain}' is longer than 63 characters before the extension.` };
      targets.push(target);
    }
    return targets;
  }
  const tlds = categoryTlds(brand, payload.domain_category ?? "");
  if (!tlds) return { problem: `There is no domain category '${payload.domain_category}'.` };
  return (payload.domain_stems ?? []).flatMap((stem) => tlds.map((tld) => ({ stem, tld })));
}

/** The registrar status a name ends on (decisions.md section 3), or undefined for a name that never settles. */
function finalStatus(stem: string, transfer: boolean, testNames: TestNames): string | undefined {
  const taken = transfer ? "registrar_transferrable" : "registrar_unavailable";
  if (wellKnownNames.has(stem)) return taken;
  if (testNames === "on") {
    if (stem.includes("never")) return undefined;
    if (stem.includes("taken")) return taken;
    if (stem.includes("trademark")) return "registrar_trademarked";
    if (stem.includes("reserved")) return "registrar_reserved";
    if (stem.includes("preorder")) return "preorder";
  }
  if (stem.includes("premium")) return "registrar_unavailable";
  return "registrar_available";
}

/** The status at the `counter`-th answer: most names settle within two polls, `slow` after four, `never` never. */
export function simulatedStatus(
  target: LookupTarget,
  transfer: boolean,
  counter: number,
  testNames: TestNames,
): string {
  const settled = finalStatus(target.stem, transfer, testNames);
  if (settled === undefined) return "started";
  const slow = testNames === "on" && target.stem.includes("slow");
  const settlesAt = slow ? slowAnswers : nameHash(`${target.stem}.${target.tld}`) % 3;
  if (counter >= settlesAt) return settled;
  return counter === 0 && settlesAt === 2 ? "scheduled" : "started";
}

const finalRegistrarStatuses = new Set([
  "registrar_available",
  "registrar_unavailable",
  "registrar_transferrable",
  "registrar_trademarked",
  "registrar_reserved",
  "preorder",
]);

const isSettled = (entry: DomainStatusEntry) => finalRegistrarStatuses.has(entry.status);

/** Price lists are the same for every name: built once per brand, action and TLD. */
const priceListCache = new Map<string, PricingEntry[]>();
function priceList(brand: BrandCode, action: "register" | "transfer", tld: string): PricingEntry[] {
  const key = `${brand}:${action}:${tld}`;
  let list = priceListCache.get(key);
  if (!list) {
    list = domainPriceEntries({ brand, tld, action });
    priceListCache.set(key, list);
  }
  return list;
}

function entryFor(brand: BrandCode, target: LookupTarget, status: string): DomainStatusEntry {
  const action = status === "registrar_transferrable" ? "transfer" : "register";
  const prices = priceList(brand, action, target.tld);
  const oneYear = prices.find((p) => p.period === "1y") ?? prices[0];
  const offer = action === "transfer" ? undefined : twoYearOffer(brand, target.tld);
  return {
    domain_stem: target.stem,
    name: target.stem,
    tld: target.tld,
    status,
    new_price: oneYear.new_price,
    renew_price: oneYear.renew_price,
    special_offer_price: oneYear.special_offer_price,
    period: oneYear.period,
    period_in_months: oneYear.period_in_months,
    serviceplan_id: oneYear.serviceplan_id,
    ...(offer ? { twoYearOffer: offer } : {}),
    isPremium: false,
    price_list: `${action}:${target.tld}`,
  };
}

/** The answer for these entries: each price list they name, once. */
function registerAnswer(brand: BrandCode, complete: boolean, domain_status: DomainStatusEntry[]): LookupRegister {
  const price_lists: Record<string, PricingEntry[]> = {};
  for (const entry of domain_status) {
    const action = entry.price_list.startsWith("transfer:") ? "transfer" : "register";
    price_lists[entry.price_list] ??= priceList(brand, action, entry.tld);
  }
  return { complete, domain_status, price_lists };
}

function simulatedEntries(
  brand: BrandCode,
  targets: readonly LookupTarget[],
  mode: LookupPayload["mode"],
  counter: number,
  testNames: TestNames,
): DomainStatusEntry[] {
  const transfer = mode === "transfer";
  return targets.map((target) => entryFor(brand, target, simulatedStatus(target, transfer, counter, testNames)));
}

/** The registrar's answer to a lookup at its `counter`-th answer. */
export function simulateLookup(
  brand: BrandCode,
  targets: readonly LookupTarget[],
  mode: LookupPayload["mode"],
  counter: number,
  testNames: TestNames,
): LookupRegister {
  const entries = simulatedEntries(brand, targets, mode, counter, testNames);
  return registerAnswer(brand, entries.every(isSettled), entries);
}

/**
 * A poll's answer: only the entries whose status changed since the storefront's last answer (`counter`), which the
 * storefront merges into what it has. A 500-name list settles without sending every name on every poll.
 */
export function simulatePoll(
  brand: BrandCode,
  targets: readonly LookupTarget[],
  mode: LookupPayload["mode"],
  counter: number,
  testNames: TestNames,
): LookupRegister {
  const transfer = mode === "transfer";
  const current = simulatedEntries(brand, targets, mode, counter + 1, testNames);
  const changed = current.filter(
    (entry, index) => entry.status !== simulatedStatus(targets[index], transfer, counter, testNames),
  );
  return registerAnswer(brand, current.every(isSettled), changed);
}

/** A premium name's first-year price in the brand's minor units: fixed per name, between 499 and 2,399. */
export function premiumPrice(domain: string): number {
  return 49_900 + (nameHash(domain) % 20) * 10_000;
}

/** Premium names the registrar offers for a keyword (decisions.md section 3: names containing `premium`). */
export function premiumOffers(keyword: string, tlds: readonly string[], limit: number) {
  if (!keyword.includes("premium")) return [];
  return tlds.slice(0, limit).map((tld) => ({ domain: `${keyword}.${tld}`, price: premiumPrice(`${keyword}.${tld}`) }));
}
