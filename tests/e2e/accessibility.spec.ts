import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { cardExpiry } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";
import { keyboardTo } from "./support/keyboard";

// Axe and the 320 px overflow check on every page type are in page-types.spec.ts; here axe looks at the pages and
// states a keyboard journey passes through (a failed submit's error summary among them).

const cookieBanner = (page: Page, displayName: string) =>
  page.getByRole("region", { name: `Cookies on ${displayName}` });
const mainHeading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Axe's serious and critical findings on the page as it is now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
}

test("the cookie banner comes first in the tab order after the skip link, and Escape puts the choice off without making it", async ({
  page,
  brandInfo,
}) => {
  test.setTimeout(60_000);
  await page.goto("/");
  const banner = cookieBanner(page, brandInfo.displayName);
  await expect(banner).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await banner.evaluate((element) => element.contains(document.activeElement)), "second Tab").toBe(true);
  await page.keyboard.press("Escape");
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === "storefront_cookie_consent");
  expect(consent, "no choice was saved").toBeUndefined();

  // Put off for the visit: another page of the app does not ask again; a new page load does.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await keyboardTo(page, page.getByRole("link", { name: /^Basket/ }));
  await page.keyboard.press("Enter");
  await expect(mainHeading(page)).toHaveText("Your basket");
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
});

test("a client navigation moves focus to the new page's heading", async ({ page, brandInfo }) => {
  await page.goto("/");
  await expect(mainHeading(page)).toBeVisible();
  await cookieBanner(page, brandInfo.displayName).getByRole("button", { name: "Accept all cookies" }).click();
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  const domains = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Domains" });
  await keyboardTo(page, domains, { key: "Shift+Tab" });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}$`));
  await expect(mainHeading(page), "focus moves to the new page's heading").toBeFocused();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a keyboard-only visitor searches, fills the basket, fixes the contact form and pays, with focus never covered", async ({
      page,
      brand,
      brandInfo,
    }) => {
      // Long: a whole purchase one key at a time, with an axe scan on four pages.
      test.setTimeout(240_000);
      const name = `keyboard${viewport.width}${brand.toLowerCase()}${Date.now().toString(36)}`;
      await page.goto("/");
      // The cookie banner stays unanswered all the way: it must never cover the focused control.
      await expect(cookieBanner(page, brandInfo.displayName)).toBeVisible();
      const search = page.getByRole("search", { name: "Domain search" });
      await keyboardTo(page, search.getByRole("textbox", { name: "Domain name" }));
      await page.keyboard.type(name);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(brandInfo.routes.searchResults));
      await expect(mainHeading(page), "focus moves to the results page's heading").toBeFocused();

      await expect(page.getByText(/^Search finished/)).toBeVisible({ timeout: 30_000 });
      expect(await seriousAxeFindings(page), "results page").toEqual([]);
      await keyboardTo(page, page.getByRole("button", { name: `Add ${name}.com to basket` }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("link", { name: "View basket" }), "focus stays on the added result").toBeFocused();
      await page.keyboard.press("Enter");
      await expect(mainHeading(page)).toHaveText("Your basket");
      await expect(mainHeading(page)).toBeFocused();
      await expect(page.getByRole("main")).toContainText(`${name}.com`);
      expect(await seriousAxeFindings(page), "basket page").toEqual([]);

      // The checkout opens in the same document (no reload), with focus on its heading.
      await page.evaluate(() => {
        document.documentElement.dataset.beforeCheckout = "still here";
      });
      await keyboardTo(page, page.getByRole("button", { name: "Continue to checkout" }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/order\/checkout\/\?basket=/);
      await expect(mainHeading(page)).toHaveText("Checkout");
      await expect(mainHeading(page)).toBeFocused();
      await expect(page.locator("html"), "no page load").toHaveAttribute("data-before-checkout", "still here");

      const form = page.getByRole("form", { name: "Contact details and payment" });
      const pay = form.getByRole("button", { name: /^Pay / });
      await keyboardTo(page, pay);
      await page.keyboard.press("Enter");
      const summary = form.getByRole("region", { name: "There is a problem" });
      await expect(summary, "a failed submit moves focus to the error summary").toBeFocused();
      await expect(page).toHaveTitle(/^Error: Checkout/);
      await expect(form.locator("[aria-invalid=true]")).toHaveCount(await summary.getByRole("link").count());
      expect(await seriousAxeFindings(page), "checkout with errors").toEqual([]);

      // Each summary link leads to its field; an error (and aria-invalid) goes as soon as its field is put right.
      const answers: Record<string, string> = {
        "contact-registrant": "Kim Keys",
        "contact-email": "kim@example.com",
        "contact-adr1": "1 Key Street",
        "contact-postcode": "EC1A 1BB",
      };
      while ((await summary.count()) > 0) {
        const link = summary.getByRole("link").first();
        const message = (await link.textContent()) ?? "";
        await keyboardTo(page, link, { key: (await focusIsBelow(link)) ? "Shift+Tab" : "Tab" });
        await page.keyboard.press("Enter");
        const fieldId = await page.evaluate(() => document.activeElement?.id ?? "");
        expect(Object.keys(answers), `the link "${message}" leads to its field`).toContain(fieldId);
        const field = page.locator(`#${fieldId}`);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await page.keyboard.type(answers[fieldId] ?? "");
        await expect(field).not.toHaveAttribute("aria-invalid");
        await expect(form.getByText(message, { exact: true })).toHaveCount(0);
      }
      await expect(page).toHaveTitle(/^Error: Checkout/);

      const card = form.getByRole("radio", { name: "New credit or debit card" });
      await keyboardTo(page, form.getByRole("radio", { checked: true }));
      for (let presses = 0; presses < 5 && !(await card.isChecked()); presses++) await page.keyboard.press("ArrowDown");
      await expect(card).toBeChecked();
      await keyboardTo(page, pay);
      await page.keyboard.press("Enter");

      await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
      const cardBrandWrites = await countTextChanges(page, "#card-brand");
      await keyboardTo(page, page.getByLabel("Card number"));
      await page.keyboard.type("4111 1111 1111 1111");
      await expect(page.getByRole("status")).toHaveText("Card brand: Visa");
      expect(await cardBrandWrites(), "the card brand is announced once, not on every key").toBe(1);
      await keyboardTo(page, page.getByLabel("Expiry date (MM/YY)"));
      await page.keyboard.type(cardExpiry);
      await keyboardTo(page, page.getByLabel("Security code (CVV)"));
      await page.keyboard.type("123");
      await keyboardTo(page, page.getByRole("button", { name: "Pay now" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({
        timeout: 30_000,
      });
      expect(await seriousAxeFindings(page), "order page").toEqual([]);
    });
  });
}

