import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../brands/index";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { watchHydration } from "./support/hydration";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { type PageType, pageTypes } from "./support/page-types";

const checks =
  "hydrates cleanly, logs nothing, keeps its layout, passes axe (WCAG A/AA, contrast) at 1280 and 320 px, no sideways scroll";

/**
 * Every console message of the page, of any level (the fixture fails a test on errors only): Chromium warns of what a
 * page does wrong, e.g. "Did not find element expected to be parsed" for a render-blocking `<link rel="expect">`.
 */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    // A 404 page is answered with status 404 on purpose; Chromium logs that for the document itself.
    const isDocumentNotFound = message.text().includes("status of 404") && message.location().url === page.url();
    if (!isDocumentNotFound) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/** Every page-wide check on one page type, opened in `page` as a first visit. */
async function checkPageType(page: Page, pageType: PageType, brandInfo: BrandDefinition): Promise<void> {
  const hydrationProblems = watchHydration(page);
  const consoleMessages = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await pageType.open(page, brandInfo);
  expect.soft(consoleMessages, `the console while ${page.url()} opened`).toEqual([]);

  expect.soft(hydrationProblems, `the browser's render of ${page.url()} matches the server's HTML`).toEqual([]);
  if (!pageType.reachedByClick) await expectNoLayoutShift(page);
  expect.soft(await axeViolations(page), `axe on ${page.url()} at 1280 px`).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  // Issue 39: the layout holds at a phone's width too, as the page loads there (CLS <= 0.02 at both sizes).
  if (pageType.stateless) {
    await pageType.open(page, brandInfo);
    await expectNoLayoutShift(page);
  }
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect.soft(overflow, `${page.url()} is ${overflow} px wider than 320 px`).toBeLessThanOrEqual(0);
  expect.soft(await axeViolations(page), `axe on ${page.url()} at 320 px`).toEqual([]);
  expect(hydrationProblems, `no hydration problem while ${page.url()} was checked`).toEqual([]);
}

const stateless = pageTypes.filter((pageType) => pageType.stateless);

// The pages that open from their address alone share one browser page, one after another: a test's own browser
// context and page cost more CPU than checking a plain page (measured runs: docs/suite-time.md).
// Each is still a first visit: no cookie, stored data or cached file is left from the one before.
test(`${stateless.map((pageType) => pageType.id).join(", ")}: each ${checks}`, async ({ page, brandInfo }) => {
  test.setTimeout(30_000 * stateless.length);
  await recordLayoutShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  for (const pageType of stateless)
    await test.step(pageType.id, async () => {
      await page.context().clearCookies();
      if (page.url().startsWith("http"))
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      await checkPageType(page, pageType, brandInfo);
    });
});

// One visit per page type and brand for the others, since reaching some pages takes a whole checkout.
for (const pageType of pageTypes.filter((type) => !type.stateless))
  test(`${pageType.id}: ${checks}`, async ({ page, brandInfo }) => {
    test.setTimeout(60_000);
    await recordLayoutShifts(page);
    await checkPageType(page, pageType, brandInfo);
  });
