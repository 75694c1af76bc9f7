import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits until the app has taken the server-rendered page over (src/main.tsx marks it): before that, a checked radio
 * is set back, and a link loads a whole new page instead of moving within the app.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator("html[data-app-started]")).toHaveCount(1);
}
