/**
 * Voucher maths (spec section 5 "Basket"), shared by the basket machine and the brand API's basket pricing. Amounts
 * are integer minor units, so "rounded to 2 decimals" is rounding to a whole cent or penny.
 */
import type { Voucher } from "./types";

/** One priced line as the voucher sees it. */
export interface VoucherLine {
  codename: string;
  serviceplanId: number;
  /** What the line costs now, in minor units. */
  price: number;
  /** A domain registered free by a promotion is never discounted again. */
  freeRegistered: boolean;
}

/** Whether the voucher applies to a line: matching codename or plan id, never a free-registered item. */
export function voucherMatches(voucher: Voucher, line: VoucherLine): boolean {
  if (line.freeRegistered) return false;
  return (
    (voucher.codename !== null && voucher.codename === line.codename) ||
    voucher.serviceplan_ids.includes(line.serviceplanId)
  );
}

/**
 * The discount of each line, in minor units: a percentage of each matching line's price, or a fixed amount spread
 * over the matching lines in order, never more than those lines cost.
 */
export function voucherLineDiscounts(voucher: Voucher | null, lines: readonly VoucherLine[]): number[] {
  if (!voucher) return lines.map(() => 0);
  if (voucher.discount_type === "percentage") {
    const percent = Math.min(Math.max(voucher.discount_value, 0), 100);
    return lines.map((line) => (voucherMatches(voucher, line) ? Math.round((line.price * percent) / 100) : 0));
  }
  let left = Math.max(Math.round(voucher.discount_value), 0);
  return lines.map((line) => {
    if (!voucherMatches(voucher, line)) return 0;
    const discount = Math.min(left, Math.max(line.price, 0));
    left -= discount;
    return discount;
  });
}

export interface VoucherTotals {
  subtotal: number;
  discount: number;
  /** Subtotal less discount; never below 0. */
  total: number;
}

export function voucherTotals(voucher: Voucher | null, lines: readonly VoucherLine[]): VoucherTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const discount = voucherLineDiscounts(voucher, lines).reduce((sum, value) => sum + value, 0);
  return { subtotal, discount, total: Math.max(subtotal - discount, 0) };
}
