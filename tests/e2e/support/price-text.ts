import type { BrandDefinition } from "../../../brands/index";
import { brandSalesTax } from "../../../brands/sales-tax";
import { formatMoney } from "../../../src/components/domain-search/format-money";

/** A price as the brand shows it: before its sales tax, saying so where it adds one ("£9.99 ex VAT"). */
export function shownPrice(minor: number, brandInfo: BrandDefinition): string {
  const amount = formatMoney(minor, brandInfo.defaultCurrency);
  return brandSalesTax[brandInfo.brandName] ? `${amount} ex VAT` : amount;
}
