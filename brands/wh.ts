import { currencyOf } from "./currencies";
import { freeRegistrationWithHosting } from "./promotions";
import { usdTldPrices } from "./tld-prices";
import type { BrandDefinition, BrandTheme, DomainPriceList, SalesTax } from "./types";

/** The sales tax the brand adds at checkout (decisions: UK2's VAT; WH and MP sell without one). */
export const whSalesTax: SalesTax | null = null;

export const wh: BrandDefinition<"WH"> = {
  brandName: "WH",
  displayName: "WebHost",
  workspace: "webhost",
  localHost: "wh.localhost",
  defaultCurrency: currencyOf("USD"),
  parentCustomerId: 101,
  basketStorageKey: "basket_wh",
  supportedTlds: [
    "com",
    "net",
    "org",
    "info",
    "biz",
    "us",
    "ca",
    "co",
    "io",
    "online",
    "site",
    "store",
    "tech",
    "xyz",
    "club",
    "shop",
    "app",
    "dev",
    "blog",
    "me",
    "space",
  ],
  routes: {
    searchResults: "/domain-names/search-results/",
    hosting: "/web-hosting/",
    basket: "/order/cart/",
  },
  salesContactText: "Talk to our sales team on 1-888-555-0142, Monday to Friday, 9am to 6pm Eastern.",
  supportPhone: "1-888-555-0142",
  domainPromotions: [freeRegistrationWithHosting("com", 91001, "FREEDOMAIN-COM")],
  salesTax: whSalesTax,
  offersFreeOnline: false,
  featuredTlds: ["com", "net", "org", "io", "online", "store"],
};

/** The brand's domain price list; a separate export, like its theme, so the browser bundle leaves the tables out. */
export const whDomainPrices: DomainPriceList = { serviceplanBase: 41000, tlds: usdTldPrices };

/** The brand's look (issue 15); a separate export so the browser bundle, which never reads it, leaves it out. */
export const whTheme: BrandTheme = {
  colours: {
    primary: "#1a3d8f",
    primaryStrong: "#122c6b",
    onPrimary: "#ffffff",
    accent: "#c84b00",
    onAccent: "#ffffff",
    background: "#f3f6fb",
    surface: "#ffffff",
    surfaceAlt: "#e8edf6",
    text: "#14213d",
    muted: "#4a5672",
    border: "#c5cedf",
    focus: "#c2410c",
    success: "#146c2e",
    successSoft: "#e3f4e8",
    warning: "#8a4b00",
    warningSoft: "#fff1d6",
    danger: "#b42318",
    dangerSoft: "#fde8e6",
    info: "#1a4f9c",
    infoSoft: "#e4eefb",
    header: "#14306e",
    onHeader: "#ffffff",
    hero: "#1a3d8f",
    heroEnd: "#0b2259",
    onHero: "#ffffff",
  },
  radius: "6px",
  radiusSmall: "3px",
  radiusControl: "4px",
  shadowCard: "0 1px 3px rgb(20 33 61 / 16%)",
  fontBody: '"Segoe UI", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", system-ui, sans-serif',
  fontHeading: '"Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", system-ui, sans-serif',
  headingWeight: "800",
  headingTracking: "-0.02em",
  labelCase: "uppercase",
  logo: {
    width: 150,
    height: 32,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="32" viewBox="0 0 150 32"><rect y="4" width="24" height="24" rx="3" fill="#f97316"/><path d="M5 11l3 10 4-7 4 7 3-10" fill="none" stroke="#111827" stroke-width="2.5" stroke-linejoin="round"/><text x="32" y="23" font-family="Segoe UI, Helvetica Neue, Arial, sans-serif" font-size="20" font-weight="800" fill="#ffffff">WebHost</text></svg>',
  },
};
