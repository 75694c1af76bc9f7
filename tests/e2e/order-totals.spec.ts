import type { Locator, Page } from "@playwright/test";
import { openCheckout } from "./support/checkout-basket";
import { fillContact, payOnCardPage, payWith } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";
import { seedBasket, storedBasket } from "./support/stored-basket";

/** "$1,234.56" or "-£5.00" as minor units. */
function minorOf(text: string): number {
  const amount = Number(text.replace(/[^\d.-]/g, ""));
  if (Number.isNaN(amount)) throw new Error(`not an amount: ${text}`);
  return Math.round(amount * 100);
}

/** The amount a definition list gives for a term ("Total", "Tax (20%)"). */
async function amountFor(list: Locator, term: string | RegExp): Promise<number> {
  const dt = list.locator("dt").filter({ hasText: term }).first();
  return minorOf((await dt.locator("xpath=following-sibling::dd[1]").textContent()) ?? "");
}

/** Each line's amount of a list of lines (checkout's summary, the order's items). */
async function lineAmounts(lines: Locator): Promise<number[]> {
  const texts = await lines.locator("li > span:last-child").allTextContents();
  return texts.map(minorOf);
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Checkout's figures: its lines, their subtotal, the tax and the total, checked to add up. */
async function checkoutFigures(page: Page) {
  const summary = page.getByRole("region", { name: "Your order" });
  const totals = summary.locator("dl.checkout-totals");
  await expect(totals).toBeVisible();
  const lines = await lineAmounts(summary.locator("ul.checkout-lines"));
  const subtotal = await amountFor(totals, /^Subtotal$/);
  const tax = await amountFor(totals, /^(Tax|VAT) \(/);
  const total = await amountFor(totals, /^Total$/);
  expect(sum(lines), "checkout: the lines make the subtotal").toBe(subtotal);
  expect(subtotal + tax, "checkout: subtotal and tax make the total").toBe(total);
  return { lines, subtotal, tax, total };
}

test("basket, checkout and order result show the same money, and each adds up", async ({ page, brandInfo }) => {
  test.slow(); // A whole journey: basket, voucher, checkout, card page and the order's page.
  // Two domains, two-year hosting (one domain free with it) and a voucher: lines, a promotion and a discount.
  await seedBasket(
    page,
    brandInfo.basketStorageKey,
    storedBasket(brandInfo.brandName, ["sums.com", "sums.net"]),
    brandInfo.routes.hosting,
  );
  await page.getByRole("radio", { name: "2 years" }).check();
  await page.getByRole("button", { name: "Add Business Hosting to basket" }).click();
  await page.getByRole("link", { name: "Go to your basket" }).click();
  await page.getByLabel("Voucher code").fill("SAVE10");
  await page.getByRole("button", { name: "Apply voucher" }).click();
  await expect(page.locator("#voucher-message")).toHaveText("Voucher SAVE10 applied.");

  const basketSummary = page.getByRole("region", { name: "Summary" }).locator("dl");
  const basketSubtotal = await amountFor(basketSummary, /^Subtotal$/);
  const basketDiscount = await amountFor(basketSummary, /^Voucher discount$/);
  const basketTotal = await amountFor(basketSummary, /^Total before tax$/);
  expect(basketDiscount).toBeLessThan(0);
  expect(basketSubtotal + basketDiscount, "basket: subtotal less the discount").toBe(basketTotal);

  await page.getByRole("button", { name: "Continue to checkout" }).click();
  const checkout = await checkoutFigures(page);
  expect(checkout.subtotal, "checkout's lines total the basket's total before tax").toBe(basketTotal);
  expect(checkout.tax).toBe(Math.round((checkout.subtotal * (brandInfo.brandName === "UK2" ? 20 : 0)) / 100));

  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4111 1111 1111 1111");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  // The heading shows before the order has loaded: read the lines only once they are there (allTextContents waits for nothing).
  const orderedItems = page.getByRole("list", { name: "Ordered items" });
  await expect(orderedItems).toBeVisible();
  const items = await lineAmounts(orderedItems);
  const orderTotals = page.locator(".order-result dl.checkout-totals");
  const orderTax = await amountFor(orderTotals, /^(Tax|VAT) \(/);
  const orderTotal = await amountFor(orderTotals, /^Order total$/);
  expect(sum(items) + orderTax, "order: the items and the tax make the order total").toBe(orderTotal);
  expect([...items].sort(), "the order lists checkout's lines").toEqual([...checkout.lines].sort());
  expect(orderTax).toBe(checkout.tax);
  expect(orderTotal, "the order is for checkout's total").toBe(checkout.total);
  expect(await amountFor(orderTotals, /^Paid by card$/), "the card paid the whole total").toBe(orderTotal);
  await expect(page.getByRole("link", { name: "order tracking page" })).toHaveAttribute(
    "href",
    /^\/order\/tracking\/\?orderID=\d{12}$/,
  );
});

test("a basket changed after paying is not ordered for the old amount: checkout asks for the new total", async ({
  page,
  brandInfo,
  pageProblems,
}) => {
  // Two card payments and a provider round trip: on a loaded CI machine it took 30.5 s once (the default limit).
  test.slow();
  const basketId = await openCheckout(page, brandInfo, "changed-after-paying");
  const before = await checkoutFigures(page);
  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();

  // Meanwhile, in a second tab, the shopper adds a domain to the same basket.
  const added = await page.evaluate(async (id) => {
    const response = await fetch(`/brand-api/basket/${id}/item`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [{ type: "domain", domain: "second-tab-extra.net", action: "register", period: "1y" }],
      }),
    });
    return response.status;
  }, basketId);
  expect(added).toBe(201);

  await payOnCardPage(page, "4111 1111 1111 1111");
  await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  // The card page answers the cancelled payment with 409, which Chromium logs; nothing else may have been logged.
  expect(pageProblems).toEqual([expect.stringContaining("status of 409")]);
  pageProblems.length = 0;
  await page.getByRole("link", { name: "Return to the shop to pay the new total" }).click();

  await expect(page).toHaveURL(new RegExp(`/order/checkout/\\?basket=${basketId}$`));
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Your basket changed, so the payment was cancelled. Please pay the new total." }),
  ).toBeVisible();
  const after = await checkoutFigures(page);
  expect(after.lines).toHaveLength(before.lines.length + 1);
  expect(after.total).toBeGreaterThan(before.total);

  // The contact details saved with the first payment are shown again (checkout-way-back.spec.ts checks each field).
  await expect(page.getByLabel("Full name or organisation")).toHaveValue("Sam Buyer");
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4111 1111 1111 1111");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const orderTotals = page.locator(".order-result dl.checkout-totals");
  expect(await amountFor(orderTotals, /^Order total$/)).toBe(after.total);
});
