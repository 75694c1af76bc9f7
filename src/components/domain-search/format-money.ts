import type { Currency } from "../../../brands/types";

/** Minor units (cents, pence) as the visitor reads them: "$12.99", "£0.99". */
export function formatMoney(minor: number, currency: Currency): string {
  return `${currency.symbol}${(minor / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
