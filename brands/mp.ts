import { freeRegistrationWithHosting } from "./promotions";
import type { BrandDefinition } from "./types";

export const mp: BrandDefinition = {
  brandName: "MP",
  displayName: "Midphase",
  workspace: "midphase",
  localHost: "mp.localhost",
  defaultCurrency: { code: "USD", symbol: "$" },
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
};
