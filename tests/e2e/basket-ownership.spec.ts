import { fillContact, payWith } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";
import { seedBasket, storedBasket } from "./support/stored-basket";

/** Issue 35: a basket belongs to the browser that started it. */

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
