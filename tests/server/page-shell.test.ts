import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandMetadata } from "../../brands/metadata";
import { siteContentElementId } from "../../contract/content";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { createApp } from "../../server/app";
import { consentCookieName } from "../../server/content/page-content";
import { appShell } from "../../server/storefront/html";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();

const runtimeConfig = (brand: "WH" | "UK2"): RuntimeConfig => ({
  brand: brandMetadata(brand, testConfig().brandOrigins),
  brandApiBaseUrl: "/brand-api",
  hcaptchaSiteKey: undefined,
  lookupPollDelayMs: undefined,
  statecharts: false,
  sandboxMailbox: true,
});

const global = {
  cookie: { Title: "Cookies", Text: "<p>x</p>", AcceptLabel: "Yes", DeclineLabel: "No" },
  promotionBar: null,
  navigation: [],
  footer: { Columns: [], Legal: "" },
};

describe("the page shell built once per brand", () => {
  it("puts each request's head tags and site content into the same shell", () => {
    const shell = appShell(testHtmlTemplate, runtimeConfig("UK2"));
    const first = shell.render({ head: "<title>First $& $1</title>", siteContent: { global } });
    const second = shell.render({ head: "<title>Second</title>" });
    expect(first).toContain('<html lang="en-GB"');
    expect(first).toContain("<title>First $& $1</title>");
    expect(first).toContain(`id="${siteContentElementId}"`);
    expect(first).not.toContain("<p>x</p>");
    expect(second).toContain("<title>Second</title>");
    expect(second).not.toContain(siteContentElementId);
    expect(first.split("<title>")[0]).toBe(second.split("<title>")[0]);
    expect(shell.render()).toContain(`<title>${runtimeConfig("UK2").brand.displayName}</title>`);
  });

  it("gives the document one title: the page's, in the head, not a second one in the body", () => {
    const shell = appShell(testHtmlTemplate, runtimeConfig("WH"));
    const head = '<title>From the content service</title><meta name="description" content="d">';
    for (const page of [{ head }, {}]) {
      const html = shell.render({ ...page, appHtml: "<title>Hosting | WebHost</title><main>Plans</main>" });
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.split("</head>")[0]).toContain("<title>Hosting | WebHost</title>");
      expect(html).toContain('<div id="root"><main>Plans</main></div>');
    }
    expect(shell.render({ head }).split("</head>")[0]).toContain('<meta name="description" content="d">');
    // A page that renders no title keeps the head's.
    expect(shell.render({ head, appHtml: "<main>x</main>" })).toContain("<title>From the content service</title>");
  });

  it("works whether the title comes before or after the configuration placeholder", () => {
    const template = `<!doctype html><html lang="en"><head><!--storefront-config--><title>App</title></head></html>`;
    const html = appShell(template, runtimeConfig("WH")).render({
      head: "<title>Page</title>",
      siteContent: { global },
    });
    expect(html.indexOf('id="storefront-config"')).toBeLessThan(html.indexOf(siteContentElementId));
    expect(html.indexOf(siteContentElementId)).toBeLessThan(html.indexOf("<title>Page</title>"));
    expect(html).not.toContain("<title>App</title>");
  });
});

describe("pages served from the cached shell", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.close());

  it("keeps each visitor's cookie choice per request", async () => {
    const app = createApp({ config: testConfig(), db: database.db, htmlTemplate: async () => testHtmlTemplate });
    const page = async (cookie?: string) =>
      (await app.request("http://wh.localhost:8080/", { headers: cookie ? { cookie } : {} })).text();
    expect(await page(`${consentCookieName}=accepted`)).toContain('"consent":"accepted"');
    expect(await page()).not.toContain('"consent"');
    expect(await page(`${consentCookieName}=declined`)).toContain('"consent":"declined"');
  });

  it("builds the shell again when the template changes (Vite's hot reload in dev)", async () => {
    let template = testHtmlTemplate;
    const app = createApp({ config: testConfig(), db: database.db, htmlTemplate: async () => template, dev: true });
    expect(await (await app.request("http://wh.localhost:8080/")).text()).not.toContain("changed");
    template = testHtmlTemplate.replace('<div id="root">', '<div id="root" data-changed="1">');
    expect(await (await app.request("http://wh.localhost:8080/")).text()).toContain('data-changed="1"');
  });
});
