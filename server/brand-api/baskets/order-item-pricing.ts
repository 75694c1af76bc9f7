/**
 * Prices order items in integer minor units of the brand's currency: domains from the domain price list, plans and
 * add-ons from the catalogue, free-domain promotions and vouchers by the same pure rules the basket machine uses.
 */
import { type BrandCode, brands } from "../../../brands/index";
import type { BasketVoucher, DomainOrderItem, OrderItem, PriceLine } from "../../../contract/basket";
import type { Serviceplan } from "../../../contract/catalogue";
import { domainPromotionsFor, freeDomainPeriod, freeDomainPromotion } from "../../../rules/basket/promotions";
import { taxAt } from "../../../rules/basket/sales-tax";
import type { Period } from "../../../rules/basket/types";
import { freeOnlineOffer, hasFreeOnlinePartner } from "../../../rules/basket/upsells";
import { voucherLineDiscounts } from "../../../rules/basket/vouchers";
import { serviceplanIn } from "../catalogue/catalogue-data";
import {
  brandCurrency,
  type DomainPeriod,
  domainPrice,
  premiumDomainServiceplanId,
  twoYearOffer,
} from "../domains/price-list";
import { premiumOffers, premiumPrice } from "../domains/registrar-simulator";

/** Whether the registrar sells this name as a premium domain. */
function isPremiumName(domain: string): boolean {
  const { name, tld } = splitDomain(domain);
  return premiumOffers(name, [tld], 1).length > 0;
}

export interface StoredItem {
  item_id: string;
  item: OrderItem;
}

interface UnpricedLine {
  item_id: string;
  description: string;
  codename: string;
  serviceplan_id: number;
  period: string;
  price: number;
  renew_price: number;
  promotion: string | null;
}

/** Domains are sold in whole years only (decisions.md section 3); a month is a hosting and add-on period. */
const domainPeriods = new Set<string>(["1y", "2y", "3y"]);

export function splitDomain(domain: string): { name: string; tld: string } {
  const dot = domain.indexOf(".");
  return { name: domain.slice(0, dot), tld: domain.slice(dot + 1) };
}

function findPlan(brand: BrandCode, serviceplanId: number): Serviceplan | undefined {
  return serviceplanIn(brandCurrency(brand).code, serviceplanId);
}

/** How a visitor reads an item: the domain name, or the plan's name and the domain it serves. */
export function describeOrderItem(brand: BrandCode, item: OrderItem): string {
  if (item.type === "domain") return item.domain;
  const name = findPlan(brand, item.serviceplan_id)?.name ?? `Serviceplan ${item.serviceplan_id}`;
  return item.connected_domain ? `${name} for ${item.connected_domain}` : name;
}

/** Why an item cannot be sold by this brand, or null when it can. */
export function unsellableReason(brand: BrandCode, item: OrderItem): string | null {
  if (item.type === "domain") {
    const { tld } = splitDomain(item.domain);
    if (!domainPeriods.has(item.period)) return `${item.domain} cannot be bought for ${item.period}.`;
    if (item.premium && (!isPremiumName(item.domain) || item.period !== "1y"))
      return `${item.domain} is not a premium domain for ${item.period}.`;
    const entry = domainPrice({ brand, tld, period: item.period as DomainPeriod, action: item.action });
    if (!entry) return `.${tld} is not sold for ${item.period} here.`;
    if (item.offer === "two_year" && (item.period !== "2y" || !twoYearOffer(brand, tld)))
      return `${item.domain} has no two-year offer.`;
    if (item.offer === "free_online" && (!freeOnlineOffer(brand) || tld !== "online"))
      return `${item.domain} has no free .online offer.`;
    return null;
  }
  const plan = findPlan(brand, item.serviceplan_id);
  if (!plan) return `There is no serviceplan ${item.serviceplan_id}.`;
  if (!plan.prices.some((price) => price.period === item.period))
    return `${plan.name} cannot be bought for ${item.period}.`;
  return null;
}

