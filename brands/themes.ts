import { mpTheme } from "./mp";
import type { BrandCode, BrandTheme } from "./types";
import { uk2Theme } from "./uk2";
import { whTheme } from "./wh";

/** Each brand's theme, for the server's page shell only: the browser gets the values as CSS, not as JavaScript. */
export const brandThemes: Readonly<Record<BrandCode, BrandTheme>> = { WH: whTheme, MP: mpTheme, UK2: uk2Theme };
