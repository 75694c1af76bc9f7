import type { Page } from "@playwright/test";
import type { BrandCode } from "../../../brands/index";
import { addDomain } from "../../../rules/basket/line-changes";
import { serializeBasket } from "../../../rules/basket/persistence";
import { domainPromotionsFor } from "../../../rules/basket/promotions";
import { domainFromSearchResult } from "../../../rules/basket/search-result-domain";
import { emptyBasketContents } from "../../../rules/basket/types";
import { domainPriceEntries } from "../../../server/brand-api/domains/price-list";

/** A stored basket holding these domains, priced from the brand's real price list. */
export function storedBasket(brand: BrandCode, fullDomains: string[]): string {
  const contents = fullDomains.reduce((basket, fullDomain) => {
    const dot = fullDomain.indexOf(".");
    const tld = fullDomain.slice(dot + 1);
    const prices = domainPriceEntries({ brand, tld });
    const oneYear = prices.find((entry) => entry.period === "1y");
    if (!oneYear) throw new Error(`${brand} does not sell .${tld}`);
    const domain = domainFromSearchResult(
      { ...oneYear, name: fullDomain.slice(0, dot), tld, status: "available", isPremium: false, prices },
      brand,
    );
    return addDomain(basket, domain, domainPromotionsFor(brand));
  }, emptyBasketContents);
  return serializeBasket(contents, brand);
}

/** Opens `path` with this stored basket in the browser's storage, as if the visitor had filled it earlier. */
export async function seedBasket(page: Page, key: string, raw: string, path: string) {
  await page.goto(path);
  await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [key, raw]);
  await page.reload();
}
