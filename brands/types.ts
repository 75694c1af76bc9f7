/** Brand codes of spec section 1 and 9. */
export const brandCodes = ["WH", "MP", "UK2"] as const;
export type BrandCode = (typeof brandCodes)[number];

export interface Currency {
  /** ISO 4217 code. */
  code: "USD" | "GBP";
  /** Symbol shown before amounts ($ = USD, £ = GBP). */
  symbol: "$" | "£";
}

/** Each brand's own paths for the routes whose path differs by brand (spec section 2). */
export interface BrandRoutePaths {
  searchResults: string;
  hosting: string;
  basket: string;
}

/** Spec section 3 "Domain promotion". */
export interface DomainPromotion {
  tld: string;
  /** Hosting periods, in months, that earn the free domain. */
  eligible_period: number[];
  serviceplan_id: number;
  must_be_bought_with: { serviceplan_ids: number[]; codenames: string[] };
  voucher: string;
}

/**
 * Static brand metadata (spec sections 1 and 3, decisions.md section 2). The brand and
 * checkout URLs depend on where the server runs, so they are resolved at start-up:
 * see `BrandMetadata` in ./metadata.ts.
 */
export interface BrandDefinition {
  brandName: BrandCode;
  /** Name shown to visitors. */
  displayName: string;
  workspace: string;
  /** Host name this brand answers on locally (decisions.md section 2). */
  localHost: string;
  defaultCurrency: Currency;
  parentCustomerId: number;
  basketStorageKey: string;
  supportedTlds: readonly string[];
  routes: BrandRoutePaths;
  salesContactText: string;
  supportPhone: string;
  /** Free-domain promotions this brand runs (decisions.md section 5). */
  domainPromotions: readonly DomainPromotion[];
}
