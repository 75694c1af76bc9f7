import { expect, test } from "./support/fixtures";

test("the statechart viewer shows every machine with the app's live state", async ({ page }) => {
  await page.goto("/statecharts");
  await expect(page.getByRole("heading", { level: 1, name: "Statecharts" })).toBeVisible();
  const app = page.getByRole("region", { name: "app" });
  await expect(app).toContainText("Running in this page.");
  await expect(app.locator('[aria-current="true"]').first()).toBeVisible();
});
