import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { routePathsFor } from "../../brands/routes";
import { expect, test } from "./support/fixtures";

/** Every route of the brand, plus a terms page, a main page of the content service and the 404 page. */
function everyRoute(brand: Parameters<typeof routePathsFor>[0]): string[] {
  const paths = routePathsFor(brand);
  return [
    paths.home,
    `${paths.searchResults}?q=example`,
    paths.hosting,
    paths.basket,
    // Without the basket or order ids they expect: made-up ids would make the pages' own calls fail with 404.
    paths.checkout,
    paths.charged,
    paths.awaitingConfirmation,
    paths.paymentPending,
    paths.cardCheckoutComplete,
    paths.paypalComplete,
    paths.chooseYourContract,
    paths.terms,
    `${paths.terms}hosting/`,
    paths.cookiePolicy,
    paths.knowledgeBase,
    "/about-us/",
    "/no-such-page/",
  ];
}

/** The main routes whose layouts are photographed at phone and desktop widths. */
function mainRoutes(brand: Parameters<typeof routePathsFor>[0]): [string, string][] {
  const paths = routePathsFor(brand);
  return [
    ["home", paths.home],
    ["search-results", paths.searchResults],
    ["hosting", paths.hosting],
    ["basket", paths.basket],
    ["terms", `${paths.terms}general/`],
    ["knowledge-base", paths.knowledgeBase],
  ];
}

/** Presses the key until the element has focus (at most 40 times), as a keyboard user moves through the page. */
async function pressUntilFocused(page: Page, key: "Tab" | "Shift+Tab", target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

async function openAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Loading|Searching/ })).toHaveCount(0);
}

for (const route of everyRoute("WH").keys()) {
  test(`route ${route + 1} of every brand passes axe with no violations`, async ({ page, brand }) => {
    const path = everyRoute(brand)[route];
    await openAndSettle(page, path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(found).toEqual([]);
  });
}

test("layouts work at 375 px and 1280 px wide, with screenshots of the main routes", async ({
  page,
  brand,
}, testInfo) => {
  test.setTimeout(60_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, route] of mainRoutes(brand)) {
      await openAndSettle(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} is wider than ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(testInfo.project.outputDir, "screenshots", `${brand}-${name}-${width}.png`),
        fullPage: true,
      });
    }
  }
});

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
