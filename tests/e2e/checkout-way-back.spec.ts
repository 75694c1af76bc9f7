import type { Page } from "@playwright/test";
import { openCheckout } from "./support/checkout-basket";
import { payOnCardPage, payWith } from "./support/checkout-payment";
import { expect, test } from "./support/fixtures";

/** Every field of the contact form filled, none left on its default (a company, in Ireland). */
const leftAs = {
  "Full name or organisation": "Robin Keeper Ltd",
  "Registering as": "company",
  "Email address": "robin@example.com",
  Telephone: "+353 1 555 0100",
  "Address line 1": "2 Mill Lane",
  "Address line 2": "Unit 4",
  "Town or city": "Dublin",
  "Postcode or ZIP code": "D02 XY45",
  Country: "IE",
  "EU VAT number": "IE1234567T",
};

const checkoutForm = (page: Page) => page.getByRole("form", { name: "Contact details and payment" });

async function fillEveryField(page: Page, values: Record<string, string>) {
  const form = checkoutForm(page);
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label);
    if (label === "Registering as" || label === "Country") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The checkout shows the form again with every field as the visitor left it, and the way to pay they chose. */
async function expectFormAsLeft(page: Page, values: Record<string, string>, payment: string) {
  await page.locator("html[data-app-started]").waitFor({ state: "attached" });
  const form = checkoutForm(page);
  await expect(form).toBeVisible();
  for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label)).toHaveValue(value);
  await expect(page.getByRole("radio", { name: payment })).toBeChecked();
}

test("every way back to the checkout shows the contact form as it was left", async ({ page, brandInfo }) => {
  await openCheckout(page, brandInfo, "way-back");
  await fillEveryField(page, leftAs);

  // A declined card, then "Back to checkout".
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4000 0000 0000 0002");
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expectFormAsLeft(page, leftAs, "New credit or debit card");

  // PayPal cancelled, then "Back to checkout".
  await payWith(page, "PayPal");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await page.getByRole("link", { name: "Back to checkout" }).click();
  await expectFormAsLeft(page, leftAs, "PayPal");

  // The browser's back button on the card page.
  await payWith(page, "New credit or debit card");
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  await page.goBack();
  await expectFormAsLeft(page, leftAs, "New credit or debit card");

  // Typed but not yet sent with a payment, then a reload.
  const retyped = { ...leftAs, "Full name or organisation": "Robin Keeper Group", "Address line 2": "" };
  await fillEveryField(page, retyped);
  await page.getByRole("radio", { name: "Direct debit" }).check();
  await page.reload();
  await expectFormAsLeft(page, retyped, "Direct debit");

  // Paid: what was typed is not kept past the order, for the next visitor of a shared browser.
  await payWith(page, "New credit or debit card");
  await payOnCardPage(page, "4111 1111 1111 1111");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("checkout_typed_"))))
    .toEqual([]);
});
