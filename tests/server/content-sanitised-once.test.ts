import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { contentSourceFor } from "../../server/content/index";
import { sanitiseHtml } from "../../server/content/sanitise";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

// Counts the sanitiser's calls; it still sanitises for real.
vi.mock("../../server/content/sanitise", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../server/content/sanitise")>();
  return { sanitiseHtml: vi.fn(original.sanitiseHtml) };
});

describe("content sanitised once per 30 s cache fill", () => {
  it("sanitises a brand's content when the cache is filled, not on each request that reads it", async () => {
    const database = await testDatabaseKinds()[0].open();
    let clock = Date.parse("2026-01-01T10:00:00Z");
    const config = testConfig();
    const app = createApp({
      config,
      db: database.db,
      htmlTemplate: async () => testHtmlTemplate,
      content: contentSourceFor(config, () => clock),
      now: () => clock,
    });
    const host = "wh.localhost:8080";
    const page = async (path: string) => {
      const response = await app.request(`http://${host}${path}`, { headers: { host } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const sanitised = vi.mocked(sanitiseHtml);
    try {
      await page("/");
      const afterFirstPage = sanitised.mock.calls.length;
      expect(afterFirstPage).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) await page("/");
      expect(sanitised.mock.calls.length).toBe(afterFirstPage);

      clock += 30_000;
      await page("/");
      expect(sanitised.mock.calls.length).toBe(2 * afterFirstPage);
    } finally {
      await database.close();
    }
  });
});
