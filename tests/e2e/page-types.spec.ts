import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { watchHydration } from "./support/hydration";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { pageTypes } from "./support/page-types";

// One visit per page type and brand runs every page-wide check, since reaching some pages takes a whole checkout.
for (const pageType of pageTypes) {
  test(`${pageType.id}: hydrates cleanly, keeps its layout, passes axe (WCAG A/AA, contrast) at 1280 and 320 px, no sideways scroll`, async ({
    page,
    brandInfo,
  }) => {
    test.setTimeout(60_000);
    const hydrationProblems = watchHydration(page);
    await recordLayoutShifts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await pageType.open(page, brandInfo);

    expect.soft(hydrationProblems, "the browser's render matches the server's HTML").toEqual([]);
    if (!pageType.reachedByClick) await expectNoLayoutShift(page);
    expect.soft(await axeViolations(page), `axe on ${page.url()} at 1280 px`).toEqual([]);

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect.soft(overflow, `${page.url()} is ${overflow} px wider than 320 px`).toBeLessThanOrEqual(0);
    expect.soft(await axeViolations(page), `axe on ${page.url()} at 320 px`).toEqual([]);
    expect(hydrationProblems, "no hydration problem while the page was checked").toEqual([]);
  });
}
