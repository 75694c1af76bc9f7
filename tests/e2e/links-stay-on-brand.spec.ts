import { cardPageAnswered } from "./support/checkout-basket";
import { expect, test } from "./support/fixtures";

/**
 * The `pathname` a stranger puts in a payment return address hoping "Back to checkout" leads off the brand (issue 35):
 * before, `/%09/evil.example` rendered `href="/\t/evil.example?basket=..."`, which the browser follows to
 * http://evil.example/.
 */
const hostilePathnames = [
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d/evil.example",
  "//evil.example",
  "/%5Cevil.example",
];

test("Back to checkout stays on the brand's origin whatever pathname the address carries", async ({
  page,
  brandInfo,
  baseURL,
}) => {
  const basketId = await cardPageAnswered(page, brandInfo, "4000 0000 0000 0002");
  const brandOrigin = new URL(baseURL ?? "").origin;
  for (const pathname of hostilePathnames) {
    await page.goto(`/order/thg-checkout-complete/?basket=${basketId}&pathname=${pathname}`);
    const back = page.getByRole("link", { name: "Back to checkout" });
    await expect(back).toBeVisible();
    // The address the browser itself resolved from the link, which a middle-click or Ctrl-click opens.
    const followed = new URL(await back.evaluate((link: HTMLAnchorElement) => link.href));
    expect(followed.origin, pathname).toBe(brandOrigin);
    expect(`${followed.pathname}${followed.search}`, pathname).toBe(`/order/checkout/?basket=${basketId}`);
  }
});
