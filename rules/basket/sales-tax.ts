import type { BrandCode } from "../../brands/index";
import { brandSalesTax } from "../../brands/sales-tax";

/** The brand's sales tax rate in percent (brands/sales-tax.ts: UK2 adds 20% VAT; WH and MP sell without one). */
export function taxRatePercent(brand: BrandCode): number {
  return brandSalesTax[brand]?.ratePercent ?? 0;
}

/**
 * The tax on an amount before tax, rounded once on the whole amount: the same rule for the basket's estimate in the
 * browser and the server's total, so the basket's "total with tax" is the amount taken at checkout.
 */
export function taxOn(taxable: number, brand: BrandCode): number {
  return taxAt(taxable, taxRatePercent(brand));
}

/** The tax at a rate in percent on an amount before tax, rounded once on the whole amount (the server's rule too). */
export function taxAt(taxable: number, ratePercent: number): number {
  return Math.round((taxable * ratePercent) / 100);
}
