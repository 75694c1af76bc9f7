import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../brands/index";
import { brandSalesTax } from "../../brands/sales-tax";
import { fillContact, payOnCardPage, payWith } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";
import { seedBasket, storedBasket } from "./support/stored-basket";

/** "£1,234.56" (or "$...") as minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

/**
 * The amounts on the page that do not say whether they include the brand's sales tax: each must be followed by
 * "ex VAT" or "inc VAT", or be the tax itself (after "VAT (20%)"). On a brand without a sales tax, none may claim one.
 */
async function amountsWithoutTaxWording(page: Page, brandInfo: BrandDefinition) {
  // The text as rendered, one line per block, as the visitor reads it.
  // biome-ignore lint/performance/useDomNodeTextContent: textContent runs a price and the next block together
  const text = await page.locator("body").innerText();
  const symbol = brandInfo.defaultCurrency.symbol === "$" ? "\\$" : "£";
  const amount = new RegExp(`${symbol}\\d[\\d,]*\\.\\d{2}`, "g");
  const problems: string[] = [];
  const amounts = [...text.matchAll(amount)];
  for (const match of amounts) {
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 20), index);
    const after = text.slice(index + match[0].length, index + match[0].length + 8);
    const says = /^ (ex|inc) VAT/.test(after);
    const isTheTax = /VAT \(\d+%\)\s*$/.test(before);
    if (brandSalesTax[brandInfo.brandName] ? !says && !isTheTax : says)
      problems.push(`${before}[${match[0]}]${after}`.replace(/\s+/g, " "));
  }
  return { count: amounts.length, problems };
}

async function expectEveryAmountWorded(page: Page, brandInfo: BrandDefinition, where: string) {
  const { count, problems } = await amountsWithoutTaxWording(page, brandInfo);
  expect(count, `the ${where} page shows prices`).toBeGreaterThan(0);
  expect(problems, `amounts on the ${where} page`).toEqual([]);
}

/** A basket of two domains and two years of Business hosting, on the basket page. */
async function basketWithHosting(page: Page, brandInfo: BrandDefinition) {
  const names = ["taxwords.com", "taxwords.net"];
  await seedBasket(
    page,
    brandInfo.basketStorageKey,
    storedBasket(brandInfo.brandName, names),
    brandInfo.routes.hosting,
  );
  await page.getByRole("radio", { name: "2 years" }).check();
  await page.getByRole("button", { name: "Add Business Hosting to basket" }).click();
  await page.getByRole("link", { name: "Go to your basket" }).click();
  await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
}

test("every price says whether it includes VAT where the brand adds it, and none claims it elsewhere", async ({
  page,
  brandInfo,
}) => {
  test.slow(); // Five pages: home, search results, hosting, basket and checkout.
  const pages: [string, () => Promise<void>][] = [
    [
      "home",
      async () => {
        await page.goto("/");
        await expect(page.getByRole("region", { name: "Domain extensions" })).toBeVisible();
      },
    ],
    [
      "search results",
      async () => {
        await page.goto(`${brandInfo.routes.searchResults}?domain=taxwords.com`);
        await expect(page.getByRole("list", { name: "Domain search results" }).getByText("Checking…")).toHaveCount(0);
        await expect(page.locator(".price-block").first()).toBeVisible();
      },
    ],
    ["basket", () => basketWithHosting(page, brandInfo)],
    [
      "checkout",
      async () => {
        await page.getByRole("button", { name: "Continue to checkout" }).click();
        await expect(page.getByRole("region", { name: "Your order" })).toBeVisible();
      },
    ],
  ];
  for (const [name, open] of pages) {
    await open();
    await expectEveryAmountWorded(page, brandInfo, name);
  }
  await page.goto(brandInfo.routes.hosting);
  await expect(page.getByRole("button", { name: "Add Business Hosting to basket" })).toBeVisible();
  await expectEveryAmountWorded(page, brandInfo, "hosting");
});

test("on a phone, the basket's total with tax is the amount on Pay, the tax above it, and the amount taken", async ({
  page,
  brandInfo,
}) => {
  test.slow(); // The basket, checkout, the card page and the order's page.
  await page.setViewportSize({ width: 390, height: 844 });
  await basketWithHosting(page, brandInfo);
  const summary = page.getByRole("region", { name: "Summary" });
  const totalTerm = brandSalesTax[brandInfo.brandName] ? "Total with tax" : "Total before tax";
  const basketTotal = minorOf(
    (await summary.locator("dt", { hasText: totalTerm }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "",
  );
  expect(basketTotal).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Continue to checkout" }).click();
  const pay = page.getByRole("button", { name: /^Pay / });
  await expect(pay).toBeVisible();
  const payText = (await pay.textContent()) ?? "";
  expect(minorOf(payText), "Pay takes the basket's total with tax").toBe(basketTotal);
  if (brandSalesTax[brandInfo.brandName]) expect(payText).toMatch(/ inc VAT$/);

  const taxTerm = page.getByRole("region", { name: "Your order" }).locator("dt", { hasText: /^(Tax|VAT) \(/ });
  const taxBox = await taxTerm.boundingBox();
  const payBox = await pay.boundingBox();
  expect(taxBox && payBox && taxBox.y + taxBox.height <= payBox.y, "the tax line stands above Pay").toBe(true);

  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4111 1111 1111 1111");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const orderTotal = page.locator(".order-result dl.checkout-totals dt", { hasText: /^Order total$/ });
  expect(minorOf((await orderTotal.locator("xpath=following-sibling::dd[1]").textContent()) ?? "")).toBe(basketTotal);
});
