import type { APIRequestContext } from "@playwright/test";
import { brandSalesTax } from "../../brands/sales-tax";
import { type PageScripts, pageScriptsElementId } from "../../contract/page-scripts";
import { expect, test } from "./support/fixtures";

// The browser's taking over of every page type without a hydration mismatch is checked in page-types.spec.ts.

/** The text a visitor would read in the HTML: tags and React's text separators (`<!-- -->`) left out. */
function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/**
 * The HTML the server sends for a path of the brand's origin, with no script run. Node cannot resolve the brands'
 * `*.localhost` names as Chromium does, so the request goes to 127.0.0.1 with the brand's host name.
 */
async function firstHtml(request: APIRequestContext, baseURL: string | undefined, path: string): Promise<string> {
  const origin = new URL(baseURL ?? "");
  const response = await request.get(`http://127.0.0.1:${origin.port}${path}`, { headers: { Host: origin.host } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.text();
}

/** The scripts the page lists for its boot script to fetch after the first paint (contract/page-scripts.ts). */
function pageScripts(html: string): PageScripts {
  const json = html.match(new RegExp(`<script type="application/json" id="${pageScriptsElementId}">([^<]*)</script>`));
  expect(json, "the page lists its scripts").not.toBeNull();
  return JSON.parse(json?.[1] ?? "null");
}

test("the first HTML of the home page carries its content and lists its chunk", async ({
  request,
  baseURL,
  brandInfo,
}) => {
  const html = await firstHtml(request, baseURL, "/");
  expect(visibleText(html)).toContain(`${brandInfo.displayName}: domain names and web hosting`);
  expect(html).toMatch(/<form[\s>]/);
  const scripts = pageScripts(html);
  expect(scripts.start).toMatch(/^\/assets\/main-[\w-]+\.js$/);
  expect(scripts.preload).toContain(scripts.start);
  expect(scripts.preload.some((file) => /^\/assets\/home-[\w-]+\.js$/.test(file))).toBe(true);
  // The one script the HTML runs is the boot script: nothing else is asked for before the page paints.
  expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
  ]);
  expect(html).not.toContain("modulepreload");
});

test("a page paints before it asks for the app's scripts, and then asks for them all at once", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-app-started]").waitFor({ state: "attached" });
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ file: new URL(entry.name).pathname, askedAt: entry.startTime })),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  const [boot, ...app] = scripts;
  expect(boot.file).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(app.length, "the app's scripts").toBeGreaterThan(3);
  for (const { file, askedAt } of app)
    expect(askedAt, `${file} asked for after the first paint`).toBeGreaterThan(paintedAt);
});

test("the first HTML of the home page lists the extension prices and the plans (issue 26)", async ({
  request,
  baseURL,
  brandInfo,
}) => {
  const text = visibleText(await firstHtml(request, baseURL, "/"));
  expect(text).toContain("Domain extensions");
  const taxWords = brandSalesTax[brandInfo.brandName] ? " ex VAT" : "";
  expect(text).toMatch(new RegExp(`\\.com \\${brandInfo.defaultCurrency.symbol}\\d+\\.\\d\\d${taxWords} for 1 year`));
  for (const plan of ["Starter Hosting", "Online Shop 10"]) expect(text).toContain(`Add ${plan} to basket`);
  expect(text).not.toContain("Loading hosting plans");
});

test("the first HTML of the hosting page lists the catalogue's plans", async ({ request, baseURL, brandInfo }) => {
  const html = await firstHtml(request, baseURL, brandInfo.routes.hosting);
  const text = visibleText(html);
  for (const plan of ["Starter Hosting", "Personal Hosting"]) expect(text).toContain(`Add ${plan} to basket`);
  expect(text).not.toContain("Loading hosting plans");
  // The catalogue travels with the page, so the app starts with the plans the server showed.
  expect(html).toContain('<script type="application/json" id="storefront-catalogue">');
  expect(pageScripts(html).preload.some((file) => /^\/assets\/hosting-[\w-]+\.js$/.test(file))).toBe(true);
});

test("the first HTML of a search shows the search and its placeholder rows", async ({
  request,
  baseURL,
  brandInfo,
}) => {
  const html = await firstHtml(request, baseURL, `${brandInfo.routes.searchResults}?domain=coffeehouse`);
  expect(visibleText(html)).toContain("Domain search results");
  expect(html).toContain('value="coffeehouse"');
  expect(html.match(/class="skeleton-row /g)).toHaveLength(5);
});

test("the first HTML runs no inline script: every script is a file or JSON data", async ({ request, baseURL }) => {
  const html = await firstHtml(request, baseURL, "/");
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/\bsrc="|type="application\/json"/);
});

test("the first HTML of a content page carries the page's text and the data the browser starts from", async ({
  request,
  baseURL,
}) => {
  const html = await firstHtml(request, baseURL, "/cookie-policy/");
  expect(html).toMatch(/<h1>[^<]*Cookie[^<]*<\/h1>/i);
  expect(html).toContain('<script type="application/json" id="storefront-route-data">');
  expect(visibleText(html)).not.toContain("Loading…");
});
