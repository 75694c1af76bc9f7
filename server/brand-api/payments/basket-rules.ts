import type { CurrencyCode } from "../../../brands/index";
import type { OrderItem } from "../../../contract/basket";
import type { Contact } from "../../../contract/customer";
import type { OrderRuleErrorCode } from "../../../contract/payment";
import { serviceplansIn } from "../catalogue/catalogue-data";

/** EU member states (ISO 3166-1 alpha-2), for the .eu registration rule. */
export const euCountries: ReadonlySet<string> = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
);

function domainsIn(items: readonly OrderItem[]): string[] {
  return items.flatMap((item) => (item.type === "domain" ? [item.domain] : []));
}

/**
 * The order rules checked before any payment is taken (spec section 8 "Payment errors"):
 * a plan that needs a domain has one; `.eu` only for EU addresses; `.ca` only for a Canadian
 * address (country CA and a Canadian postcode) for either registrant type; one currency per account.
 */
export function orderRuleError(input: {
  items: readonly OrderItem[];
  currency: CurrencyCode;
  contact: Contact | null;
  accountCurrency: CurrencyCode | null;
}): OrderRuleErrorCode | null {
  const plans = serviceplansIn(input.currency);
  const planNeedsDomain = input.items.some(
    (item) =>
      item.type === "plan" &&
      item.connected_domain === null &&
      plans.find((plan) => plan.serviceplan_id === item.serviceplan_id)?.requires_domain === true,
  );
  if (planNeedsDomain) return "plan_requires_item";
  if (input.accountCurrency && input.accountCurrency !== input.currency) return "currency_mismatch";
  const domains = domainsIn(input.items);
  const country = input.contact?.country ?? "";
  if (domains.some((domain) => domain.endsWith(".eu")) && !euCountries.has(country)) return "eu_only";
  if (domains.some((domain) => domain.endsWith(".ca")) && !canadianRegistrantMatches(input.contact)) {
    return "ca_registrant_mismatch";
  }
  return null;
}

const canadianPostcode = /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i;

function canadianRegistrantMatches(contact: Contact | null): boolean {
  return contact?.country === "CA" && canadianPostcode.test(contact.postcode.trim());
}
