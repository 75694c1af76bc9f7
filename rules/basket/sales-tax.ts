import { brandSalesTax } from "../../brands/sales-tax";
import type { BrandCode } from "../../brands/types";

/** The brand's sales tax rate in percent (brands/sales-tax.ts: UK2 adds 20% VAT; WH and MP sell without one). */
export function taxRatePercent(brand: BrandCode): number {
  return brandSalesTax[brand]?.ratePercent ?? 0;
}

/**
 * The tax on an amount before tax, rounded once on the whole amount: the same rule for the basket's estimate in the
 * browser and the server's total, so the basket's "total with tax" is the amount taken at checkout.
 */
export function taxOn(taxable: number, brand: BrandCode): number {
  return Math.round((taxable * taxRatePercent(brand)) / 100);
}