function domainLine(brand: BrandCode, stored: StoredItem, item: DomainOrderItem, all: StoredItem[]): UnpricedLine {
  const { name, tld } = splitDomain(item.domain);
  const entry = domainPrice({ brand, tld, period: item.period as DomainPeriod, action: item.action });
  if (!entry) throw new Error(`No price for ${item.domain} ${item.period}.`);
  const verb = item.action === "transfer" ? "transfer" : "registration";
  const line: UnpricedLine = {
    item_id: stored.item_id,
    description: `${item.domain} ${verb}`,
    codename: "domain",
    serviceplan_id: entry.serviceplan_id,
    period: item.period,
    price: entry.special_offer_price ?? entry.new_price,
    renew_price: entry.renew_price,
    promotion: null,
  };
  if (item.premium) {
    // Spec section 9: premium domains use the UK2 serviceplan id, at the registrar's premium price.
    const premium = premiumPrice(item.domain);
    return { ...line, price: premium, renew_price: premium, serviceplan_id: premiumDomainServiceplanId };
  }
  const offer = item.offer === "two_year" ? twoYearOffer(brand, tld) : undefined;
  if (offer) Object.assign(line, { price: offer.new_price, serviceplan_id: offer.serviceplan_id });
  const online = item.offer === "free_online" ? freeOnlineOffer(brand) : null;
  const partners = all.flatMap((other) => (other.item.type === "domain" ? [splitDomain(other.item.domain)] : []));
  if (online && hasFreeOnlinePartner(name, partners))
    Object.assign(line, {
      price: online.new_price,
      renew_price: online.renew_price,
      serviceplan_id: online.serviceplan_id,
    });

  const linkedHosting = all.flatMap((other) => {
    if (other.item.type !== "plan" || other.item.connected_domain !== item.domain) return [];
    const plan = findPlan(brand, other.item.serviceplan_id);
    if (plan?.type !== "hosting") return [];
    return [{ codename: plan.codename, serviceplanId: plan.serviceplan_id, period: other.item.period as Period }];
  });
  const promotion = freeDomainPromotion(
    { tld, isPremium: false, ownDomain: false, status: item.action === "transfer" ? "transfer" : "available" },
    linkedHosting,
    domainPromotionsFor(brand),
  );
  if (promotion && item.period === freeDomainPeriod)
    Object.assign(line, { price: 0, serviceplan_id: promotion.serviceplan_id, promotion: promotion.voucher });
  return line;
}

function planLine(brand: BrandCode, stored: StoredItem, item: Extract<OrderItem, { type: "plan" }>): UnpricedLine {
  const plan = findPlan(brand, item.serviceplan_id);
  const price = plan?.prices.find((entry) => entry.period === item.period);
  if (!plan || !price) throw new Error(`No price for serviceplan ${item.serviceplan_id} ${item.period}.`);
  return {
    item_id: stored.item_id,
    description: describeOrderItem(brand, item),
    codename: plan.codename,
    serviceplan_id: plan.serviceplan_id,
    period: item.period,
    price: price.special_offer_price ?? price.new_price,
    renew_price: price.renew_price,
    promotion: null,
  };
}

/** The brand's tax rate in percent, from its brand file (a brand registered in tests has no entry in sales-tax.ts). */
function taxRatePercent(brand: BrandCode): number {
  return brands[brand].salesTax?.ratePercent ?? 0;
}

export interface PricedItems {
  lines: PriceLine[];
  subtotal: number;
  discount: number;
  tax_rate_percent: number;
  tax: number;
  total: number;
}

/** Every line, discount, promotion, tax and total of a basket's items, in minor units. */
export function priceOrderItems(brand: BrandCode, items: StoredItem[], voucher: BasketVoucher | null): PricedItems {
  const unpriced = items.map((stored) =>
    stored.item.type === "domain"
      ? domainLine(brand, stored, stored.item, items)
      : planLine(brand, stored, stored.item),
  );
  const discounts = voucherLineDiscounts(
    voucher,
    unpriced.map((line) => ({
      codename: line.codename,
      serviceplanId: line.serviceplan_id,
      price: line.price,
      freeRegistered: line.promotion !== null,
    })),
  );
  const lines = unpriced.map((line, index) => ({ ...line, discount: discounts[index] }));
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const discount = discounts.reduce((sum, value) => sum + value, 0);
  const taxable = Math.max(subtotal - discount, 0);
  const tax = taxAt(taxable, taxRatePercent(brand));
  return { lines, subtotal, discount, tax_rate_percent: taxRatePercent(brand), tax, total: taxable + tax };
}
