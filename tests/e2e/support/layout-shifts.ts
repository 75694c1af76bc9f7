import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Issue 16: no page may move under the visitor's eyes by more than this (web.dev calls 0.1 "good"). */
const maxLayoutShift = 0.02;

/** One layout shift the browser reported, with what moved, so a failure says where to look. */
interface Shift {
  value: number;
  at: number;
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

/**
 * Records every layout shift of the page from its first byte (buffered), leaving out those right after the visitor's
 * own input, as Cumulative Layout Shift does. Call it before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    const nameOf = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (source) =>
              `${nameOf(source.node)} y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}` +
              `, h ${Math.round(source.previousRect.height)} -> ${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Every shift since the page loaded, added up: stricter than CLS's worst five-second window, and simpler to read. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  // Shifts are reported after the frame that made them: wait for two more frames.
  const shifts = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.layoutShifts))),
      ),
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  test.info().annotations.push({ type: "layout shift", description: total.toFixed(5) });
  expect.soft(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(maxLayoutShift);
}
