// What a visitor's browser gets from a page, for bench/visitor.bench.ts: the scripts it loads, Lighthouse's figures,
// and for a bulk search, the time from the last poll's answer to the last row painted with the long tasks meanwhile.
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import lighthouse, { desktopConfig } from "lighthouse";

export interface ScriptWeight {
  /** The scripts' bytes, each gzipped at level 9 (as bench/page-weight.ts counts the build). */
  gzipBytes: number;
  requests: number;
}

/** The scripts a fresh visitor's browser requests to show `url`, up to the network going quiet. */
export async function scriptsLoaded(browser: Browser, url: string): Promise<ScriptWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer | Error>[] = [];
    page.on("response", (response) => {
      // Caught here: a script still loading when the context closes is past the up-front ones and not counted.
      if (response.request().resourceType() === "script")
        bodies.push(response.body().catch((error: unknown) => new Error(`${response.url()}: ${error}`)));
    });
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    const scripts = await Promise.all([...bodies]);
    const failed = scripts.find((body) => body instanceof Error);
    if (failed) throw failed;
    return {
      gzipBytes: scripts.reduce(
        (total, body) => total + (body instanceof Error ? 0 : gzipSync(body, { level: 9 }).length),
        0,
      ),
      requests: scripts.length,
    };
  } finally {
    await context.close();
  }
}

export interface LighthouseFigures {
  lcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's performance score, 0-100. */
  score: number;
}

export type Preset = "desktop" | "mobile";

/** One Lighthouse run (its desktop preset, or its default, mobile); tried 3 times, as a busy machine can lose a trace. */
export async function lighthouseFigures(url: string, chromePort: number, preset: Preset): Promise<LighthouseFigures> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(
      url,
      { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      preset === "desktop" ? desktopConfig : undefined,
    );
    const audit = (id: string) => result?.lhr.audits[id]?.numericValue;
    const [lcp, cls, tbt] = [
      audit("largest-contentful-paint"),
      audit("cumulative-layout-shift"),
      audit("total-blocking-time"),
    ];
    const score = result?.lhr.categories.performance?.score;
    if (lcp !== undefined && cls !== undefined && tbt !== undefined && typeof score === "number")
      return { lcp, cls, tbt, score: Math.round(score * 100) };
    lastError = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse could not measure ${url}: ${lastError}`);
}

export interface PaintFigures {
  rows: number;
  lastAnswerToPainted: number;
  longestTask: number;
  tasksOver50: number;
}

/**
 * Long tasks from now on, and a promise of the time the page has painted after the status says the search finished
 * and no row is still checking.
 */
function observeUntilFinished(statusText: string) {
  const w = window as unknown as { benchTasks: number[]; benchPainted: Promise<number> };
  w.benchTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.benchTasks.push(entry.duration);
  }).observe({ type: "longtask" });
  w.benchPainted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[role="status"]');
      if (!status?.textContent?.startsWith(statusText)) return;
      // The rows follow the status line a few frames later (each frame brings some in): painted once none is checking.
      if (document.querySelector(".domain-results-panel .skeleton-line")) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    observer.observe(document.body, { childList: true, characterData: true, subtree: true });
  });
  performance.clearResourceTimings();
}

/** Waits for the painting, then reads the figures; `answerUrl` picks the resource timings of the polled answers. */
function readPaintFigures({ answerUrl, rowSelector }: { answerUrl: string; rowSelector: string }) {
  const w = window as unknown as { benchTasks: number[]; benchPainted: Promise<number> };
  return w.benchPainted.then((painted) => {
    const answers = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes(answerUrl)) as PerformanceResourceTiming[];
    return {
      rows: document.querySelectorAll(rowSelector).length,
      lastAnswerToPainted: painted - Math.max(...answers.map((entry) => entry.responseEnd)),
      longestTask: Math.max(0, ...w.benchTasks),
      tasksOver50: w.benchTasks.filter((duration) => duration > 50).length,
    };
  });
}

export const resultRowSelector = '[aria-label="Domain search results"] > li';

/** The storefront's bulk search of `names` typed into its results page, as a visitor does it. */
export async function storefrontBulkPaint(
  page: Page,
  resultsUrl: string,
  names: string[],
): Promise<PaintFigures & { listHtml: string; css: string }> {
  await page.goto(resultsUrl);
  // Before the app has started, Search sends the plain HTML form (a whole page load) and the observers are lost.
  await page.locator("html[data-app-started]").waitFor({ state: "attached" });
  await page.getByRole("radio", { name: "Several names" }).check();
  await page.getByRole("textbox").first().fill(names.join(", "));
  await page.evaluate(observeUntilFinished, "Search finished");
  await page.getByRole("button", { name: "Search" }).click();
  const figures = await page.evaluate(readPaintFigures, {
    answerUrl: "/brand-api/domain/lookup",
    rowSelector: resultRowSelector,
  });
  const { listHtml, css } = await page.evaluate((selector) => {
    const list = document.querySelector(selector)?.parentElement;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    return { listHtml: list?.outerHTML ?? "", css: rules.join("\n") };
  }, resultRowSelector);
  return { ...figures, listHtml, css };
}

/**
 * The floor of the bulk paint: a page with the storefront's styles that fetches the same bulk answer, parses it and
 * puts the same rows into the document with plain DOM (a template's clone), then says the search finished.
 */
export function floorRowsPage(listHtml: string, css: string, answerPath: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Floor rows</title><style>${css.replaceAll("</style", "<\\/style")}</style></head>
<body>
<main><div role="status"></div><div id="rows"></div></main>
<template id="list">${listHtml}</template>
<script>
async function floorSearch() {
  const answer = await (await fetch(${JSON.stringify(answerPath)}, { method: "POST" })).json();
  const rows = document.getElementById("list").content.cloneNode(true);
  document.getElementById("rows").append(rows);
  document.querySelector('[role="status"]').textContent = "Search finished: " + Object.keys(answer).length;
}
</script>
</body>
</html>`;
}

/** The floor page's search, measured as the storefront's is. */
export async function floorBulkPaint(page: Page, url: string, answerPath: string): Promise<PaintFigures> {
  await page.goto(url);
  await page.evaluate(observeUntilFinished, "Search finished");
  await page.evaluate("floorSearch()");
  return page.evaluate(readPaintFigures, { answerUrl: answerPath, rowSelector: resultRowSelector });
}
