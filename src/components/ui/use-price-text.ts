import { brands } from "../../../brands/index";
import { useBrand } from "../../app/brand-context";
import { formatMoney } from "../domain-search/format-money";

/**
 * Amounts as a visitor reads them, each saying what it includes where the brand adds a sales tax (UK2's VAT, see
 * brands/ and docs/checkout.md "Prices and tax"): a price is sold before the tax ("£9.99 ex VAT"), a total or the
 * amount taken has it in ("£11.99 inc VAT"). A brand without a sales tax shows the bare amount.
 */
export function usePriceText() {
  const { brandName, defaultCurrency } = useBrand();
  // Static brand data (brands/), already in every page's bundle, so the runtime configuration does not carry it.
  const { salesTax } = brands[brandName];
  const amount = (minor: number) => formatMoney(minor, defaultCurrency);
  return {
    /** The tax's name and rate, "VAT (20%)", or null for a brand without one. */
    taxLabel: salesTax ? `${salesTax.name} (${salesTax.ratePercent}%)` : null,
    /** An amount that is neither a price nor a total: the tax itself, account credit. */
    amount,
    /** A price (a line, a subtotal, a discount): before the sales tax. */
    price: (minor: number) => (salesTax ? `${amount(minor)} ex ${salesTax.name}` : amount(minor)),
    /** A total with the sales tax in it: what is paid. */
    withTax: (minor: number) => (salesTax ? `${amount(minor)} inc ${salesTax.name}` : amount(minor)),
  };
}
