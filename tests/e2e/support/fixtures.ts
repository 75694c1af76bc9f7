import { test as base, expect } from "@playwright/test";
import { type BrandDefinition, brands } from "../../../brands/index";
import type { BrandCode } from "../../../brands/types";

export interface BrandOptions {
  brand: BrandCode;
}

interface BrandFixtures {
  brandInfo: BrandDefinition;
  /** Console errors and page errors of the test's page; each test ends with none. */
  pageProblems: string[];
}

/**
 * Every browser test runs once per brand (projects in playwright.config.ts) and fails on any
 * console error, uncaught page error or Content-Security-Policy violation.
 */
export const test = base.extend<BrandOptions & BrandFixtures>({
  brand: ["WH", { option: true }],
  brandInfo: async ({ brand }, use) => use(brands[brand]),
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 404 page is answered with status 404 on purpose; Chromium logs that for the document itself.
        const isDocumentNotFound = message.text().includes("status of 404") && message.location().url === page.url();
        if (!isDocumentNotFound) problems.push(`console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
