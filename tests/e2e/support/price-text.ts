import { type BrandDefinition, formatMinorUnits } from "../../../brands/index";
import { brandSalesTax } from "../../../brands/sales-tax";

/** A price as the brand shows it: before its sales tax, saying so where it adds one ("£9.99 ex VAT"). */
export function shownPrice(minor: number, brandInfo: BrandDefinition): string {
  const amount = formatMinorUnits(minor, brandInfo.defaultCurrency.code);
  return brandSalesTax[brandInfo.brandName] ? `${amount} ex VAT` : amount;
}
