import type { Page } from "@playwright/test";
import { servePageInPieces } from "./support/document-in-pieces";
import { expect, test } from "./support/fixtures";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { seedBasket, storedBasket } from "./support/stored-basket";

const searchFinished = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "Search finished" })).toBeVisible({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page);
});

/** Each kind of search, opened from its URL as a shared link opens it, so no input of the visitor hides a shift. */
const searches = [
  { kind: "one name", query: "?domain=example.com" },
  {
    kind: "a bulk list",
    query: `?domains=${encodeURIComponent("sometaken.com, bigpremium.com, isreserved.com, mytrademark.com")}`,
  },
  { kind: "AI suggestions", query: `?ai=${encodeURIComponent("A bakery selling sourdough bread")}` },
];

// A phone's narrow screen stacks each result's name, prices and action, so a row that settles changes height most.
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  test.describe(viewport ? "on a phone" : "on a desktop", () => {
    if (viewport) test.use({ viewport });
    for (const { kind, query } of searches) {
      test(`a search for ${kind} keeps its layout until every result is in`, async ({ page, brandInfo }) => {
        await page.goto(`${brandInfo.routes.searchResults}${query}`);
        await searchFinished(page);
        await expectNoLayoutShift(page);
      });
    }
  });
}

// Every page type is checked as it loads in page-types.spec.ts; the basket page type is reached by a click there.
test("a stored basket keeps its layout while its lines and prices load", async ({ page, brandInfo }) => {
  const { brandName, basketStorageKey, routes } = brandInfo;
  const basket = storedBasket(brandName, ["coffeehouse.com", "coffeehouse.net"]);
  await seedBasket(page, basketStorageKey, basket, routes.basket);
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(page.getByText("coffeehouse.net").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
  await expectNoLayoutShift(page);
});

// Issue 26's CI run: a busy machine painted the hosting page with three of its four plans, each a quarter wider, and
// the fourth moved them all. A page is painted only once its main content is whole (the render-blocking
// `<link rel="expect">` of index.html), however its HTML arrives.
test("a page whose HTML arrives in pieces is painted whole, so its plans never move", async ({ page, brandInfo }) => {
  const proxy = await servePageInPieces(
    new URL(brandInfo.routes.hosting, test.info().project.use.baseURL).href,
    '<li class="card hosting-plan"',
    1_500,
  );
  try {
    await page.goto(proxy.url);
    await expect(page.getByRole("button", { name: "Add Starter Hosting to basket" })).toBeVisible();
    await expectNoLayoutShift(page);
  } finally {
    await proxy.close();
  }
});
