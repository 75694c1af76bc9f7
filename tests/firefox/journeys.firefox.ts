import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrandCode, brandCodes, brands } from "../../brands/index";
import { clickable, control, fill, launchFirefox, seeText } from "./support/firefox-page";

/**
 * The browse-and-pay journeys in Firefox ESR (issue 40): on every brand a visitor searches a name, adds it, checks out
 * as a guest and pays by card; on one brand with PayPal. The same production server `npm start` runs
 * (scripts/firefox.mjs starts it); no console error on the way.
 */
const port = Number(process.env.FIREFOX_E2E_PORT ?? 8299);
const originOf = (brand: BrandCode) => `http://${brands[brand].localHost}:${port}`;
const cardExpiry = `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchFirefox();
}, 60_000);
afterAll(() => browser?.close());

/** A fresh visitor's page that collects console errors and uncaught exceptions. */
async function visitorPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return { page, errors };
}

/** Searches a name on the home page, adds it to the basket and opens the checkout from the basket page. */
async function searchAddAndCheckOut(page: Page, brand: BrandCode, name: string) {
  await page.goto(`${originOf(brand)}/`);
  // As a visitor would: answer the cookie banner first, which otherwise sits over the checkout's Pay button.
  await (await clickable(page, "Essential cookies only")).click();
  await fill(page, "Domain name", `${name}.com`);
  await (await clickable(page, "Search")).click();
  await (await clickable(page, `Add ${name}.com to basket`)).click();
  // The add is done when the row says so: the basket starts on its first use, so it can still be loading just after
  // the click, and a page opened by address then (a full load) would come before the add.
  await seeText(page, `${name}.com added to your basket`);
  await page.goto(`${originOf(brand)}${brands[brand].routes.basket}`);
  await seeText(page, `${name}.com`);
  await (await clickable(page, "Continue to checkout")).click();
  await seeText(page, "Contact details");
}

/** Fills the checkout's contact details as a guest and pays with the way to pay labelled `method`. */
async function payAsGuest(page: Page, method: string) {
  // The checkout also has a log-in form with its own "Email address".
  const form = "Contact details and payment";
  await fill(page, "Full name or organisation", "Sam Buyer", form);
  await fill(page, "Email address", "sam@example.com", form);
  await fill(page, "Address line 1", "1 High Street", form);
  await fill(page, "Postcode or ZIP code", "EC1A 1BB", form);
  await (await control(page, "Country", form)).select("GB");
  await (await control(page, method, form)).click();
  await (await clickable(page, /^(Pay|Place order)/)).click();
}

describe("browse and pay in Firefox ESR", () => {
  it.each(brandCodes.map((brand) => [brand]))("%s: search, add, check out as a guest, pay by card", async (brand) => {
    const { page, errors } = await visitorPage();
    await searchAddAndCheckOut(page, brand, `firefox-card-${brand.toLowerCase()}`);
    await payAsGuest(page, "New credit or debit card");
    await seeText(page, "Pay by card");
    await fill(page, "Card number", "4111 1111 1111 1111");
    await fill(page, "Expiry date (MM/YY)", cardExpiry);
    await fill(page, "Security code (CVV)", "123");
    await (await clickable(page, "Pay now")).click();
    await seeText(page, "Thank you for your order");
    expect(new URL(page.url()).pathname).toBe("/order/charged/");
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it("WH: pays with PayPal, approved on the sandbox PayPal page", async () => {
    const { page, errors } = await visitorPage();
    await searchAddAndCheckOut(page, "WH", "firefox-paypal");
    await payAsGuest(page, "PayPal");
    await (await clickable(page, "Approve")).click();
    await seeText(page, "Thank you for your order");
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
