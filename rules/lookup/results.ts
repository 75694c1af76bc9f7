import { ukTlds } from "../../brands/index";
import type {
  DomainStatusEntry,
  LookupRegister,
  PremiumResponse,
  PricingEntry,
  TwoYearOfferEntry,
} from "../../contract/domains";
import { type DisplayStatus, displayStatus, isFinalStatus } from "./statuses";

/** A domain search result (spec section 3) with its display status and every period it is sold for. */
export type DomainResult = Omit<DomainStatusEntry, "status" | "price_list"> & {
  status: DisplayStatus;
  prices: PricingEntry[];
};

export function resultKey(result: { name: string; tld: string }): string {
  return `${result.name}.${result.tld}`;
}

/** The answer's entries as results; each shares its price list with the other names of its TLD. */
export function toDomainResults(register: LookupRegister | undefined): DomainResult[] {
  if (!register) return [];
  return register.domain_status.map(({ price_list, ...entry }) => ({
    ...entry,
    status: displayStatus(entry.status),
    prices: register.price_lists[price_list] ?? [],
  }));
}

const replaceableStatuses: readonly DisplayStatus[] = ["available", "premium", "started", "scheduled"];

/**
 * Spec section 4 "Lookup", merging: a new entry replaces an existing one with the same name and tld if the old one
 * is available, premium, started or scheduled and the new status differs; or if the lookup is a transfer; or if the
 * new status is preorder. New names are added in order.
 */
export function mergeResults(
  existing: readonly DomainResult[],
  incoming: readonly DomainResult[],
  transfer: boolean,
): DomainResult[] {
  const merged = [...existing];
  const indexByKey = new Map(merged.map((result, index) => [resultKey(result), index]));
  for (const entry of incoming) {
    const index = indexByKey.get(resultKey(entry));
    if (index === undefined) {
      indexByKey.set(resultKey(entry), merged.length);
      merged.push(entry);
      continue;
    }
    const old = merged[index];
    const replaces =
      (replaceableStatuses.includes(old.status) && entry.status !== old.status) ||
      transfer ||
      entry.status === "preorder";
    if (replaces) merged[index] = entry;
  }
  return merged;
}

/** When the lookup is complete, entries whose status is not final are removed. */
export function dropNonFinal(results: readonly DomainResult[]): DomainResult[] {
  return results.filter((result) => isFinalStatus(result.status));
}

/** A suspended lookup: any non-final result becomes unavailable. */
export function markNonFinalUnavailable(results: readonly DomainResult[]): DomainResult[] {
  return results.map((result) => (isFinalStatus(result.status) ? result : { ...result, status: "unavailable" }));
}

/** Names the registrar has given their outcome (the progress: "12 of 21 checked"). */
export function checkedCount(results: readonly DomainResult[]): number {
  return results.filter((result) => isFinalStatus(result.status)).length;
}

const ukTldSet = new Set(ukTlds);

/** A taken result with a non-UK TLD triggers a premium-domain check once per TLD. */
export function premiumChecksFor(
  results: readonly DomainResult[],
  checkedTlds: readonly string[],
): { name: string; tld: string }[] {
  const checks: { name: string; tld: string }[] = [];
  const checked = new Set(checkedTlds);
  for (const result of results) {
    if (result.status !== "taken" || ukTldSet.has(result.tld) || checked.has(result.tld)) continue;
    checked.add(result.tld);
    checks.push({ name: result.name, tld: result.tld });
  }
  return checks;
}

/**
 * A premium result: status premium, period 1y, the price from the premium response and the UK2 premium serviceplan
 * id; undefined when the response offers nothing for this name.
 */
export function premiumResult(
  taken: DomainResult,
  response: PremiumResponse,
  premiumServiceplanId: number,
): DomainResult | undefined {
  const offer = response.domains.find((domain) => domain.domain === resultKey(taken));
  if (!offer) return undefined;
  return {
    ...taken,
    status: "premium",
    period: "1y",
    period_in_months: 12,
    new_price: offer.price,
    renew_price: offer.price,
    special_offer_price: null,
    serviceplan_id: premiumServiceplanId,
    isPremium: true,
    twoYearOffer: undefined,
    prices: [
      {
        period: "1y",
        period_in_months: 12,
        new_price: offer.price,
        renew_price: offer.price,
        special_offer_price: null,
        serviceplan_id: premiumServiceplanId,
        extradetails: { tld: taken.tld },
      },
    ],
  };
}

/** Spec section 9: the two-year offer is shown when its price is within 1 (currency unit) of the one-year price. */
export function showsTwoYearOffer(
  result: Pick<DomainResult, "new_price" | "special_offer_price">,
  offer?: TwoYearOfferEntry,
) {
  if (!offer) return false;
  const oneYear = result.special_offer_price ?? result.new_price;
  const twoYears = offer.special_offer_price ?? offer.new_price;
  return Math.abs(twoYears - oneYear) <= 100;
}
