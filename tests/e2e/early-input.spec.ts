import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../brands/index";
import { appStarted } from "./support/app-started";
import { expect, test } from "./support/fixtures";

/**
 * Issue 26: what a visitor does before the JavaScript has started is not lost (a mid-range phone on a train). The
 * scripts of the page the visitor first acts on are held back until the test has done what the visitor does early
 * (`release()`), so every early step provably happens before the app starts, however fast or loaded the machine: the
 * server-rendered search form works as a plain form meanwhile, and what was typed, picked or ticked stays when the app
 * takes the page over. A page the form itself opens gets its scripts at once: what it shows is the form's outcome.
 */
async function withScriptsHeld(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let firstDocument: string | null = null;
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    const document = route.request().frame().url();
    firstDocument ??= document;
    if (document === firstDocument) await released;
    // The page may have gone meanwhile (the browser submitted the form itself): its scripts are no longer wanted.
    await route.continue().catch(() => {});
  });
  return { release };
}

/**
 * Opens the page and goes on at first paint, as a visitor does, without waiting for its (held) scripts: the
 * navigation goes on meanwhile and may be replaced by the form's own (its interruption is expected).
 */
async function openEarly(page: Page, path: string) {
  page.goto(path).catch(() => {});
  await expect(page.getByRole("search", { name: "Domain search" })).toBeVisible();
}

/** Proves a step happened before the app took the page over. */
async function appNotStarted(page: Page) {
  expect(await page.locator("html[data-app-started]").count()).toBe(0);
}

/** Results wait for the app's held scripts, the chunks they load, and then the registrar, on a loaded machine. */
const slowPage = { timeout: 30_000 };

const results = (page: Page) => page.getByRole("list", { name: "Domain search results" }).getByRole("listitem");
const exactMatch = (page: Page, domain: string) => page.getByRole("article", { name: `Your search: ${domain}` });

test.describe("a name typed and searched before the app starts is searched", () => {
  for (const [how, submit] of [
    ["by clicking Search", (page: Page) => page.getByRole("button", { name: "Search" }).click()],
    ["by pressing Enter", (page: Page) => page.getByRole("textbox", { name: "Domain name" }).press("Enter")],
  ] as const)
    test(how, async ({ page, brandInfo }) => {
      test.slow();
      await withScriptsHeld(page);
      await openEarly(page, "/");
      await page.getByRole("textbox", { name: "Domain name" }).fill("early-search.com");
      await appNotStarted(page);
      // The browser submits the server-rendered form itself; the results page's scripts then load.
      await submit(page);
      await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}\\?q=early-search\\.com$`));
      await expect(exactMatch(page, "early-search.com")).toBeVisible(slowPage);
      await expect(page.getByText("Your search was empty. Please enter a domain.")).toHaveCount(0);
    });
});

test("a name typed before the app starts and searched after it is the name searched", async ({ page, brandInfo }) => {
  test.slow();
  const scripts = await withScriptsHeld(page);
  await openEarly(page, "/");
  await page.getByRole("textbox", { name: "Domain name" }).fill("typed-early.com");
  await appNotStarted(page);
  scripts.release();
  await appStarted(page);
  await expect(page.getByRole("textbox", { name: "Domain name" })).toHaveValue("typed-early.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}\\?domain=typed-early\\.com$`));
  await expect(exactMatch(page, "typed-early.com")).toBeVisible(slowPage);
});

