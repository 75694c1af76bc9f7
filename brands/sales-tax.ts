import type { BrandCode, SalesTax } from "./index";
import { mpSalesTax } from "./mp";
import { uk2SalesTax } from "./uk2";
import { whSalesTax } from "./wh";

/**
 * Each registered brand's sales tax (its brand file's own export), for the pages' price words and the basket's
 * estimate: collected here so the browser loads these few values, not the brand files.
 */
export const brandSalesTax: Readonly<Record<BrandCode, SalesTax | null>> = {
  WH: whSalesTax,
  MP: mpSalesTax,
  UK2: uk2SalesTax,
};

/**
 * How amounts say what they include (issue 36), for the pages and the mail alike: a price is before the brand's sales
 * tax ("ex VAT"), a total has it in ("inc VAT"); a brand without one adds no words, and calls its tax line "Tax".
 */
export function taxWords(brand: BrandCode) {
  const tax = brandSalesTax[brand];
  return {
    taxLabel: tax ? `${tax.name} (${tax.ratePercent}%)` : null,
    exTax: tax ? ` ex ${tax.name}` : "",
    incTax: tax ? ` inc ${tax.name}` : "",
  };
}
