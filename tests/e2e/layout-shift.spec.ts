import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { pageTypes } from "./support/page-types";
import { seedBasket, storedBasket } from "./support/stored-basket";

/** Issue 16: no page may move under the visitor's eyes by more than this (web.dev calls 0.1 "good"). */
const maxLayoutShift = 0.02;

/** One layout shift the browser reported, with what moved, so a failure says where to look. */
interface Shift {
  value: number;
  at: number;
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

/**
 * Records every layout shift of the page from its first byte (buffered), leaving out those right after the visitor's
 * own input, as Cumulative Layout Shift does.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    const nameOf = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (source) =>
              `${nameOf(source.node)} y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}` +
              `, h ${Math.round(source.previousRect.height)} -> ${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Every shift since the page loaded, added up: stricter than CLS's worst five-second window, and simpler to read. */
async function expectNoLayoutShift(page: Page) {
  // Shifts are reported after the frame that made them: wait for two more frames.
  const shifts = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.layoutShifts))),
      ),
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  test.info().annotations.push({ type: "layout shift", description: total.toFixed(5) });
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(maxLayoutShift);
}

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

test("a stored basket keeps its layout while its lines and prices load", async ({ page, brandInfo }) => {
  const { brandName, basketStorageKey, routes } = brandInfo;
  const basket = storedBasket(brandName, ["coffeehouse.com", "coffeehouse.net"]);
  await seedBasket(page, basketStorageKey, basket, routes.basket);
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(page.getByText("coffeehouse.net").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
  await expectNoLayoutShift(page);
});

// The basket page type is reached by clicking through the hosting page, and whether the page change falls within
// the half second after the click that CLS forgives depends on the machine's speed: the stored basket above loads it.
for (const pageType of pageTypes.filter(({ id }) => id !== "basket")) {
  test(`page type ${pageType.id} keeps its layout as it loads`, async ({ page, brandInfo }) => {
    await pageType.open(page, brandInfo);
    await expectNoLayoutShift(page);
  });
}
