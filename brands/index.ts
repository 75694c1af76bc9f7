import { mp } from "./mp";
import { type BrandCode, type BrandDefinition, brandCodes } from "./types";
import { uk2 } from "./uk2";
import { wh } from "./wh";

export * from "./types";

export const brands: Readonly<Record<BrandCode, BrandDefinition>> = { WH: wh, MP: mp, UK2: uk2 };

/** Plain `localhost` and any host that is not a brand's serves this brand (decisions.md section 2). */
export const defaultBrand: BrandCode = "WH";

/** UK TLDs (spec section 5). */
export const ukTlds: readonly string[] = ["uk", "co.uk", "me.uk", "org.uk"];

/** The brand whose parent_customer_id this is (spec section 1), if any. */
export function brandOfParentCustomer(parentCustomerId: number): BrandCode | undefined {
  return brandCodes.find((code) => brands[code].parentCustomerId === parentCustomerId);
}
