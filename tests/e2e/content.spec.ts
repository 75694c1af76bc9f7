import type { Page } from "@playwright/test";
import { brandCompany } from "../../brands/company";
import { expect, test } from "./support/fixtures";

const summaryLabel = { WH: "Excellent", MP: "Great", UK2: "Excellent" } as const;
const summaryStars = { WH: 4.5, MP: 4, UK2: 4.5 } as const;

/** Whether the element's top is inside the viewport. */
async function isScrolledTo(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    // Sub-pixel layout can leave the anchor a fraction of a pixel above the top.
    return top > -2 && top < window.innerHeight && window.scrollY > 0;
  });
}

test("navigation, promotion bar and footer come from the content service", async ({ page, brandInfo }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Domains", "Hosting", "Help centre", "About us"])
    await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Promotion" })).toContainText("Free .com");
  const footer = page.getByRole("contentinfo");
  for (const heading of ["Products", "Support", "Legal"])
    await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
  await expect(footer).toContainText("© 2026");
  await nav.getByRole("link", { name: "About us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `About ${brandInfo.displayName}` })).toBeVisible();
  await expect(page).toHaveTitle(`About ${brandInfo.displayName} | ${brandInfo.displayName}`);
  await nav.getByRole("link", { name: "Domains" }).click();
  await expect(page).toHaveURL(new RegExp(`${brandInfo.routes.searchResults}$`));
});

test("a crawler that runs no script sees the page's SEO tags", async ({ browser, baseURL, brandInfo }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/terms-and-conditions/hosting/");
  await expect(page).toHaveTitle(`Hosting terms | ${brandInfo.displayName}`);
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /fair use/i);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/terms-and-conditions/hosting/`,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /Hosting terms/);
  await expect(head.locator('meta[name="twitter:site"]')).toHaveAttribute("content", /^@/);
  await context.close();
});

test("the cookie banner asks once and remembers the choice", async ({ page, brandInfo }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: `Cookies on ${brandInfo.displayName}` });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "cookie policy" })).toBeVisible();
  await banner.getByRole("button", { name: "Essential cookies only" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === "storefront_cookie_consent");
  expect(consent).toMatchObject({ value: "declined", httpOnly: true, sameSite: "Lax" });
});

test("terms pages have breadcrumbs back to the list and home", async ({ page, brandInfo }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(crumbs.getByText("Terms and conditions")).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Domain registration terms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Domain registration terms" })).toBeVisible();
  await expect(page).toHaveTitle(`Domain registration terms | ${brandInfo.displayName}`);
  await expect(page.getByText("Last updated 1 October 2026")).toBeVisible();
  await expect(crumbs.getByText("Domain registration terms")).toHaveAttribute("aria-current", "page");
  await crumbs.getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page.getByRole("link", { name: "Hosting terms" })).toBeVisible();
  await page.goto("/terms-and-conditions/no-such-terms/");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.goto("/cookie-policy/");
  await expect(page.getByRole("heading", { level: 1, name: "Cookie policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Essential cookies" })).toBeVisible();
});

test("reviews show the summary and latest reviews with their rating labels", async ({ page, brand }) => {
  await page.goto("/");
  const reviews = page.getByRole("region", { name: "What our customers say" });
  const stars = summaryStars[brand];
  const summary = reviews.getByRole("paragraph").filter({ hasText: "TrustScore" });
  await expect(summary.getByRole("img", { name: `Rated ${stars} out of 5: ${summaryLabel[brand]}` })).toBeVisible();
  await expect(summary).toContainText(summaryLabel[brand]);
  await expect(reviews.getByText(/based on [\d,]+ reviews/)).toBeVisible();
  const articles = reviews.getByRole("article");
  await expect(articles).toHaveCount(5);
  const expected = [
    [5, "Excellent"],
    [4, "Great"],
    [3, "Average"],
    [2, "Poor"],
    [1, "Bad"],
  ] as const;
  for (const [index, [rating, label]] of expected.entries()) {
    await expect(articles.nth(index).getByRole("img", { name: `Rated ${rating} out of 5: ${label}` })).toBeVisible();
    await expect(articles.nth(index)).toContainText(label);
  }
});

test("the knowledge base searches and pages ten articles at a time", async ({ page, brandInfo }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help centre" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeVisible();
  await expect(page.getByText("Showing 1–10 of 25 articles")).toBeVisible();
  const articles = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(articles).toHaveCount(10);
  const pager = page.getByRole("navigation", { name: "Knowledge base pages" });
  await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Showing 11–20 of 25 articles")).toBeVisible();
  await pager.getByRole("button", { name: "Page 3" }).click();
  await expect(page.getByText("Showing 21–25 of 25 articles")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();

  const search = page.getByRole("search", { name: "Knowledge base" });
  await search.getByLabel("Topic").selectOption({ label: "Your account" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Showing 1–1 of 1 articles")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Resetting your ${brandInfo.displayName} password` })).toBeVisible();
  await expect(pager).toBeHidden();

  await search.getByLabel("Topic").selectOption({ label: "All topics" });
  await search.getByLabel("Search articles").fill("zebra");
  await search.getByLabel("Search articles").press("Enter");
  await expect(page.getByText("No articles match your search. Try other words or another topic.")).toBeVisible();
});

test("a URL with a hash scrolls to its anchor, also when the content arrives late", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  await page.goto("/terms-and-conditions/general/#cancellation");
  await expect(page.getByRole("heading", { name: "Cancellation" })).toBeVisible();
  await expect.poll(() => isScrolledTo(page, "#cancellation")).toBe(true);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact sales" }).click();
  await expect(page).toHaveURL(/\/about-us\/#contact$/);
  await expect.poll(() => isScrolledTo(page, "#contact")).toBe(true);
});

test("the feedback widget loads the brand's script 3 seconds after the feedback cookie is read", async ({
  page,
  brand,
  brandInfo,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Your feedback" })).toHaveCount(0);

  await page.goto("/?feedback=1");
  const widget = page.getByRole("complementary", { name: "Your feedback" });
  await expect(widget).toBeVisible();
  const survey = widget.getByRole("link", { name: `Tell ${brandInfo.displayName} how we did` });
  await expect(survey).toBeVisible({ timeout: 8000 });
  const scriptUrl = `/feedback-scripts/${brand.toLowerCase()}.js`;
  const requestedAt = await page.evaluate(
    (url) => performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(url))?.startTime ?? -1,
    scriptUrl,
  );
  // Requested no sooner than 3 s after the page (and so the cookie) was read, and not much later.
  expect(requestedAt).toBeGreaterThanOrEqual(3000);
  expect(requestedAt).toBeLessThan(6000);
});

test("the About page names the brand's company, its address and contact, from the brand's data", async ({
  page,
  brand,
  brandInfo,
}) => {
  const company = brandCompany[brand];
  await page.goto("/about-us/");
  const details = page.getByRole("region", { name: "Who we are" });
  await expect(details).toContainText(`${brandInfo.displayName} is a trading name of ${company.legalName}.`);
  for (const line of company.address) await expect(details.locator("address")).toContainText(line);
  await expect(details.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  await expect(details.getByRole("link", { name: brandInfo.supportPhone })).toBeVisible();
  await expect(page.locator(".content-body")).toContainText(company.legalName);
});
