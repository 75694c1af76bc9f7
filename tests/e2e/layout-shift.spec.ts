import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../brands/index";
import { sharedRoutePaths } from "../../brands/routes";
import { middleOfApp, servePagesInPieces } from "./support/document-in-pieces";
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
// the fourth moved them all. Nothing holds the first paint until the HTML is whole (issue 39: that cost every visitor
// the time to the last byte), so each page keeps the room of what has not arrived yet. Each page is cut where its plans
// are, or in the middle of its app, and its second half sent 0.7 s later, on a desktop and a phone.
const streamedPages = [
  { id: "home", path: () => "/", cutBefore: '<li class="card hosting-plan"' },
  { id: "hosting", path: (brand: BrandDefinition) => brand.routes.hosting, cutBefore: '<li class="card hosting-plan"' },
  { id: "search-results", path: (brand: BrandDefinition) => `${brand.routes.searchResults}?domain=coffeehouse` },
  { id: "knowledge-base", path: () => sharedRoutePaths.knowledgeBase },
];
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`pages whose HTML arrives in pieces keep their layout at ${viewport.width} px`, async ({ page, brandInfo }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const cuts = new Map<string, string | undefined>();
    const proxy = await servePagesInPieces(
      test.info().project.use.baseURL ?? "",
      (html, path) => {
        const cutBefore = cuts.get(path);
        return cutBefore ? html.lastIndexOf(cutBefore) : middleOfApp(html);
      },
      700,
    );
    try {
      for (const streamed of streamedPages)
        await test.step(streamed.id, async () => {
          const path = streamed.path(brandInfo);
          cuts.set(path.split("?")[0], streamed.cutBefore);
          await page.goto(new URL(path, proxy.url).href);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoLayoutShift(page);
        });
    } finally {
      await proxy.close();
    }
  });
