import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrandTheme, brandCodes } from "../../brands/index";
import { brandThemes } from "../../brands/themes";
import { createApp } from "../../server/app";
import { themeStyleElement } from "../../server/storefront/theme-style";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();
const hosts = { WH: "wh.localhost", MP: "mp.localhost", UK2: "uk2.localhost" } as const;

describe("the brand theme as CSS custom properties", () => {
  it("writes every token of the design contract on :root", () => {
    const style = themeStyleElement(brandThemes.MP);
    expect(style).toMatch(/^<style id="brand-theme">:root\{.*\}<\/style>$/);
    for (const token of [
      "--colour-primary: #5b21b6",
      "--colour-primary-strong:",
      "--colour-on-primary:",
      "--colour-surface-alt:",
      "--colour-success-soft:",
      "--colour-focus:",
      "--radius: 16px",
      "--radius-small:",
      "--shadow-card:",
      "--font-body:",
      "--font-heading:",
      '--logo: url("data:image/svg+xml,%3Csvg',
    ]) {
      expect(style).toContain(token);
    }
  });

  it("refuses a value that could close the style element", () => {
    const broken: BrandTheme = { ...brandThemes.WH, fontBody: "</style><script>alert(1)</script>" };
    expect(() => themeStyleElement(broken)).toThrow();
  });
});

describe("pages carry their brand's theme before any script", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.close());

  it.each(brandCodes)("%s", async (brand) => {
    const app = createApp({ config: testConfig(), db: database.db, htmlTemplate: async () => testHtmlTemplate });
    const html = await (await app.request(`http://${hosts[brand]}:8080/`, { headers: { host: hosts[brand] } })).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(themeStyleElement(brandThemes[brand]));
    expect(head).toContain(`--colour-primary: ${brandThemes[brand].colours.primary}`);
    for (const other of brandCodes.filter((code) => code !== brand)) {
      expect(head).not.toContain(`--colour-primary: ${brandThemes[other].colours.primary};`);
    }
  });
});
