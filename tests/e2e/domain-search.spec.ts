import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const results = (page: Page) => page.getByRole("list", { name: "Domain search results" }).getByRole("listitem");
const row = (page: Page, domain: string) => results(page).filter({ hasText: domain });

test("a name searched from the home page settles over polls, its exact match first", async ({ page, brandInfo }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brandInfo.displayName);
  await page.getByRole("textbox", { name: "Domain name" }).fill("My Slow Site.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}\\?domain=`));
  const status = page.getByRole("status");
  await expect(status).toContainText(/Still checking \d+ names?/);
  await expect(row(page, "myslowsite.com")).toContainText("Checking…");
  await expect(status).toContainText("Search finished", { timeout: 15_000 });
  await expect(results(page)).toHaveCount(brandInfo.supportedTlds.length);
  const first = results(page).first();
  await expect(first).toContainText("myslowsite.com");
  await expect(first).toContainText("Your search");
  await expect(first).toContainText("Available");
  await expect(first).toContainText(brandInfo.defaultCurrency.symbol);
  await expect(first.getByRole("combobox", { name: "Registration period for myslowsite.com" })).toBeVisible();
});

test("a name that never settles shows as unavailable after 6 polls", async ({ page, context, brandInfo }) => {
  await page.goto(`${brandInfo.routes.searchResults}?domains=nevername.com,nevername.net`);
  // On a search results page the session check runs at once; without a session the hidden frame establishes one.
  await expect(page.locator('iframe[title="Session setup"]')).toBeAttached();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "storefront_session")?.httpOnly)
    .toBe(true);
  await expect(page.getByRole("status")).toContainText("names we could not check show as unavailable", {
    timeout: 15_000,
  });
  await expect(row(page, "nevername.com")).toContainText("Unavailable");
  await expect(row(page, "nevername.net")).toContainText("Unavailable");
});

test("a bulk list shows taken, premium, reserved, trademarked and pre-order rows", async ({ page, brandInfo }) => {
  await page.goto(brandInfo.routes.searchResults);
  await page.getByRole("radio", { name: "Several names" }).check();
  await page
    .getByRole("textbox", { name: "Domain names, separated by commas" })
    .fill("sometaken.com, bigpremium.com, isreserved.com, mytrademark.com, preorderme.com, bad.zz");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveText("'.zz' is not a supported domain extension.");
  await expect(page.getByRole("status")).toContainText("Search finished: 5 results", { timeout: 15_000 });
  await expect(row(page, "sometaken.com")).toContainText("Taken");
  await expect(row(page, "bigpremium.com")).toContainText("Premium domain");
  await expect(row(page, "bigpremium.com")).toContainText(`Premium price ${brandInfo.defaultCurrency.symbol}`);
  await expect(row(page, "isreserved.com")).toContainText("Reserved");
  await expect(row(page, "mytrademark.com")).toContainText("Trademarked");
  await expect(row(page, "preorderme.com")).toContainText("Available to pre-order");
});

test("a transfer search shows a taken name as available to transfer", async ({ page, brandInfo }) => {
  await page.goto(`${brandInfo.routes.searchResults}?domain=sometaken.com&transfer=1`);
  await expect(page.getByRole("checkbox", { name: /transfer it/ })).toBeChecked();
  await expect(row(page, "sometaken.com")).toContainText("Available to transfer", { timeout: 15_000 });
});

test("an AI prompt suggests names, and a shared ai_uuid link loads them again", async ({ page, brandInfo }) => {
  await page.goto(brandInfo.routes.searchResults);
  await page.getByRole("radio", { name: "Ask AI for ideas" }).check();
  await page.getByRole("textbox", { name: "Describe your idea" }).fill("A bakery selling sourdough bread");
  await page.getByRole("button", { name: "Suggest names" }).click();
  await expect(page.getByRole("status")).toContainText("Search finished", { timeout: 15_000 });
  await expect(results(page).first()).toContainText(/bakery|sourdough|bread/);

  // Another visitor's suggestions, as a shared link carries them (the browser resolves the brand host names).
  const { uuid, domains } = await page.evaluate(async (parent_customer_id) => {
    const response = await fetch("/brand-api/domain/ai/generator", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "garden tools", parent_customer_id }),
    });
    return (await response.json()) as { uuid: string; domains: string[] };
  }, brandInfo.parentCustomerId);
  await page.goto(`${brandInfo.routes.searchResults}?ai_uuid=${uuid}`);
  await expect(row(page, domains[0])).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/ai_uuid/);
  await expect(page).toHaveURL(/ai=garden/);
});

test("a name that asks for a human check is looked up once the check is taken", async ({ page, brandInfo }) => {
  await page.goto(`${brandInfo.routes.searchResults}?domain=mycaptcha.com`);
  await expect(page.getByRole("heading", { name: "Please confirm you are human" })).toBeVisible();
  await page.getByRole("button", { name: "Start the human check" }).click();
  await page.getByRole("button", { name: "I am a human" }).click();
  await expect(row(page, "mycaptcha.com").first()).toContainText("Available", { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Please confirm you are human" })).toHaveCount(0);
});

test("an empty search and an unsupported extension show the spec's messages", async ({ page, brandInfo }) => {
  await page.goto(brandInfo.routes.searchResults);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your search was empty. Please enter a domain.");
  await page.getByRole("textbox", { name: "Domain name" }).fill("myname.zz");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveText("'.zz' is not a supported domain extension. Please try again.");
});

test("Back and a shared URL restore the results", async ({ page, context, brandInfo }) => {
  await page.goto(`${brandInfo.routes.searchResults}?domains=firstname.com`);
  await expect(row(page, "firstname.com")).toContainText("Available", { timeout: 15_000 });
  await page.getByRole("textbox", { name: "Domain names, separated by commas" }).fill("secondname.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(row(page, "secondname.com")).toContainText("Available", { timeout: 15_000 });
  await page.goBack();
  await expect(row(page, "firstname.com")).toContainText("Available", { timeout: 15_000 });
  await expect(row(page, "secondname.com")).toHaveCount(0);

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(row(shared, "firstname.com")).toContainText("Available", { timeout: 15_000 });
});
