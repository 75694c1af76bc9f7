import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What covers the focused element (WCAG 2.2, 2.4.11 "Focus Not Obscured"): null when the topmost element at the
 * centre of its box (its first line's, for a wrapped link) is the element itself or inside it, otherwise a description of both. A centre outside the
 * window counts as covered: the visitor cannot see the focus either.
 */
export function focusCover(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const named = (element: Element | null) => {
      if (!element) return "nothing (outside the window)";
      const classes = element.classList.length > 0 ? `.${[...element.classList].join(".")}` : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes} "${text}"`;
    };
    // A link wrapped over two lines has a box whose centre may lie beside both of its lines: its first line's is used.
    const box = [...focused.getClientRects()].find((rect) => rect.width > 0) ?? focused.getBoundingClientRect();
    const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (topmost && (topmost === focused || focused.contains(topmost))) return null;
    return `${named(focused)} is covered by ${named(topmost)}`;
  });
}

/**
 * Presses the key until the target has focus, as a keyboard user moves through the page, and checks at every stop
 * on the way that nothing covers the focused element.
 */
export async function keyboardTo(
  page: Page,
  target: Locator,
  { key = "Tab", maxPresses = 80 }: { key?: "Tab" | "Shift+Tab"; maxPresses?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
    expect(await focusCover(page), `focus stop ${presses + 1} (${key})`).toBeNull();
  }
  await expect(target).toBeFocused();
}
