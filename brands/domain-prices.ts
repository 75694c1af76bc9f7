import type { BrandCode, DomainPriceList } from "./index";
import { mpDomainPrices } from "./mp";
import { uk2DomainPrices } from "./uk2";
import { whDomainPrices } from "./wh";

/**
 * Each registered brand's domain price list (a brand file's own export), for the server's brand API only: kept out of
 * the brand definitions so the browser, which gets its prices from the API, never downloads the tables.
 */
export const brandDomainPrices: Readonly<Record<BrandCode, DomainPriceList>> = {
  WH: whDomainPrices,
  MP: mpDomainPrices,
  UK2: uk2DomainPrices,
};
