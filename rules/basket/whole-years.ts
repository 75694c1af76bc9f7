import { isPeriod, periodInMonths } from "./periods";
import type { Period } from "./types";

/** Whether a domain may be sold for this period: whole years only, at least one (decisions.md section 3). */
export function isWholeYears(period: string): period is Period {
  if (!isPeriod(period)) return false;
  const months = periodInMonths(period);
  return months >= 12 && months % 12 === 0;
}
