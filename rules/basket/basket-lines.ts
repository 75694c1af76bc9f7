/**
 * The basket's lines as the basket page shows them, with an estimate of the total by the same voucher maths the
 * server uses. The server's GET /basket/{id}/price stays the figure the visitor pays.
 */
import { savingsTotal } from "./savings";
import type { BasketContents, BasketDomain, Period } from "./types";
import { type VoucherLine, voucherTotals } from "./vouchers";

/** A line as the summary adds it up: what it costs now, and what that saves against its renewal price. */
export interface BasketLine extends VoucherLine {
  saved: number;
}

/** What a domain costs for its first period: free when a promotion made it free, else its offer or price. */
export function domainFirstPrice(domain: BasketDomain): number {
  if (domain.ownDomain || domain.free_register_id !== null) return 0;
  if (domain.offer) return domain.offer.new_price;
  return domain.special_offer_price ?? domain.new_price;
}

function priced<
  T extends {
    period: Period;
    prices: { period: Period; new_price: number; renew_price: number; special_offer_price: number | null }[];
  },
>(item: T) {
  const entry = item.prices.find((price) => price.period === item.period);
  return { price: entry ? (entry.special_offer_price ?? entry.new_price) : 0, renewPrice: entry?.renew_price ?? 0 };
}

function withSaving({ renewPrice, ...line }: VoucherLine & { renewPrice: number }): BasketLine {
  return { ...line, saved: savingsTotal(line.price, renewPrice) };
}

export function basketLines(contents: BasketContents): BasketLine[] {
  const domains = contents.domains
    .filter((domain) => !domain.ownDomain)
    .map((domain) =>
      withSaving({
        codename: "domain",
        serviceplanId: domain.currentServiceplanID,
        price: domainFirstPrice(domain),
        renewPrice: domain.offer?.renew_price ?? domain.renew_price,
        freeRegistered: domain.free_register_id !== null,
      }),
    );
  const plans = [...contents.orderDetail, ...contents.domainAddons, ...contents.emailTimelineBackups].map((line) =>
    withSaving({
      codename: line.codename,
      serviceplanId: "currentServiceplanID" in line ? line.currentServiceplanID : line.serviceplan_id,
      ...priced(line),
      freeRegistered: false,
    }),
  );
  return [...domains, ...plans];
}

export interface BasketSummary {
  subtotal: number;
  discount: number;
  total: number;
  /** Everything saved against renewal prices, plus the voucher. */
  saved: number;
}

export function basketSummary(contents: BasketContents): BasketSummary {
  const lines = basketLines(contents);
  const totals = voucherTotals(contents.voucher, lines);
  return {
    ...totals,
    saved: lines.reduce((sum, line) => sum + line.saved, 0) + totals.discount,
  };
}
