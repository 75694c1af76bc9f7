import { type BrandCode, type BrandDefinition, brands } from "./index";
import { sharedRoutePaths } from "./routes";

/** Brand metadata as the app receives it at load time (spec section 3 "Brand metadata"). */
export interface BrandMetadata extends Omit<BrandDefinition, ServerOnlyBrandFact> {
  brandURL: string;
  checkoutURL: string;
}

/** Brand facts only the server reads: prices reach the app through the brand API. */
type ServerOnlyBrandFact = "domainPrices";

/**
 * Brand and checkout URLs come from configuration, never from the request's Host header,
 * so redirects cannot be pointed elsewhere. `origins` maps each brand to its public origin.
 */
export function brandMetadata(brand: BrandCode, origins: Readonly<Record<BrandCode, string>>): BrandMetadata {
  const { domainPrices: _domainPrices, ...metadata } = brands[brand];
  const brandURL = origins[brand].replace(/\/+$/, "");
  return { ...metadata, brandURL, checkoutURL: `${brandURL}${sharedRoutePaths.checkout}` };
}
