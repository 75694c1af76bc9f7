import type { CurrencyCode, CurrencySymbol } from "./currencies";
import type { TldPrices } from "./tld-prices";

/** A currency as a brand carries it: its code and the symbol shown before amounts (brands/currencies.ts). */
export interface Currency {
  code: CurrencyCode;
  symbol: CurrencySymbol;
}

/**
 * A sales tax the brand adds to the basket's total (UK2: VAT). The brand's prices are set and shown before it, each
 * saying so ("ex VAT"); totals with it say "inc VAT" (docs/checkout.md "Prices and tax").
 */
export interface SalesTax {
  name: "VAT";
  ratePercent: number;
}

/**
 * The terms a shopper accepts by paying (issue 36, brands/terms.ts): a terms page of the brand's content
 * (`/terms-and-conditions/<slug>/`) and the version in force, its content's `updatedAt` (a test keeps the two in step).
 * Orders record both and when.
 */
export interface AcceptedTerms {
  slug: string;
  version: string;
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
export interface BrandDefinition<Code extends string = string> {
  /** The brand's code (spec sections 1 and 9); `BrandCode` is the union of the registered brands' codes. */
  brandName: Code;
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
  /**
   * The sales tax added to the basket, or null for a brand that sells without one. Also the brand file's own export
   * (`uk2SalesTax`), which brands/sales-tax.ts collects for the browser without the rest of the brand file.
   */
  salesTax: SalesTax | null;
  /** Whether the basket offers a free `.online` with each `.com` and `.co.uk` (decisions.md section 2). */
  offersFreeOnline: boolean;
  /** The extensions the home page lists prices for: the brand's best known first, then its offers. */
  featuredTlds: readonly string[];
}

/**
 * A brand's domain price list, a brand file's own export (`whDomainPrices`) that brands/domain-prices.ts collects for
 * the server's brand API: serviceplan ids start at `serviceplanBase`, a block of ten per TLD.
 */
export interface DomainPriceList {
  serviceplanBase: number;
  tlds: Readonly<Record<string, TldPrices>>;
}

/**
 * A brand's look as data (issue 15): the server writes these values as CSS custom properties on :root (see
 * server/storefront/theme-style.ts), so components use `var(--colour-primary)` and never a colour of their own.
 * Property names map to the token names of the design contract: `primaryStrong` -> `--colour-primary-strong`.
 */
export interface ThemeColours {
  primary: string;
  /** Hover and pressed primary. */
  primaryStrong: string;
  /** Text on primary. */
  onPrimary: string;
  accent: string;
  onAccent: string;
  /** The page. */
  background: string;
  /** Cards and panels. */
  surface: string;
  /** Subtle fills and skeletons. */
  surfaceAlt: string;
  text: string;
  /** Secondary text, still AA on surface and background. */
  muted: string;
  border: string;
  /** Focus ring. */
  focus: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerSoft: string;
  info: string;
  infoSoft: string;
  /** The site header's bar and its text. */
  header: string;
  onHeader: string;
  /** The home page's hero band: a gradient from `hero` to `heroEnd` (the same colour for a flat band), and its text. */
  hero: string;
  heroEnd: string;
  onHero: string;
}

export interface BrandTheme {
  colours: ThemeColours;
  radius: string;
  radiusSmall: string;
  /** Buttons and text fields: square, slightly rounded or pills. */
  radiusControl: string;
  shadowCard: string;
  fontBody: string;
  fontHeading: string;
  /** Heading style: weight, letter spacing and case (`none` or `uppercase`, for small headings). */
  headingWeight: string;
  headingTracking: string;
  labelCase: "none" | "uppercase";
  /** The wordmark as a standalone SVG document, with its size in CSS pixels. */
  logo: { svg: string; width: number; height: number };
}
