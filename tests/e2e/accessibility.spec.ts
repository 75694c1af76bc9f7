import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Presses the key until the element has focus (at most 40 times), as a keyboard user moves through the page. */
async function pressUntilFocused(page: Page, key: "Tab" | "Shift+Tab", target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

// Axe and the 320 px overflow check on every page type are in page-types.spec.ts.
test("a keyboard-only visitor can skip to the content and move between pages", async ({ page, brandInfo }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  const domains = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Domains" });
  await pressUntilFocused(page, "Shift+Tab", domains);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}$`));
  await expect(page.getByRole("main"), "focus moves to the new page's content").toBeFocused();

  const cookieChoice = page.getByRole("button", { name: "Accept all cookies" });
  await pressUntilFocused(page, "Tab", cookieChoice);
  await page.keyboard.press("Enter");
  await expect(cookieChoice).toBeHidden();
});

test("a keyboard-only visitor can search, fill the basket and reach checkout", async ({ page, brand, brandInfo }) => {
  test.setTimeout(60_000);
  const name = `keyboardjourney${brand.toLowerCase()}`;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const search = page.getByRole("search", { name: "Domain search" });
  await pressUntilFocused(page, "Tab", search.getByRole("textbox", { name: "Domain name" }));
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(brandInfo.routes.searchResults));
  await expect(page.getByRole("main"), "focus moves to the results page").toBeFocused();

  const add = page.getByRole("button", { name: `Add ${name}.com to basket` });
  await expect(add).toBeVisible();
  await pressUntilFocused(page, "Tab", add);
  await page.keyboard.press("Enter");
  await expect(page.getByText("In basket", { exact: true }).first()).toBeVisible();

  // The button gives way to a link, and keyboard focus moves onto it rather than falling back to the page.
  await expect(page.getByRole("link", { name: "View basket" }), "focus stays on the added result").toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page.getByRole("main")).toContainText(`${name}.com`);

  const checkout = page.getByRole("button", { name: "Continue to checkout" });
  await pressUntilFocused(page, "Tab", checkout);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/checkout\/\?basket=/);
});
