import type { Browser } from "@playwright/test";
import type { BrandDefinition } from "../../brands/index";
import { expect, test } from "./support/fixtures";

/**
 * Issue 39: a phone's main thread is not held for long before the page answers. Lighthouse's mobile preset models a
 * phone as this machine's CPU 4x slower, so a task over 50 ms there is one whose main-thread work here is over 12.5
 * ms. Each task's own CPU time is read from a Chromium trace (its thread time, not its wall time): another process
 * taking the shared cores makes a task wait longer, not work longer, so the count holds on a busy machine, where long
 * tasks by the clock (or with Chromium's CPU throttling, which slows by the clock) came and went from load to load.
 * Counted from the navigation until the app has started and then a second longer; the fewest of a few loads is the
 * figure. The timings themselves stay in the benchmark (`npm run bench lighthouse`).
 */
const phoneSlowdown = 4;
const longTaskMs = 50;
const loads = 3;
const settleMs = 1_000;

/**
 * Measured on 2 shared cores (issue 39), each load: home 2 (the first style and layout, 14-19 ms; the entry's modules,
 * 20-25 ms), at times a third (the page's own chunk, 12-14 ms); search results 1-2 alike.
 */
const pages: { name: string; path: (brand: BrandDefinition) => string; maxLongTasks: number }[] = [
  { name: "home", path: () => "/", maxLongTasks: 3 },
  { name: "search results", path: (brand) => `${brand.routes.searchResults}?domain=example.com`, maxLongTasks: 3 },
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Thread (CPU) time of a complete event, in µs. */
  tdur?: number;
  args?: { name?: string };
}

/** The CPU time (ms) of each task of the renderer's main thread that worked longest in the trace. */
function mainThreadTaskTimes(trace: Buffer): number[] {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const tasks = traceEvents.filter((event) => event.name === "RunTask" && event.ph === "X");
  const mainThreads = traceEvents.filter(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const tasksOf = (thread: TraceEvent) =>
    tasks.filter((task) => task.pid === thread.pid && task.tid === thread.tid).map((task) => (task.tdur ?? 0) / 1000);
  const total = (times: number[]) => times.reduce((sum, time) => sum + time, 0);
  return mainThreads.map(tasksOf).reduce((busiest, times) => (total(times) > total(busiest) ? times : busiest), []);
}

/** The main thread's CPU time of each task of one fresh load of `path`, in ms. */
async function taskTimesOfOneLoad(browser: Browser, baseURL: string, path: string): Promise<number[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    let trace: Buffer;
    try {
      await page.goto(path);
      await page.locator("html[data-app-started]").waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForTimeout(settleMs);
    } finally {
      trace = await browser.stopTracing();
    }
    return mainThreadTaskTimes(trace);
  } finally {
    await context.close();
  }
}

for (const { name, path, maxLongTasks } of pages)
  test(`the ${name} page starts with at most ${maxLongTasks} tasks that are long on a phone`, async ({
    browser,
    brandInfo,
  }) => {
    test.slow();
    const baseURL = test.info().project.use.baseURL ?? "";
    const longOnAPhone = (times: number[]) => times.filter((time) => time * phoneSlowdown > longTaskMs);
    const measured: number[][] = [];
    for (let load = 0; load < loads; load++) measured.push(await taskTimesOfOneLoad(browser, baseURL, path(brandInfo)));
    const long = measured.map(longOnAPhone);
    const description = long.map((times) => `[${times.map((time) => time.toFixed(1)).join(", ")}]`).join(" ");
    test.info().annotations.push({ type: "tasks over 12.5 ms of CPU per load (ms)", description });
    // The trace held the page's tasks at all: a start does work on the main thread.
    expect(Math.min(...measured.map((times) => times.length)), "main-thread tasks traced").toBeGreaterThan(0);
    expect(Math.min(...long.map((times) => times.length)), `per load: ${description}`).toBeLessThanOrEqual(
      maxLongTasks,
    );
  });
