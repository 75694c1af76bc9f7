import type { Page } from "@playwright/test";
import type { BrandDefinition } from "../../brands/index";
import { brandSalesTax } from "../../brands/sales-tax";
import { openCheckout as openBasketCheckout } from "./support/checkout-basket";
import { fillContact, payOnCardPage, payWith } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";

async function openCheckout(page: Page, brandInfo: BrandDefinition, name: string) {
  const basketId = await openBasketCheckout(page, brandInfo, name);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  return basketId;
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(/^Logged in as/)).toBeVisible();
}

test("a guest pays by card: charged, the basket emptied, a reload and Back never charge twice", async ({
  page,
  brandInfo,
}) => {
  await openCheckout(page, brandInfo, "guest-card");
  await fillContact(page);
  await payWith(page, "New credit or debit card");

  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  await page.getByLabel("Card number").pressSequentially("5555");
  await expect(page.getByRole("status")).toHaveText("Card brand: Mastercard");
  await page.getByLabel("Card number").fill("");
  await payOnCardPage(page, "4111 1111 1111 1111");

  await expect(page).toHaveURL(/\/order\/charged\/\?orderID=\d{12}&isExistingCustomer=0$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("orderID");
  await expect(page.getByText(`Order number ${orderId}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Order number ${orderId}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Ordered items" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Payment already submitted" })).toBeVisible();

  await page.goto("/order/tracking/");
  await page.getByLabel("Order number").fill(orderId ?? "");
  await page.getByRole("button", { name: "Show order" }).click();
  await expect(page.getByRole("definition").filter({ hasText: /^Paid/ })).toBeVisible();
});

test("a declined card and a bad security code show their messages and let the visitor try again", async ({
  page,
  brandInfo,
}) => {
  await openCheckout(page, brandInfo, "declined");
  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4000 0000 0000 0002");
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "We are sorry, your card details have been declined. Please ensure they are correct and try again. Thank you.",
  );
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
  await expect(page.getByText(/your card details have been declined/)).toBeVisible();

  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4000 0000 0000 0127");
  await expect(page.getByRole("alert")).toContainText("security code");
  await expect(page.getByRole("alert")).toContainText("Please ensure your card details are valid and try again.");
});

test("a pending card payment is refreshed until charged; a risky one awaits confirmation", async ({
  page,
  brandInfo,
}) => {
  await page.clock.install();
  await openCheckout(page, brandInfo, "pending");
  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4000 0000 0000 9995");
  await expect(page.getByRole("heading", { name: "Payment in progress" })).toBeVisible();
  // Refreshes are 4 s apart (spec section 9): move the page's clock on instead of waiting.
  await page.clock.fastForward(4000);
  await page.clock.fastForward(4000);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();

  await openCheckout(page, brandInfo, "risky");
  await fillContact(page);
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4000 0000 0000 0259");
  await expect(page).toHaveURL(/\/order\/awaiting-confirmation\/\?orderID=\d{12}/);
  await expect(page.getByRole("heading", { level: 1, name: "Your order is awaiting confirmation" })).toBeVisible();
});

test("PayPal: cancelling takes nothing, approving charges", async ({ page, brandInfo }) => {
  await openCheckout(page, brandInfo, "paypal");
  await fillContact(page);
  await payWith(page, "PayPal");
  await expect(page.getByRole("heading", { name: "PayPal" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alert")).toContainText("You cancelled the PayPal payment");
  await page.getByRole("link", { name: "Back to checkout" }).click();

  await fillContact(page);
  await payWith(page, "PayPal");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/order\/charged\/\?orderID=\d{12}&isExistingCustomer=0$/);
});

test("direct debit refuses account 00000000, then sets up the debit", async ({ page, brandInfo, brand }) => {
  await openCheckout(page, brandInfo, "debit");
  await fillContact(page);
  await payWith(page, "Direct debit");
  await expect(page.getByRole("heading", { name: "Direct debit" })).toBeVisible();
  await page.getByLabel("Account holder").fill("Sam Buyer");
  await page
    .getByLabel(brand === "UK2" ? "Sort code" : "Routing number")
    .fill(brand === "UK2" ? "12-34-56" : "021000021");
  await page.getByLabel("Account number").fill("00000000");
  await page.getByRole("button", { name: "Set up direct debit" }).click();
  await expect(page.getByRole("alert")).toContainText("The bank refused these account details");
  await page.getByLabel("Account number").fill("12345678");
  await page.getByRole("button", { name: "Set up direct debit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
});

/** An amount of a result page's totals (".order-result dl"), by its term, in minor units. */
async function orderAmount(page: Page, term: string): Promise<number> {
  const dd = page
    .locator(".order-result dl dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");
  return Math.round(Number(((await dd.textContent()) ?? "").replace(/[^\d.]/g, "")) * 100);
}

test("a customer pays with account credit alone, then with the stored card", async ({ page, brandInfo }) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  // The demo account starts with 20.00 credit; one .com costs more than 10.00 on every brand (with UK2's VAT).
  await openCheckout(page, brandInfo, "credit");
  await logIn(page, "customer@example.com", "Storefront-Demo-1");
  await expect(page.getByLabel("Full name or organisation")).toHaveValue("Alex Demo");
  await page.getByRole("checkbox", { name: /Use my account credit/ }).check();
  await expect(page.getByTestId("amount-due")).toHaveText(
    new RegExp(`^\\${brandInfo.defaultCurrency.symbol}0\\.00${brandSalesTax[brandInfo.brandName] ? " inc VAT" : ""}$`),
  );
  await payWith(page, "Nothing to pay");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const firstTotal = await orderAmount(page, "Order total");
  expect(await orderAmount(page, "Paid from account credit")).toBe(firstTotal);
  // A processed order is tracked as a purchase (spec section 4).
  await expect
    .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)))
    .toContain('"event":"purchase"');

  // The rest of the credit stays: the checkout model paths log in as this customer and switch credit on, and a
  // credit-plus-card order would spend it all. tests/server/order-receipt.test.ts places one and adds up its parts.

  await openCheckout(page, brandInfo, "stored");
  await expect(page.getByText(/^Logged in as/)).toBeVisible();
  await payWith(page, "Visa ending 4242");
  await expect(page).toHaveURL(/\/order\/charged\/\?orderID=\d{12}&isExistingCustomer=1$/);
  await expect(page.getByRole("list", { name: "Ordered items" })).toContainText("for 1 year, renews at");
  expect(await orderAmount(page, "Paid by card")).toBe(await orderAmount(page, "Order total"));
});

test("staff place an order with no payment through the zero basket", async ({ page, brandInfo }) => {
  await openCheckout(page, brandInfo, "staff");
  await logIn(page, "staff@example.com", "Storefront-Staff-1");
  await fillContact(page);
  await payWith(page, "Staff order (no payment)");
  await expect(page).toHaveURL(/\/order\/charged\/\?orderID=\d{12}&isExistingCustomer=1$/);
  await page.getByRole("button", { name: "Log out" }).isHidden();
});

test("a one-time login link from the sandbox mailbox logs the customer in at checkout", async ({ page, brandInfo }) => {
  await openCheckout(page, brandInfo, "link");
  const linkForm = page.getByRole("form", { name: "Email me a login link" });
  await linkForm.getByLabel(/login link/).fill("customer@example.com");
  await linkForm.getByRole("button", { name: "Email me a login link" }).click();
  await expect(page.getByText(/a login link is on its way/)).toBeVisible();

  await page.getByRole("link", { name: "Open the sandbox mailbox" }).click();
  const origin = new URL(page.url()).origin;
  const link = page.locator(`a[href^="${origin}/order/checkout/"]`).first();
  await link.click();
  await expect(page.getByText(/^Logged in as/)).toBeVisible();
  await expect(page).not.toHaveURL(/login_token/);
  await expect(page.getByLabel("Full name or organisation")).toHaveValue("Alex Demo");
});

test("repeated failed logins ask for the human check, which lets the next attempt through", async ({
  page,
  brandInfo,
  pageProblems,
}) => {
  await openCheckout(page, brandInfo, "throttled");
  const panel = page.getByRole("region", { name: "Log in or continue as a guest" });
  const form = panel.getByRole("form", { name: "Log in" });
  const logInButton = form.getByRole("button", { name: "Log in" });
  /** One click, one login call: waits for the brand API's answer, so no attempt is lost to a busy button. */
  const attemptLogin = async (status: number) => {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/brand-api/login");
    await logInButton.click();
    expect((await answer).status()).toBe(status);
  };
  // An address no account has, so no other test's customer is slowed down.
  await form.getByLabel("Email address").fill(`guesser-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByLabel("Password").fill("wrong-password");
  for (let attempt = 0; attempt < 5; attempt++) await attemptLogin(401);
  await expect(panel.getByRole("alert")).toHaveText("Incorrect login details, please try again.");
  await attemptLogin(429);
  await expect(panel.getByRole("alert")).toHaveText(
    "There were too many failed logins. Please confirm you are human and try again.",
  );
  const check = panel.getByRole("region", { name: "Confirm you are human to log in" });
  await expect(logInButton).toBeDisabled();
  await check.getByRole("button", { name: "I could not complete the check" }).click();
  await expect(panel.getByRole("alert")).toHaveText("The human check did not pass. Please try it again.");
  await check.getByRole("button", { name: "I am a human" }).click();
  await expect(check).toBeHidden();
  // The brand API checked the password this time: an ordinary wrong-password answer, not another request for the check.
  await attemptLogin(401);
  await expect(panel.getByRole("alert")).toHaveText("Incorrect login details, please try again.");
  // Chromium logs each refused login (401, 429); those statuses are the journey itself, not page errors.
  expect(pageProblems).toEqual([
    ...Array(5).fill(expect.stringContaining("status of 401")),
    expect.stringContaining("status of 429"),
    expect.stringContaining("status of 401"),
  ]);
  pageProblems.length = 0;
});

test("order tracking says at once that no order has an unknown number", async ({ page, pageProblems }) => {
  // The page's timers are frozen: a retried read would never get to a message, only a not-found answer does.
  await page.clock.install();
  await page.goto("/order/tracking/?orderID=999999999999");
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find an order with the number 999999999999. Please check the number in your order confirmation " +
      "email; an order placed from an account is shown only when you are logged in to it.",
  );
  await expect(page.getByText("Loading order 999999999999…")).toBeHidden();
  // Chromium logs the brand API's 404 for the unknown order; that answer is the journey, not a page error.
  expect(pageProblems).toEqual([expect.stringContaining("status of 404")]);
  pageProblems.length = 0;
});
