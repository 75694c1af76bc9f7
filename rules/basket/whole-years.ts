import { isPeriod, periodInMonths } from "./periods";

/**
 * Whether a domain may be sold for this period: whole years only, at least one (decisions.md section 3). A module of
 * its own: only the results and basket views read it, so it loads with them, not with every page.
 */
export function isWholeYears(period: string): boolean {
  if (!isPeriod(period)) return false;
  const months = periodInMonths(period);
  return months >= 12 && months % 12 === 0;
}
