import type { Page } from "@playwright/test";
import { bulkSearchMaxNames } from "../../contract/limits";
import { expect, test } from "./support/fixtures";

/** The other results' rows (the name searched for has its own card, see `exactMatch`). */
const results = (page: Page) => page.getByRole("list", { name: "Domain search results" }).getByRole("listitem");
const exactMatch = (page: Page, domain: string) => page.getByRole("article", { name: `Your search: ${domain}` });
/** A result wherever the page shows it: the exact match's card or a row of the list. */
const row = (page: Page, domain: string) => exactMatch(page, domain).or(results(page).filter({ hasText: domain }));
const rowNames = (page: Page) => results(page).locator(".domain-result-domain").allTextContents();
const basketLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Basket/ });

test("a name searched from the home page settles over polls, its exact match first", async ({ page, brandInfo }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brandInfo.displayName);
  await page.getByRole("textbox", { name: "Domain name" }).fill("My Slow Site.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}\\?domain=`));
  const status = page.getByRole("status");
  const bar = page.getByRole("progressbar", { name: "Names checked" });
  // While the registrar answers, the bar shows the share of names checked and the line counts the same. The bar first:
  // the address changes before the results page replaces the home page, whose plan cards have status lines of their own.
  await expect(bar).toHaveAttribute("aria-valuetext", /^\d+ of \d+ checked$/);
  await expect(status).toHaveText(/^\d+ of \d+ checked$/);
  const card = exactMatch(page, "myslowsite.com");
  await expect(card).toContainText("Checking…");
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(status).toContainText("Search finished", { timeout: 15_000 });
  await expect(bar).toHaveCount(0);
  await expect(results(page)).toHaveCount(brandInfo.supportedTlds.length - 1);
  // One number of results on the page: the status and the filters both count the name searched for.
  const count = brandInfo.supportedTlds.length;
  await expect(status).toHaveText(`Search finished: ${count} results.`);
  await expect(page.getByRole("region", { name: "Filter and sort results" })).toContainText(
    `Showing ${count} of ${count} results`,
  );
  // The exact match comes first on the page, as its own card with the primary action.
  await expect(page.locator(".domain-result").first()).toHaveAccessibleName("Your search: myslowsite.com");
  await expect(card).toContainText("Your search");
  await expect(card).toContainText("Available");
  await expect(card).toContainText(brandInfo.defaultCurrency.symbol);
  await expect(card.getByRole("combobox", { name: "Registration period for myslowsite.com" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Add myslowsite.com to basket" })).toBeVisible();
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

test("a long list comes into the page a few rows at a time, each answer's rows over several commits", async ({
  page,
  brandInfo,
}) => {
  // The longest list a bulk search takes (30) is more than the 25 rows a frame adds (ResultsPanel.tsx).
  const names = Array.from({ length: bulkSearchMaxNames }, (_, i) => `inslices${i}.com`);
  await page.goto(brandInfo.routes.searchResults);
  await page.getByRole("radio", { name: "Several names" }).check();
  await page.getByRole("textbox", { name: "Domain names, separated by commas" }).fill(names.join(", "));
  // Each observer call sees the rows one commit added or changed (the steps come a frame apart, never in one task).
  await page.evaluate(() => {
    const rowsTouched: number[] = [];
    Object.assign(window, { rowsTouched });
    const rowSelector = '[aria-label="Domain search results"] > li';
    new MutationObserver((records) => {
      const rows = new Set<Element>();
      for (const record of records) {
        const changed = record.target instanceof Element ? record.target : record.target.parentElement;
        const row = changed?.closest(rowSelector);
        if (row) rows.add(row);
        // Rows added, or the list with its first rows.
        for (const added of record.addedNodes) {
          if (!(added instanceof Element)) continue;
          if (added.matches(rowSelector)) rows.add(added);
          for (const inside of added.querySelectorAll(rowSelector)) rows.add(inside);
        }
      }
      if (rows.size > 0) rowsTouched.push(rows.size);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toContainText(`Search finished: ${bulkSearchMaxNames} results`, {
    timeout: 15_000,
  });
  await expect(results(page)).toHaveCount(bulkSearchMaxNames);
  await expect(page.getByRole("list", { name: "Domain search results" }).getByText("Checking…")).toHaveCount(0);
  const rowsTouched = await page.evaluate(() => (window as unknown as { rowsTouched: number[] }).rowsTouched);
  // Every row came in (and most changed as the polls answered), in steps of at most 25 rows (ResultsPanel.tsx).
  expect(rowsTouched.reduce((sum, rows) => sum + rows, 0)).toBeGreaterThanOrEqual(bulkSearchMaxNames);
  expect(Math.max(...rowsTouched)).toBeLessThanOrEqual(25);
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

test("filters and the sort are kept in the URL across a reload and Back, and start no new lookup", async ({
  page,
  brandInfo,
}) => {
  let lookups = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/domain/lookup") && !("counter" in (request.postDataJSON() ?? {}))) lookups += 1;
  });
  await page.goto(`${brandInfo.routes.searchResults}?domains=pricey.io,pricey.com,pricey.online,sometaken.net`);
  const status = page.getByRole("status");
  await expect(status).toContainText("Search finished: 4 results", { timeout: 15_000 });
  const filters = page.getByRole("region", { name: "Filter and sort results" });
  await expect(filters).toContainText("Showing 4 of 4 results");

  await filters.getByRole("checkbox", { name: "Available (3)" }).check();
  await expect(page).toHaveURL(/[?&]status=available(&|$)/);
  await expect(results(page)).toHaveCount(3);
  await expect(row(page, "sometaken.net")).toHaveCount(0);
  await expect(filters).toContainText("Showing 3 of 4 results");

  await filters.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  // The .online offer is the cheapest and .io the dearest in every brand's price list.
  await expect.poll(() => rowNames(page)).toEqual(["pricey.online", "pricey.com", "pricey.io"]);

  await filters.locator("summary", { hasText: "Extensions" }).click();
  await filters.getByRole("checkbox", { name: ".com (1)" }).check();
  await filters.getByRole("checkbox", { name: ".online (1)" }).check();
  await expect(page).toHaveURL(/[?&]tld=com%2Conline(&|$)/);
  await expect.poll(() => rowNames(page)).toEqual(["pricey.online", "pricey.com"]);
  expect(lookups, "a filter change asks the registrar nothing").toBe(1);

  const expectKept = async () => {
    await expect(status).toContainText("Search finished: 4 results", { timeout: 15_000 });
    await expect(filters.getByRole("checkbox", { name: "Available (3)" })).toBeChecked();
    await expect(filters.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    await expect(filters.getByRole("checkbox", { name: ".com (1)" })).toBeChecked();
    await expect(filters.getByRole("checkbox", { name: ".io (1)" })).not.toBeChecked();
    await expect.poll(() => rowNames(page)).toEqual(["pricey.online", "pricey.com"]);
  };
  await page.reload();
  await expectKept();
  await basketLink(page).click();
  await expect(page).toHaveURL(new RegExp(brandInfo.routes.basket));
  await page.goBack();
  await expectKept();

  await filters.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=|tld=|sort=/);
  await expect.poll(() => rowNames(page)).toEqual(["pricey.io", "pricey.com", "pricey.online", "sometaken.net"]);
});

test("an added name says so in a polite live region, shows In basket with a link, and counts in the header", async ({
  page,
  brand,
  brandInfo,
}) => {
  const domain = `coffeehouse${brand.toLowerCase()}.com`;
  await page.goto(`${brandInfo.routes.searchResults}?domain=${domain}`);
  const card = exactMatch(page, domain);
  await expect(basketLink(page)).toHaveAccessibleName("Basket 0 items");
  await card.getByRole("button", { name: `Add ${domain} to basket` }).click({ timeout: 15_000 });

  const confirmation = page.locator('[aria-live="polite"]').filter({ hasText: `${domain} added to your basket` });
  await expect(confirmation).toHaveText(`${domain} added to your basket`);
  await expect(confirmation).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName("Basket 1 item");
  await expect(card).toContainText("In basket");
  await expect(card.getByRole("button", { name: /basket/ })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "View basket" })).toBeFocused();
  // The confirmation is short: it clears itself; the row keeps saying the name is in the basket.
  await expect(confirmation).toHaveCount(0, { timeout: 10_000 });

  // Another visit to the same search still shows the name as in the basket, not as a button to add it again.
  await page.reload();
  await expect(card).toContainText("In basket", { timeout: 15_000 });
  await expect(card.getByRole("button", { name: `Add ${domain} to basket` })).toHaveCount(0);
  await card.getByRole("link", { name: "View basket" }).click();
  await expect(page).toHaveURL(new RegExp(brandInfo.routes.basket));
  await expect(page.getByRole("main")).toContainText(domain);
});

test("a name changed before it was searched is said, with the reason (spec section 5)", async ({ page, brandInfo }) => {
  await page.goto(`${brandInfo.routes.searchResults}?domain=${encodeURIComponent("-bad-.com")}`);
  await expect(exactMatch(page, "bad.com")).toBeVisible();
  await expect(page.getByText(/^We searched for/)).toHaveText(
    "We searched for bad.com, not “-bad-.com”: a domain name cannot start or end with a hyphen.",
  );
});
