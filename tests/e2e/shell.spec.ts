import { expect, test } from "./support/fixtures";

test("the home page shows the brand's name", async ({ page, brandInfo }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brandInfo.displayName);
  await expect(page.getByRole("link", { name: brandInfo.displayName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(brandInfo.displayName));
  await expect(page.getByRole("contentinfo")).toContainText(brandInfo.supportPhone);
});

test("the header links reach the brand's own hosting and basket pages", async ({ page, brandInfo }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Hosting" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.hosting}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Web hosting" })).toBeVisible();
  await nav.getByRole("link", { name: "Basket" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.basket}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("another brand's basket path is this brand's 404 page", async ({ page, brand }) => {
  const otherBasket = brand === "UK2" ? "/order/cart/" : "/order/basket/";
  const response = await page.goto(otherBasket);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("every route of the brand renders without errors", async ({ page, brandInfo }) => {
  const paths = [
    brandInfo.routes.searchResults,
    brandInfo.routes.hosting,
    brandInfo.routes.basket,
    "/order/checkout/",
    "/order/charged/",
    "/order/awaiting-confirmation/",
    "/order/payment-pending/",
    "/order/thg-checkout-complete/",
    "/order/paypal-complete/",
    "/order/choose-your-contract",
    "/terms-and-conditions/",
    "/cookie-policy/",
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
