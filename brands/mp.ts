import { currencyOf } from "./currencies";
import { freeRegistrationWithHosting } from "./promotions";
import { mpTldPrices } from "./tld-prices";
import type { BrandDefinition, BrandTheme, DomainPriceList, SalesTax } from "./types";

/** The sales tax the brand adds at checkout (decisions: UK2's VAT; WH and MP sell without one). */
export const mpSalesTax: SalesTax | null = null;

export const mp: BrandDefinition<"MP"> = {
  brandName: "MP",
  displayName: "Midphase",
  workspace: "midphase",
  localHost: "mp.localhost",
  defaultCurrency: currencyOf("USD"),
  parentCustomerId: 202,
  basketStorageKey: "basket_mp",
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
    "me",
  ],
  routes: {
    searchResults: "/domain-names/search-results/",
    hosting: "/website-hosting/",
    basket: "/order/cart/",
  },
  salesContactText: "Call our sales advisers on 1-877-555-0199, any day from 8am to 8pm Mountain.",
  supportPhone: "1-877-555-0199",
  domainPromotions: [freeRegistrationWithHosting("com", 92001, "FREEDOMAIN-COM")],
  salesTax: mpSalesTax,
  offersFreeOnline: false,
  featuredTlds: ["com", "net", "org", "io", "online", "xyz"],
};

/** The brand's domain price list; a separate export, like its theme, so the browser bundle leaves the tables out. */
export const mpDomainPrices: DomainPriceList = { serviceplanBase: 52000, tlds: mpTldPrices };

/** The brand's look (issue 15); a separate export so the browser bundle, which never reads it, leaves it out. */
export const mpTheme: BrandTheme = {
  colours: {
    primary: "#5b21b6",
    primaryStrong: "#4c1d95",
    onPrimary: "#ffffff",
    accent: "#0f766e",
    onAccent: "#ffffff",
    background: "#faf7ff",
    surface: "#ffffff",
    surfaceAlt: "#f1eafd",
    text: "#2a1b3d",
    muted: "#5e5270",
    border: "#ddd2ee",
    focus: "#0f766e",
    success: "#0f6b43",
    successSoft: "#dcf5ea",
    warning: "#8a4500",
    warningSoft: "#ffefd9",
    danger: "#b0173a",
    dangerSoft: "#fde7ee",
    info: "#4c1d95",
    infoSoft: "#efe7fd",
    header: "#ffffff",
    onHeader: "#4c1d95",
    hero: "#5b21b6",
    heroEnd: "#0f766e",
    onHero: "#ffffff",
  },
  radius: "16px",
  radiusSmall: "10px",
  radiusControl: "999px",
  shadowCard: "0 8px 24px rgb(91 33 182 / 12%)",
  fontBody: '"Avenir Next", Avenir, Nunito, "Trebuchet MS", "Ubuntu", "DejaVu Sans", system-ui, sans-serif',
  fontHeading:
    '"Avenir Next Rounded", "Arial Rounded MT Bold", Nunito, "Trebuchet MS", "Ubuntu", system-ui, sans-serif',
  headingWeight: "700",
  headingTracking: "0",
  labelCase: "none",
  logo: {
    width: 150,
    height: 32,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="32" viewBox="0 0 150 32"><circle cx="14" cy="16" r="12" fill="#5b21b6"/><circle cx="14" cy="16" r="5" fill="#2dd4bf"/><text x="32" y="23" font-family="Avenir Next, Nunito, Trebuchet MS, sans-serif" font-size="21" font-weight="700" fill="#5b21b6">midphase</text></svg>',
  },
};
