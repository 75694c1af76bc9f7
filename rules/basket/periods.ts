import type { Period } from "./types";

const monthsPerUnit = { d: 1 / 30, m: 1, y: 12 } as const;

/** Spec section 9: periods are d, m or y; y counts as 12 months. */
export function periodInMonths(period: Period): number {
  const match = /^(\d+)([dmy])$/.exec(period);
  if (!match) throw new Error(`"${period}" is not a period.`);
  return Number(match[1]) * monthsPerUnit[match[2] as keyof typeof monthsPerUnit];
}

/** "1 year", "24 months": how a period reads on the page. */
export function describePeriod(period: Period): string {
  const months = periodInMonths(period);
  if (months >= 12 && months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  if (months >= 1) return months === 1 ? "1 month" : `${months} months`;
  return period;
}

export function isPeriod(value: string): value is Period {
  return /^\d+[dmy]$/.test(value);
}

/**
 * A priced line's terms as the checkout summary and the receipt state them: "1 year" and what it renews at; neither
 * for a line without a period (ordered before receipts kept periods).
 */
export function lineTerms(
  period: string,
  renewPrice: number,
): { periodLabel: string | null; renewPrice: number | null } {
  return isPeriod(period)
    ? { periodLabel: describePeriod(period), renewPrice }
    : { periodLabel: null, renewPrice: null };
}
