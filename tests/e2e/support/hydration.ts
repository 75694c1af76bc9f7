import type { Page } from "@playwright/test";

/** What React logs when the browser's first render does not match the server's HTML. */
const hydrationProblem = /hydrat|did not match|server rendered|recoverable/i;

/**
 * Every console warning or error about hydration while the page is used, collected from now on (errors fail every
 * test anyway; React reports some mismatches as warnings only).
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && hydrationProblem.test(message.text()))
      problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (hydrationProblem.test(error.message)) problems.push(`page error on ${page.url()}: ${error.message}`);
  });
  return problems;
}
