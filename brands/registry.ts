import { mp } from "./mp";
import { uk2 } from "./uk2";
import { wh } from "./wh";

/**
 * Every brand the storefront serves, the first being the default for any other host (decisions.md section 2). The
 * brand codes, every schema that accepts a brand and every per-brand table derive from this list, so a new brand is
 * its brand file, its content folder and one entry here.
 */
export const registeredBrands = [wh, mp, uk2] as const;
