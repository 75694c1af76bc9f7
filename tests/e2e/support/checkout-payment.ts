import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A card expiry date a year from now (MM/YY), which the sandbox card page accepts. */
export const cardExpiry = `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`;

/** A guest's contact details, as the checkout sends them to the brand API. */
export const guestContact = {
  registrant: "Sam Buyer",
  email: "sam@example.com",
  adr1: "1 High Street",
  postcode: "EC1A 1BB",
  country: "GB",
  registrant_type: "individual",
};

/** Fills the checkout's contact details as a guest. */
export async function fillContact(page: Page) {
  const form = page.getByRole("form", { name: "Contact details and payment" });
  await form.getByLabel("Full name or organisation").fill(guestContact.registrant);
  await form.getByLabel("Email address").fill(guestContact.email);
  await form.getByLabel("Address line 1").fill(guestContact.adr1);
  await form.getByLabel("Postcode or ZIP code").fill(guestContact.postcode);
  await form.getByLabel("Country").selectOption(guestContact.country);
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
  await page.getByLabel("Expiry date (MM/YY)").fill(cardExpiry);
  await page.getByLabel("Security code (CVV)").fill("123");
}

/** Pays on the sandbox card page with this card number. */
export async function payOnCardPage(page: Page, number: string) {
  await fillCardPage(page, number);
  await page.getByRole("button", { name: "Pay now" }).click();
}
