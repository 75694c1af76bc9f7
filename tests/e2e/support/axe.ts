import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page as it is now, one line each. Axe's default rule set: every WCAG 2.0, 2.1 and 2.2 A and
 * AA rule (colour contrast included) plus its best practices; only AAA and experimental rules are left out.
 *
 * Run as `axe.run` in the page (legacy mode) and gathering the violations only: the same rules on the same nodes at
 * under half the cost of the default, which runs each frame apart and joins their results in a new blank page, and
 * writes out every passing node too. Legacy mode cannot reach into a frame of another origin, so a page with one
 * fails here rather than go partly unchecked.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { origin } = new URL(page.url());
  const otherOrigins = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url.startsWith("http") && new URL(url).origin !== origin);
  if (otherOrigins.length > 0) throw new Error(`axe here checks frames of the page's own origin only: ${otherOrigins}`);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
