import type { BrandCode, BrandTheme } from "./index";
import { mpTheme } from "./mp";
import { uk2Theme } from "./uk2";
import { whTheme } from "./wh";

/**
 * Each registered brand's theme (a brand file's second export), for the server's page shell only: kept out of the
 * brand definitions so the browser, which gets the values as CSS, never downloads them.
 */
export const brandThemes: Readonly<Record<BrandCode, BrandTheme>> = { WH: whTheme, MP: mpTheme, UK2: uk2Theme };
