import { type BrandCode, type BrandDefinition, brands } from "./index";
import { sharedRoutePaths } from "./routes";

/**
 * Brand metadata as the app receives it at load time (spec section 3 "Brand metadata"). The domain prices are not
 * among the brand's facts (brands/domain-prices.ts): they reach the app through the brand API.
 */
export interface BrandMetadata extends BrandDefinition {
  brandURL: string;
  checkoutURL: string;
}

/**
 * Brand and checkout URLs come from configuration, never from the request's Host header,
 * so redirects cannot be pointed elsewhere. `origins` maps each brand to its public origin.
 */
export function brandMetadata(brand: BrandCode, origins: Readonly<Record<BrandCode, string>>): BrandMetadata {
  const metadata = brands[brand];
  const brandURL = origins[brand].replace(/\/+$/, "");
  return { ...metadata, brandURL, checkoutURL: `${brandURL}${sharedRoutePaths.checkout}` };
}
