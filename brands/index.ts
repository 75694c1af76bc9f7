import { registeredBrands } from "./registry";
import type { BrandDefinition as BrandFile } from "./types";

export * from "./currencies";
export * from "./types";

export type BrandCode = (typeof registeredBrands)[number]["brandName"];

/** A registered brand's definition, its code one of the registered codes (this shadows the open one of ./types). */
export type BrandDefinition = BrandFile<BrandCode>;

/** Brand codes of spec section 1 and 9, the default brand first. */
export const brandCodes: readonly [BrandCode, ...BrandCode[]] = [
  registeredBrands[0].brandName,
  ...registeredBrands.slice(1).map((brand) => brand.brandName),
];

export const brands: Readonly<Record<BrandCode, BrandDefinition>> = Object.fromEntries(
  registeredBrands.map((brand) => [brand.brandName, brand]),
) as Record<BrandCode, BrandDefinition>;

/** Plain `localhost` and any host that is not a brand's serves this brand (decisions.md section 2). */
export const defaultBrand: BrandCode = brandCodes[0];

/** UK TLDs (spec section 5). */
export const ukTlds: readonly string[] = ["uk", "co.uk", "me.uk", "org.uk"];

/** The brand whose parent_customer_id this is (spec section 1), if any. */
export function brandOfParentCustomer(parentCustomerId: number): BrandCode | undefined {
  return brandCodes.find((code) => brands[code].parentCustomerId === parentCustomerId);
}
