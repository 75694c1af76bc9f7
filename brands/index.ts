import { mp } from "./mp";
import type { BrandCode, BrandDefinition } from "./types";
import { uk2 } from "./uk2";
import { wh } from "./wh";

export * from "./types";

export const brands: Readonly<Record<BrandCode, BrandDefinition>> = { WH: wh, MP: mp, UK2: uk2 };

/** Plain `localhost` and any host that is not a brand's serves this brand (decisions.md section 2). */
export const defaultBrand: BrandCode = "WH";

/** UK TLDs (spec section 5). */
export const ukTlds: readonly string[] = ["uk", "co.uk", "me.uk", "org.uk"];
