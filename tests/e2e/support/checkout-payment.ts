import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

/** Fills the checkout's contact details as a guest. */
export async function fillContact(page: Page) {
  const form = page.getByRole("form", { name: "Contact details and payment" });
  await form.getByLabel("Full name or organisation").fill("Sam Buyer");
  await form.getByLabel("Email address").fill("sam@example.com");
  await form.getByLabel("Address line 1").fill("1 High Street");
  await form.getByLabel("Postcode or ZIP code").fill("EC1A 1BB");
  await form.getByLabel("Country").selectOption("GB");
}

/** Chooses a way to pay and presses the checkout's pay button. */
export async function payWith(page: Page, method: string | RegExp) {
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: /^(Pay|Place order)/ }).click();
}

/** Fills the sandbox card page with this card number (decisions.md section 5 says what each number does). */
async function fillCardPage(page: Page, number: string) {
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill(`12/${nextYear}`);
  await page.getByLabel("Security code (CVV)").fill("123");
}

/** Pays on the sandbox card page with this card number. */
export async function payOnCardPage(page: Page, number: string) {
  await fillCardPage(page, number);
  await page.getByRole("button", { name: "Pay now" }).click();
}
