import type { Page } from "@playwright/test";
import axe from "axe-core";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** A violation as the tests report it: the rule, its impact and where. */
interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Axe's violations on the page as it is now, one line each. Axe's default rule set: every WCAG 2.0, 2.1 and 2.2 A and
 * AA rule (colour contrast included) plus its best practices; only AAA and experimental rules are left out.
 *
 * Axe runs as `axe.run` in the page, gathering the violations only (as @axe-core/playwright's legacy mode did, which
 * this replaced), with axe's 550 KB source put into a document once, where that package put it in twice a scan: a
 * journey scans the same document on several steps, and putting the source in took 2-3 s a time on the loaded 2 cores
 * where a warm scan took 0.5 s. A frame of the page's own origin gets axe too (axe in the top frame asks it); a frame
 * of another origin cannot be entered this way, so a page with one fails here rather than go partly unchecked.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { origin } = new URL(page.url());
  const frames = page.frames();
  const otherOrigins = frames
    .map((frame) => frame.url())
    .filter((url) => url.startsWith("http") && new URL(url).origin !== origin);
  if (otherOrigins.length > 0) throw new Error(`axe here checks frames of the page's own origin only: ${otherOrigins}`);
  for (const frame of frames)
    if (!(await frame.evaluate(() => window.axe !== undefined))) await frame.evaluate(axe.source);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    if (!window.axe) throw new Error("axe is not in the page.");
    const results = await window.axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}) ${violation.help} at ${violation.targets.join(", ")}`,
  );
}
