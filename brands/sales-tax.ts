import type { BrandCode, SalesTax } from "./index";

/** The sales tax each brand adds at checkout, or null for a brand that sells without one (decisions: UK2's VAT). */
export const brandSalesTax: Readonly<Record<BrandCode, SalesTax | null>> = {
  WH: null,
  MP: null,
  UK2: { name: "VAT", ratePercent: 20 },
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
