import path from "node:path";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("the statechart viewer follows a search made in another tab of the browser", async ({
  page,
  context,
  brandInfo,
}) => {
  await page.goto("/statecharts");
  await expect(page.getByRole("heading", { level: 1, name: "Statecharts" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("No storefront tab is open yet.");

  const shop = await context.newPage();
  await shop.goto("/");
  await expect(shop.getByRole("link", { name: "Statechart viewer (opens in a new tab)" })).toHaveAttribute(
    "href",
    "/statecharts",
  );
  await expect(page.getByRole("status")).toContainText("Following the storefront tab at /");
  await expect(page.getByRole("region", { name: "basket" })).toBeVisible();
  // The home page only opens the search results page: the lookup starts there, when that page first needs it.
  const lookup = page.getByRole("region", { name: "lookup" });
  await expect(lookup).toHaveCount(0);
  await shop.goto(brandInfo.routes.searchResults);
  await expect(lookup.locator(".active-states")).toHaveText("Active: idle");
  // The committed diagrams (docs/statecharts/lookup*.svg) outline the active states.
  const outlined = lookup.locator("[data-state-id].is-active-state");
  await expect(lookup.locator('[data-state-id="lookup.idle"]')).toHaveClass(/is-active-state/);
  const events = page.getByRole("list", { name: "Events, newest first" }).getByRole("listitem");
  const before = await events.count();

  await shop.getByRole("textbox", { name: "Domain name" }).fill("viewer-check.com");
  await shop.getByRole("button", { name: "Search" }).click();

  await expect(lookup.locator(".active-states")).toContainText("searching");
  await expect(lookup.locator('[data-state-id="lookup.idle"]')).not.toHaveClass(/is-active-state/);
  await expect(outlined.and(lookup.locator('[data-state-id="lookup.searching"]'))).toHaveCount(1);
  await expect(events.filter({ hasText: "lookup received lookup.submit" })).toHaveCount(1);
  await expect.poll(() => events.count()).toBeGreaterThan(before);
  const submit = events.filter({ hasText: "lookup.submit" });
  await submit.getByText("Payload").click();
  await expect(submit).toContainText("viewer-check.com");
  await expect(page.getByRole("status")).toContainText(
    `Following the storefront tab at ${brandInfo.routes.searchResults}`,
  );
});

test("the statechart viewer fits 1280 px and passes axe with a storefront tab open", async ({
  page,
  context,
  brandInfo,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/statecharts");
  const shop = await context.newPage();
  await shop.goto(brandInfo.routes.searchResults);
  await expect(page.getByRole("region", { name: "lookup" })).toBeVisible();
  await page.getByText("Context of lookup").click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the viewer is wider than 1280 px").toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, "screenshots", "statecharts-1280.png"),
    fullPage: true,
  });
});
