import { freeRegistrationWithHosting } from "./promotions";
import type { BrandDefinition } from "./types";

export const uk2: BrandDefinition = {
  brandName: "UK2",
  displayName: "UK2",
  workspace: "uk2",
  localHost: "uk2.localhost",
  defaultCurrency: { code: "GBP", symbol: "£" },
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
};
