import { formatMinorUnits } from "../../../brands/index";
import { taxWords } from "../../../brands/sales-tax";
import { useBrand } from "../../app/brand-context";

/**
 * Amounts as a visitor reads them, each saying what it includes where the brand adds a sales tax (UK2's VAT, see
 * brands/sales-tax.ts and docs/checkout.md "Prices and tax"): a price is sold before the tax ("£9.99 ex VAT"), a total
 * or the amount taken has it in ("£11.99 inc VAT"). A brand without a sales tax shows the bare amount.
 */
export function usePriceText() {
  const { brandName, defaultCurrency } = useBrand();
  const { taxLabel, exTax, incTax } = taxWords(brandName);
  const amount = (minor: number) => formatMinorUnits(minor, defaultCurrency.code);
  return {
    /** The tax's name and rate, "VAT (20%)", or null for a brand without one. */
    taxLabel,
    /** An amount that is neither a price nor a total: the tax itself, account credit. */
    amount,
    /** A price (a line, a subtotal, a discount): before the sales tax. */
    price: (minor: number) => `${amount(minor)}${exTax}`,
    /** A total with the sales tax in it: what is paid. */
    withTax: (minor: number) => `${amount(minor)}${incTax}`,
  };
}
