import type { Page } from "@playwright/test";
import { brandCurrency, domainPrice } from "../../server/brand-api/domains/price-list";
import { expect, test } from "./support/fixtures";
import { shownPrice } from "./support/price-text";

/**
 * Issue 26: each brand's home page is a shop window, as a hosting shop's is: a few extensions' prices and the hosting
 * plans to buy, from the catalogue the page carries (nothing asked of the brand API after the page has loaded).
 */
const offersStarted = (page: Page) => expect(page.locator(".home-offers[data-started]")).toHaveCount(1);

test("the home page lists the brand's extension prices in its currency, and its hosting plans, with no request for them", async ({
  page,
  brandInfo,
}) => {
  const catalogueRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/serviceplan")) catalogueRequests.push(request.url());
  });
  await page.goto("/");
  await offersStarted(page);

  expect(brandCurrency(brandInfo.brandName), "the price list sells in the brand's currency").toEqual(
    brandInfo.defaultCurrency,
  );
  const extensions = page.getByRole("region", { name: "Domain extensions" }).getByRole("listitem");
  await expect(extensions).toHaveCount(brandInfo.featuredTlds.length);
  for (const tld of brandInfo.featuredTlds) {
    const entry = domainPrice({ brand: brandInfo.brandName, tld, period: "1y" });
    if (!entry) throw new Error(`${brandInfo.brandName} features .${tld}, which it does not sell`);
    const card = extensions.filter({ has: page.getByRole("heading", { name: `.${tld}`, exact: true }) });
    await expect(card).toContainText(
      `${shownPrice(entry.special_offer_price ?? entry.new_price, brandInfo)} for 1 year`,
    );
    await expect(card).toContainText(`renews at ${shownPrice(entry.renew_price, brandInfo)}`);
  }

  const plans = page.getByRole("region", { name: "Web hosting plans" });
  for (const plan of ["Starter Hosting", "Personal Hosting", "Business Hosting", "Online Shop 10"])
    await expect(plans.getByRole("button", { name: `Add ${plan} to basket` })).toBeVisible();
  await expect(plans.getByRole("link", { name: "More about our hosting" })).toHaveAttribute(
    "href",
    brandInfo.routes.hosting,
  );
  expect(catalogueRequests, "the catalogue came with the page").toEqual([]);
});

test("a hosting plan bought on the home page goes into the basket, for the period picked", async ({
  page,
  brandInfo,
}) => {
  await page.goto("/");
  await offersStarted(page);
  const plans = page.getByRole("region", { name: "Web hosting plans" });
  await plans.getByRole("radio", { name: "2 years" }).check();
  await expect(plans.getByRole("listitem").filter({ hasText: "Business Hosting" }).first()).toContainText(
    "for 2 years",
  );
  await plans.getByRole("button", { name: "Add Business Hosting to basket" }).click();
  await expect(plans.getByRole("status").filter({ hasText: "Business Hosting: 1 in your basket" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Basket/ }),
  ).toHaveAccessibleName("Basket 1 item");
  await expect(page).toHaveURL(/\/$/);

  await plans.getByRole("link", { name: "Go to your basket" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.basket}$`));
  await expect(page.getByText("Business Hosting", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("2 years");
});
