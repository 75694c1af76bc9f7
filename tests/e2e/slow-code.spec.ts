import { routeChunksElementId } from "../../contract/server-render";
import { codeTimeLimitMs } from "../../src/app/time-limited-code";
import { basketWorkflowModule } from "../../src/app/workflows";
import { expect, test } from "./support/fixtures";

// Code that never arrives (a connection that dropped the file) has a time limit like any request: the page then says
// what to do instead of waiting for ever.
test("a basket whose code never arrives fails the page with its error page once the time limit has passed", async ({
  page,
  brandInfo,
  pageProblems,
}) => {
  await page.clock.install();
  await page.goto(`${brandInfo.routes.searchResults}?domain=slowcode`);
  const add = page.getByRole("button", { name: "Add slowcode.com to basket" });
  await expect(add).toBeEnabled();
  const basketFiles = await page.evaluate(
    ({ id, module }) => JSON.parse(document.getElementById(id)?.textContent ?? "{}")[module] as string[],
    { id: routeChunksElementId, module: basketWorkflowModule },
  );
  const onPage = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  const missing = basketFiles.filter((file) => !onPage.includes(file));
  expect(missing.length, "basket files the search page did not fetch").toBeGreaterThan(0);
  // Held, never answered.
  await page.route(
    (url) => missing.includes(url.pathname),
    () => new Promise(() => {}),
  );
  await add.click();
  await page.clock.fastForward(codeTimeLimitMs - 1000);
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" })).toHaveCount(0);
  await page.clock.fastForward(2000);
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  // The failure is logged (React Router's report of it, among others), and nothing else.
  expect(pageProblems.length).toBeGreaterThan(0);
  expect(pageProblems.filter((problem) => !problem.includes("CodeTooSlowError"))).toEqual([]);
  pageProblems.length = 0;
});