test("the results list has a heading under the h1, and a sort change is announced once, not on every poll", async ({
  page,
  brandInfo,
}) => {
  // "slow" names settle after 4 polls: the sort is changed while the lookup still polls.
  test.setTimeout(60_000);
  await page.goto(`${brandInfo.routes.searchResults}?domain=slowsorting${Date.now().toString(36)}.com`);
  await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeAttached();
  const filters = page.getByRole("region", { name: "Filter and sort results" });
  const announcement = filters.locator(".result-filters-announcement");
  const announcements = await countTextChanges(page, ".result-filters-announcement");
  await filters.getByLabel("Sort by").selectOption("price-asc");
  await expect(announcement).toHaveText(/^Showing (\d+) of \1 results, sorted by price: low to high\.$/);
  await expect(page.getByText(/^Search finished/)).toBeVisible({ timeout: 30_000 });
  expect(await announcements(), "said once, whatever the polls settled after").toBe(1);
});

test.describe("at 200 % text", () => {
  test("the sticky header and the cookie banner never cover focus, forwards and back through a results page", async ({
    page,
    brandInfo,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/");
    await page.addStyleTag({ content: "html { font-size: 200%; }" });
    await expect(cookieBanner(page, brandInfo.displayName)).toBeVisible();
    await page
      .getByRole("search", { name: "Domain search" })
      .getByRole("textbox", { name: "Domain name" })
      .fill("tabstops");
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Search finished/)).toBeVisible({ timeout: 30_000 });
    await keyboardTo(page, page.locator("footer a").last(), { maxPresses: 200 });
    await keyboardTo(page, page.getByRole("link", { name: "Skip to content" }), { key: "Shift+Tab", maxPresses: 200 });
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the main navigation is a menu on one line, opened and closed by keyboard", async ({ page, brandInfo }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const domains = nav.getByRole("link", { name: "Domains" });
    await expect(domains).toBeHidden();
    const middles = await nav.evaluate((element) =>
      [...element.querySelectorAll("summary, a")]
        .filter((item) => item.checkVisibility())
        .map((item) => {
          const box = item.getBoundingClientRect();
          return (box.top + box.bottom) / 2;
        }),
    );
    expect(middles, "the menu button and the basket link").toHaveLength(2);
    expect(Math.abs(middles[0] - middles[1]), "share one line").toBeLessThan(4);
    await cookieBanner(page, brandInfo.displayName).getByRole("button", { name: "Accept all cookies" }).click();

    const menu = nav.locator("summary", { hasText: "Menu" });
    await keyboardTo(page, menu);
    expect(await menuExpanded(page)).toBe(false);
    await page.keyboard.press("Enter");
    expect(await menuExpanded(page)).toBe(true);
    await expect(domains).toBeVisible();
    await keyboardTo(page, domains);
    await page.keyboard.press("Escape");
    await expect(domains).toBeHidden();
    await expect(menu, "Escape gives focus back to the menu button").toBeFocused();
    expect(await menuExpanded(page)).toBe(false);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test("the menu opens before the app has started", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(baseURL ?? "/");
    const domains = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Domains" });
    await expect(domains).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(domains).toBeVisible();
    await context.close();
  });
});

/** Whether the focused element comes after the locator's element in the page (so Shift+Tab reaches it). */
function focusIsBelow(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) =>
      document.activeElement !== null &&
      Boolean(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/** Starts counting changes to an element's text; the returned function reads the count. */
async function countTextChanges(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`No ${target} on the page.`);
    const counter = { count: 0 };
    Object.assign(window, { textChanges: counter });
    new MutationObserver((records) => {
      counter.count += records.length;
    }).observe(element, { childList: true, characterData: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { textChanges: { count: number } }).textChanges.count);
}

/** Whether the main navigation's menu is exposed as expanded to assistive technology (Chromium's accessibility tree). */
async function menuExpanded(page: Page): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  const menu = nodes.find((node) => node.name?.value === "Menu" && node.role?.value === "DisclosureTriangle");
  if (!menu) throw new Error("No Menu disclosure in the accessibility tree.");
  return menu.properties?.find((property) => property.name === "expanded")?.value.value === true;
}
