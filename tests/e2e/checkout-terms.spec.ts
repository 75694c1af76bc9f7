import { openCheckout } from "./support/checkout-basket";
import { expect, test } from "./support/fixtures";

for (const { size, width, height } of [
  { size: "desktop", width: 1280, height: 800 },
  { size: "phone", width: 390, height: 844 },
]) {
  test(`on a ${size}, Pay stands under the renewal and terms sentence, which links the brand's terms`, async ({
    page,
    brandInfo,
  }) => {
    await page.setViewportSize({ width, height });
    await openCheckout(page, brandInfo, `terms-${size}`);
    const pay = page.getByRole("button", { name: /^Pay / });
    const terms = page.locator("#checkout-pay-terms");
    await expect(terms).toHaveText(
      `Domains, hosting and add-ons renew automatically at their renewal prices, shown with each item, unless you cancel them before they renew. By paying you accept the ${brandInfo.displayName} terms of service.`,
    );
    await expect(pay).toHaveAccessibleDescription(/^Domains, hosting and add-ons renew automatically/);
    // The renewal prices it refers to: each line of the order says what it renews at.
    await expect(page.getByRole("region", { name: "Your order" }).locator("li").first()).toContainText(
      "for 1 year, renews at",
    );

    // Next to Pay: directly above it, in the same column, on screen together.
    const termsBox = await terms.boundingBox();
    const payBox = await pay.boundingBox();
    if (!termsBox || !payBox) throw new Error("the sentence or Pay is not laid out");
    const gap = payBox.y - (termsBox.y + termsBox.height);
    expect(gap, "the sentence sits just above Pay").toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(32);
    expect(termsBox.x).toBeLessThan(payBox.x + payBox.width);
    expect(payBox.x).toBeLessThan(termsBox.x + termsBox.width);

    await terms.getByRole("link", { name: "terms of service" }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions\/general\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "General terms of service" })).toBeVisible();
  });
}
