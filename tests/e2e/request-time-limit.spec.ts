import type { Page } from "@playwright/test";
import { openCheckout } from "./support/checkout-basket";
import { fillContact } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";
import { serveWithoutPageCatalogue } from "./support/page-catalogue";

/**
 * Issue 12: a brand-API request that never answers ends, after the browser's 15 s limit, in the journey's stated
 * error instead of a busy page. The brand API is held open with page.route (the request is never answered) and the
 * page's clock is moved past the limit (AbortSignal.timeout follows Playwright's clock), so no test waits 15 s.
 */
const pastTheLimit = 15_001;

/** Holds every brand-API request whose path matches: the browser waits for an answer that never comes. */
async function holdBrandApi(page: Page, path: RegExp, method?: string) {
  let held = 0;
  await page.route(
    (url) => url.pathname.startsWith("/brand-api/") && path.test(url.pathname.replace(/^\/brand-api/, "")),
    async (route) => {
      if (method && route.request().method() !== method) return route.fallback();
      // Never answered: the page's own time limit has to end the request.
      held++;
    },
  );
  /** How many requests are being held so far. */
  return () => held;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("search: a lookup that never answers shows the spec's lookup failure", async ({ page, brandInfo }) => {
  const held = await holdBrandApi(page, /^\/domain\/lookup$/);
  await page.goto(`${brandInfo.routes.searchResults}?domain=heldopen.com`);
  await expect(page.getByRole("status").filter({ hasText: "Searching…" })).toBeVisible();
  // The request's time limit starts when it is sent: move the clock only once it is held.
  await expect.poll(held).toBeGreaterThan(0);
  await page.clock.fastForward(pastTheLimit);
  await expect(page.getByRole("alert").filter({ hasText: /could not fetch/ })).toHaveText(
    "Sorry, we could not fetch the data. If the issue persists please contact support.",
  );
  await expect(page.getByText("Searching…")).toBeHidden();
});

test("basket: hosting plans that never load, and a voucher never checked, each say so", async ({ page, brandInfo }) => {
  await page.goto(brandInfo.routes.hosting);
  await page.getByRole("button", { name: "Add Starter Hosting to basket" }).click();
  await page.getByRole("link", { name: "Go to your basket" }).click();
  const heldVoucherChecks = await holdBrandApi(page, /^\/basket/);
  await page.getByLabel("Voucher code").fill("SAVE10");
  await page.getByRole("button", { name: "Apply voucher" }).click();
  await expect(page.getByRole("button", { name: "Checking…" })).toBeVisible();
  // The request's time limit starts when it is sent: move the clock only once it is held.
  await expect.poll(heldVoucherChecks).toBeGreaterThan(0);
  await page.clock.fastForward(pastTheLimit);
  await expect(page.locator("#voucher-message")).toHaveText("We could not check this voucher. Please try again.");
  await expect(page.getByRole("button", { name: "Apply voucher" })).toBeEnabled();

  const heldPlanReads = await holdBrandApi(page, /^\/customer\/current\/serviceplan/);
  await serveWithoutPageCatalogue(page);
  await page.goto(brandInfo.routes.hosting);
  await expect(page.getByRole("status").filter({ hasText: "Loading hosting plans…" })).toBeVisible();
  // The request's time limit starts when it is sent: move the clock only once it is held.
  await expect.poll(heldPlanReads).toBeGreaterThan(0);
  await page.clock.fastForward(pastTheLimit);
  await expect(page.getByRole("alert")).toContainText("We could not load our hosting plans.");
  await expect(page.getByText("Loading hosting plans…")).toBeHidden();
});

test("login: a login that never answers lets the visitor try again", async ({ page, brandInfo }) => {
  await openCheckout(page, brandInfo, "held-login");
  const held = await holdBrandApi(page, /^\/login$/);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email address").fill("customer@example.com");
  await form.getByLabel("Password").fill("Storefront-Demo-1");
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(form.getByRole("button", { name: "Logging in…" })).toBeDisabled();
  // The request's time limit starts when it is sent: move the clock only once it is held.
  await expect.poll(held).toBeGreaterThan(0);
  await page.clock.fastForward(pastTheLimit);
  await expect(page.getByRole("alert").filter({ hasText: /log you in/ })).toHaveText(
    "We could not log you in right now. Please try again in a moment.",
  );
  await expect(form.getByRole("button", { name: "Log in" })).toBeEnabled();
});

test("payment: a payment that never starts shows the spec's payment failure", async ({ page, brandInfo }) => {
  await openCheckout(page, brandInfo, "held-payment");
  await fillContact(page);
  const held = await holdBrandApi(page, /^\/basket\/[^/]+\/payment$/, "POST");
  await page.getByRole("radio", { name: "New credit or debit card" }).check();
  const pay = page.getByRole("button", { name: /^(Pay|Place order)/ });
  await pay.click();
  await expect(page.locator("button.checkout-pay")).toBeDisabled();
  // The request's time limit starts when it is sent: move the clock only once it is held.
  await expect.poll(held).toBeGreaterThan(0);
  await page.clock.fastForward(pastTheLimit);
  await expect(page.getByText("Sorry, the error occurred while processing your payment.")).toBeVisible();
  await expect(pay).toBeEnabled();
});

test("order status: an order that never loads says so after its retries", async ({ page }) => {
  const held = await holdBrandApi(page, /^\/order\//);
  await page.goto("/order/tracking/?orderID=123456789012");
  const loading = page.getByRole("status").filter({ hasText: "Loading order 123456789012…" });
  await expect(loading).toBeVisible();
  // The order is read 3 times (spec section 5: 2 more, 2 s apart); each read ends at the limit.
  for (let read = 1; read <= 3; read++) {
    await expect.poll(held).toBe(read);
    await page.clock.fastForward(pastTheLimit);
  }
  await expect(page.getByRole("alert")).toHaveText(
    "We could not load your order. Your order number is safe: please reload this page in a moment.",
  );
  await expect(loading).toBeHidden();
});
