import type { Page } from "@playwright/test";
import { basketWithDomain } from "./support/checkout-basket";
import { fillContact, payWith } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";
import { seedBasket, storedBasket } from "./support/stored-basket";

/** Issue 35: a basket belongs to the browser that started it. */

const notYoursMessage =
  "This checkout was started in another browser or by someone else. For your security we can't show its details " +
  "here. You can start a new basket with the same items.";

/** The domain of a basket, read by its owner's page from the brand API. */
const domainOf = (page: Page, basketId: string) =>
  page.evaluate(async (id) => {
    const basket = await (await fetch(`/brand-api/basket/${id}`)).json();
    return basket.items[0].item.domain as string;
  }, basketId);

test("a checkout link opened in another browser says so, lists the items and starts a new basket with them", async ({
  page,
  browser,
  brandInfo,
}) => {
  const basketId = await basketWithDomain(page, brandInfo, "other-browser");
  const domain = await domainOf(page, basketId);

  // Another browser: no cookie of the first one. Its refused read of the basket is the one error it may log.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  const problems: string[] = [];
  otherPage.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 403")) problems.push(message.text());
  });
  otherPage.on("pageerror", (error) => problems.push(error.message));
  await otherPage.goto(`/order/checkout/?basket=${basketId}`);

  await expect(otherPage.getByText(notYoursMessage)).toBeVisible();
  const items = otherPage.getByRole("region", { name: "Items in this basket" }).getByRole("listitem");
  await expect(items).toHaveText([domain]);
  await expect(otherPage.getByRole("form", { name: "Contact details and payment" })).toHaveCount(0);

  await otherPage.getByRole("button", { name: "Start a new basket with these items" }).click();

  await expect(otherPage.getByRole("heading", { name: "Your order" })).toBeVisible();
  const copyId = new URL(otherPage.url()).searchParams.get("basket");
  expect(copyId).toMatch(/^[0-9a-f-]{36}$/);
  expect(copyId).not.toBe(basketId);
  await expect(otherPage.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(otherPage.locator(".checkout-summary")).toContainText(domain);
  const form = otherPage.getByRole("form", { name: "Contact details and payment" });
  await expect(form.getByLabel("Full name or organisation")).toHaveValue("");
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await expect(form.getByLabel("Address line 1")).toHaveValue("");
  expect(problems).toEqual([]);
  await other.close();
});

test("checking out again from the basket page cancels the payment the last checkout started", async ({
  page,
  brandInfo,
}) => {
  const domain = `replaced-${Math.random().toString(36).slice(2, 8)}.com`;
  await seedBasket(
    page,
    brandInfo.basketStorageKey,
    storedBasket(brandInfo.brandName, [domain]),
    brandInfo.routes.basket,
  );
  const continueToCheckout = page.getByRole("button", { name: "Continue to checkout" });
  await continueToCheckout.click();
  await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
  const firstBasket = new URL(page.url()).searchParams.get("basket");
  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  const cardPage = page.url();

  // Back on the basket page (a period changed, say), the visitor checks out again: a new server basket.
  await page.goto(brandInfo.routes.basket);
  await continueToCheckout.click();
  await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("basket")).not.toBe(firstBasket);

  // The card page, still open in another tab, takes nothing now (it answers 409, which that tab logs).
  const cardTab = await page.context().newPage();
  await cardTab.goto(cardPage);
  await expect(cardTab.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  await expect(cardTab.getByText("Nothing was taken.")).toBeVisible();
  await cardTab.close();
});
