import type { ElementHandle, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Where focus is, seen from the element a keyboard visitor is moving to. */
interface FocusState {
  /** The target is gone from the page (re-rendered): it must be found again. */
  detached: boolean;
  focused: boolean;
  /** What covers the focused element, or null when nothing does. */
  cover: string | null;
}

/**
 * In the page: whether `target` has focus, and what covers the focused element (WCAG 2.2, 2.4.11 "Focus Not
 * Obscured"): nothing when the topmost element at the centre of its box (its first line's, for a wrapped link) is the
 * element itself or inside it. A centre outside the window counts as covered: the visitor cannot see the focus either.
 * One call a key press, from a handle found once: finding the target again on every press (an accessible-name query
 * over the whole page) and asking twice cost the accessibility spec about a tenth of its CPU time.
 */
function focusState(target: Element): FocusState {
  const focused = document.activeElement;
  const state = { detached: !target.isConnected, focused: target === focused, cover: null };
  if (!focused || focused === document.body) return state;
  const named = (element: Element | null) => {
    if (!element) return "nothing (outside the window)";
    const classes = element.classList.length > 0 ? `.${[...element.classList].join(".")}` : "";
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes} "${text}"`;
  };
  // A link wrapped over two lines has a box whose centre may lie beside both of its lines: its first line's is used.
  const box = [...focused.getClientRects()].find((rect) => rect.width > 0) ?? focused.getBoundingClientRect();
  const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (topmost && (topmost === focused || focused.contains(topmost))) return state;
  return { ...state, cover: `${named(focused)} is covered by ${named(topmost)}` };
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
  let handle: ElementHandle = await target.elementHandle();
  for (let presses = 0; presses <= maxPresses; presses++) {
    let state = await handle.evaluate(focusState);
    if (state.detached) {
      handle = await target.elementHandle();
      state = await handle.evaluate(focusState);
    }
    if (presses > 0) expect(state.cover, `focus stop ${presses} (${key})`).toBeNull();
    if (state.focused || presses === maxPresses) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
