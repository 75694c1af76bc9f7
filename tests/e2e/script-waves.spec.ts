import type { Page } from "@playwright/test";
import { routeChunksElementId } from "../../contract/server-render";
import { basketWorkflowModule } from "../../src/app/workflows";
import { expect, test } from "./support/fixtures";

/** How long each script request is held: a slow network, where every round trip for scripts is felt. */
const holdMs = 2_000;

/**
 * Issue 39: on a slow network a page waits through one round trip per wave of scripts it asks for one after another
 * (the entry, then what it imports lazily, then what that imports). Every script request is held `holdMs`, so a request
 * asked for in the n-th hold period since the first is of the n-th wave: a request that needs an earlier one's answer
 * cannot start before that answer came, one hold later.
 */
async function holdScripts(page: Page) {
  const asks: { at: number; script: string }[] = [];
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    asks.push({ at: Date.now(), script: new URL(route.request().url()).pathname });
    await new Promise((held) => setTimeout(held, holdMs));
    // The page may have gone meanwhile: its scripts are no longer wanted.
    await route.continue().catch(() => {});
  });
  return {
    /** The waves of script requests since `since` (ms since the epoch), each with the scripts asked for in it. */
    wavesSince(since: number): string[][] {
      const asked = asks.filter(({ at }) => at >= since);
      const first = Math.min(...asked.map(({ at }) => at));
      const waves = new Map<number, string[]>();
      for (const { at, script } of asked) {
        const wave = Math.floor((at - first) / holdMs);
        waves.set(wave, [...(waves.get(wave) ?? []), script]);
      }
      return [...waves.values()];
    },
  };
}

const searchFinished = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "Search finished" })).toBeVisible({ timeout: 20_000 });

test("a full load of the search results page asks for its scripts in at most 2 waves", async ({ page, brandInfo }) => {
  const scripts = await holdScripts(page);
  const start = Date.now();
  await page.goto(`${brandInfo.routes.searchResults}?domain=coffeehouse`);
  await searchFinished(page);
  const waves = scripts.wavesSince(start);
  test.info().annotations.push({ type: "script waves", description: JSON.stringify(waves) });
  // The page's scripts were held and counted at all: an empty list would pass the bound below whatever the page did.
  expect(waves.flat().length, "scripts held").toBeGreaterThan(0);
  expect(waves.length, `waves: ${JSON.stringify(waves)}`).toBeLessThanOrEqual(2);
});

test("a search from the home page after the app started asks for its scripts in at most 1 wave", async ({ page }) => {
  test.slow();
  const scripts = await holdScripts(page);
  await page.goto("/");
  const domainName = page.getByRole("textbox", { name: "Domain name" });
  const start = Date.now();
  await domainName.fill("coffeehouse");
  await page.getByRole("button", { name: "Search" }).click();
  await searchFinished(page);
  const waves = scripts.wavesSince(start);
  test.info().annotations.push({ type: "script waves", description: JSON.stringify(waves) });
  expect(waves.length, `waves after the visitor moved to the search box: ${JSON.stringify(waves)}`).toBeLessThanOrEqual(
    1,
  );
});

test("pointing at an add button fetches the basket's code, so the add waits for none of it", async ({
  page,
  brandInfo,
}) => {
  await page.goto(`${brandInfo.routes.searchResults}?domain=coffeehouse`);
  await searchFinished(page);
  // The basket's code: its files as the page lists them (the route chunks' entry for the basket workflow's module).
  const basketFiles = await page.evaluate(
    ({ id, module }) => JSON.parse(document.getElementById(id)?.textContent ?? "{}")[module] as string[],
    { id: routeChunksElementId, module: basketWorkflowModule },
  );
  expect(basketFiles.length).toBeGreaterThan(0);
  const fetched = () =>
    page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  const notFetched = async () => {
    const files = await fetched();
    return basketFiles.filter((file) => !files.includes(file));
  };
  // The basket starts on its first use: until then some of its code is not on the page (some it shares with the page).
  expect((await notFetched()).length, "basket files the search page did not fetch").toBeGreaterThan(0);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") asked.push(new URL(request.url()).pathname);
  });
  const add = page.getByRole("button", { name: "Add coffeehouse.com to basket" });
  await add.hover();
  await expect.poll(notFetched, "basket files not fetched on pointing at Add").toEqual([]);
  const beforeTheClick = asked.length;
  await add.click();
  await expect(page.getByText("coffeehouse.com added to your basket")).toBeVisible();
  // Keyboard focus then moves to the row's "View basket" link, which fetches the basket page's own files.
  expect(asked.slice(beforeTheClick).filter((file) => basketFiles.includes(file))).toEqual([]);
});
