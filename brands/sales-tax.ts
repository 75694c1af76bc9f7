import type { BrandCode, SalesTax } from "./types";

/** The sales tax each brand adds at checkout, or null for a brand that sells without one (decisions: UK2's VAT). */
export const brandSalesTax: Readonly<Record<BrandCode, SalesTax | null>> = {
  WH: null,
  MP: null,
  UK2: { name: "VAT", ratePercent: 20 },
};