test("a list typed and options picked before the app starts stay picked, and search as picked", async ({
  page,
  brandInfo,
}) => {
  test.slow();
  const scripts = await withScriptsHeld(page);
  await openEarly(page, `${brandInfo.routes.searchResults}?domain=first.com`);
  const form = page.getByRole("search", { name: "Domain search" });
  await form.getByRole("radio", { name: "Several names" }).check();
  await form.getByRole("textbox").fill("listed-early.com, listed-early.net");
  await form.getByRole("checkbox", { name: /transfer it/ }).check();
  await appNotStarted(page);
  scripts.release();
  await appStarted(page);
  await expect(form.getByRole("radio", { name: "Several names" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /transfer it/ })).toBeChecked();
  await expect(form.getByRole("textbox", { name: "Domain names, separated by commas" })).toHaveValue(
    "listed-early.com, listed-early.net",
  );
  await form.getByRole("checkbox", { name: /transfer it/ }).uncheck();
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?domains=listed-early\.com%2C\+listed-early\.net$/);
  await expect(results(page).filter({ hasText: "listed-early.net" })).toBeVisible(slowPage);
});

test("a list searched before the app starts is a bulk search", async ({ page, brandInfo }) => {
  test.slow();
  await withScriptsHeld(page);
  await openEarly(page, `${brandInfo.routes.searchResults}?domain=first.com`);
  const form = page.getByRole("search", { name: "Domain search" });
  await form.getByRole("radio", { name: "Several names" }).check();
  await form.getByRole("textbox").fill("plain-form.com, plain-form.net");
  await appNotStarted(page);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?kind=bulk&q=plain-form\.com%2C\+plain-form\.net$/);
  await expect(results(page).filter({ hasText: "plain-form.net" })).toBeVisible(slowPage);
  await expect(results(page).filter({ hasText: "plain-form.com" })).toBeVisible(slowPage);
});

/**
 * Opens a page of plans with its scripts held back and, at first paint, picks 2 years before the app has started;
 * the scripts come once the test releases them.
 */
async function pickTwoYearsEarly(page: Page, path: string) {
  const scripts = await withScriptsHeld(page);
  page.goto(path).catch(() => {});
  await page.getByRole("radio", { name: "2 years" }).check();
  await appNotStarted(page);
  return scripts;
}

const businessHosting = (page: Page) => page.getByRole("listitem").filter({ hasText: "Business Hosting" }).first();

/** The pages that sell the hosting plans with the same form: the hosting page, and the home page (issue 26). */
const plansPages = [
  { name: "the hosting page", path: (brand: BrandDefinition) => brand.routes.hosting },
  { name: "the home page", path: () => "/" },
];

for (const plansPage of plansPages) {
  test(`a period picked on ${plansPage.name} before the app starts stays picked, and the prices follow it`, async ({
    page,
    brandInfo,
  }) => {
    test.slow();
    const scripts = await pickTwoYearsEarly(page, plansPage.path(brandInfo));
    scripts.release();
    await appStarted(page);
    await expect(page.getByRole("radio", { name: "2 years" })).toBeChecked();
    // The home page's plans are taken over after the rest of the page, once their own (held) script has come.
    await expect(businessHosting(page)).toContainText("for 2 years", slowPage);
  });

  test(`a plan bought on ${plansPage.name} before the app starts is ordered, for the period picked`, async ({
    page,
    brandInfo,
  }) => {
    test.slow();
    const scripts = await pickTwoYearsEarly(page, plansPage.path(brandInfo));
    // The browser sends the server-rendered form itself: the checkout address makes a basket of the plan.
    await page.getByRole("button", { name: "Add Business Hosting to basket" }).click();
    const order = page.getByRole("region", { name: "Your order" });
    const line = order.getByRole("listitem").filter({ hasText: "Business Hosting" });
    await expect(line).toBeVisible(slowPage);
    await expect(order.getByRole("listitem")).toHaveCount(1);
    const charged = await line.locator("span").last().textContent();

    // The same plan for 2 years, as the started app prices it (the page's scripts no longer held back).
    scripts.release();
    await page.goto(brandInfo.routes.hosting);
    await appStarted(page);
    await page.getByRole("radio", { name: "2 years" }).check();
    await expect(businessHosting(page).locator(".hosting-plan-price")).toContainText(`${charged} for 2 years`);
  });
}
