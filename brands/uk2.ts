import { currencyOf } from "./currencies";
import { freeRegistrationWithHosting } from "./promotions";
import { gbpTldPrices } from "./tld-prices";
import type { BrandDefinition, BrandTheme, DomainPriceList, SalesTax } from "./types";

/** The sales tax the brand adds at checkout (decisions: UK2's VAT; WH and MP sell without one). */
export const uk2SalesTax: SalesTax | null = { name: "VAT", ratePercent: 20 };

export const uk2: BrandDefinition<"UK2"> = {
  brandName: "UK2",
  displayName: "UK2",
  workspace: "uk2",
  localHost: "uk2.localhost",
  defaultCurrency: currencyOf("GBP"),
  parentCustomerId: 303,
  basketStorageKey: "basket_uk2",
  supportedTlds: [
    "uk",
    "co.uk",
    "me.uk",
    "org.uk",
    "com",
    "net",
    "org",
    "info",
    "biz",
    "eu",
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
    searchResults: "/domain-registration/search-results/",
    hosting: "/web-hosting/",
    basket: "/order/basket/",
  },
  salesContactText: "Speak to our UK sales team on 0800 555 0123, Monday to Friday, 9am to 5:30pm.",
  supportPhone: "0800 555 0123",
  domainPromotions: [
    freeRegistrationWithHosting("com", 93001, "FREEDOMAIN-COM"),
    freeRegistrationWithHosting("co.uk", 93002, "FREEDOMAIN-COUK"),
  ],
  salesTax: uk2SalesTax,
  offersFreeOnline: true,
  featuredTlds: ["co.uk", "uk", "com", "org.uk", "online", "io"],
};

/** The brand's domain price list; a separate export, like its theme, so the browser bundle leaves the tables out. */
export const uk2DomainPrices: DomainPriceList = { serviceplanBase: 63000, tlds: gbpTldPrices };

/** The brand's look (issue 15); a separate export so the browser bundle, which never reads it, leaves it out. */
export const uk2Theme: BrandTheme = {
  colours: {
    primary: "#00543c",
    primaryStrong: "#003d2b",
    onPrimary: "#ffffff",
    accent: "#c8102e",
    onAccent: "#ffffff",
    background: "#fbfaf6",
    surface: "#ffffff",
    surfaceAlt: "#eef0ea",
    text: "#1c2321",
    muted: "#4f5a55",
    border: "#cfd6cf",
    focus: "#c8102e",
    success: "#00603f",
    successSoft: "#e1f2ea",
    warning: "#7a4a00",
    warningSoft: "#fbefd5",
    danger: "#a50e26",
    dangerSoft: "#fbe6e9",
    info: "#012169",
    infoSoft: "#e6ebf6",
    header: "#ffffff",
    onHeader: "#00543c",
    hero: "#f1eee4",
    heroEnd: "#dfeae2",
    onHero: "#1c2321",
  },
  radius: "0",
  radiusSmall: "0",
  radiusControl: "0",
  shadowCard: "0 0 0 1px rgb(0 84 60 / 18%)",
  fontBody: '"Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", "Liberation Sans", system-ui, sans-serif',
  fontHeading: 'Georgia, Cambria, "Times New Roman", "DejaVu Serif", "Liberation Serif", serif',
  headingWeight: "600",
  headingTracking: "0.01em",
  labelCase: "none",
  logo: {
    width: 124,
    height: 32,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="124" height="32" viewBox="0 0 124 32"><rect width="54" height="32" fill="#00543c"/><rect y="28" width="54" height="4" fill="#c8102e"/><text x="27" y="22" text-anchor="middle" font-family="Georgia, Times New Roman, serif" font-size="19" font-weight="700" fill="#ffffff">UK2</text><text x="61" y="22" font-family="Gill Sans, Calibri, sans-serif" font-size="15" fill="#00543c">hosting</text></svg>',
  },
};
