import type { Currency } from "../../../brands/index";

/** One formatter for every amount: `toLocaleString` with options builds a new one per call, a cost the server's page renders felt. */
const amountFormat = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Minor units (cents, pence) as the visitor reads them: "$12.99", "£0.99". */
export function formatMoney(minor: number, currency: Currency): string {
  return `${currency.symbol}${amountFormat.format(minor / 100)}`;
}
