import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueElementId } from "../../contract/catalogue";
import { pageScriptsElementId } from "../../contract/page-scripts";
import { routeChunksElementId, type ServerRenderInput } from "../../contract/server-render";
import { createApp } from "../../server/app";
import { pageAssets, routeFiles, type ServerRendering } from "../../server/storefront/server-render";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();

describe("a page's files from Vite's manifest", () => {
  // index.html loads the boot script alone; the app's start (src/main.tsx) is the build's other entry.
  const manifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      css: ["assets/index-1.css"],
    },
    "src/main.tsx": {
      file: "assets/main-1.js",
      isEntry: true,
      imports: ["_framework.js"],
      css: ["assets/main-1.css"],
      dynamicImports: ["src/routes/hosting.tsx", "src/routes/basket.tsx", "src/routes/search.tsx"],
    },
    "_framework.js": { file: "assets/framework-1.js" },
    "_money.js": { file: "assets/money-1.js", imports: ["_framework.js"], css: ["assets/money-1.css"] },
    "src/routes/hosting.tsx": { file: "assets/hosting-1.js", imports: ["_money.js", "_framework.js"] },
    "src/routes/basket.tsx": { file: "assets/basket-1.js", imports: ["_money.js"] },
    "src/routes/search.tsx": { file: "assets/search-1.js", dynamicImports: ["src/results.tsx", "src/human-check.tsx"] },
    "src/results.tsx": { file: "assets/results-1.js", imports: ["_money.js"] },
    "src/human-check.tsx": { file: "assets/human-check-1.js", dynamicImports: ["src/widget.tsx"] },
    "src/widget.tsx": { file: "assets/widget-1.js" },
  };
  const stylesheets = (tags: string) => [...tags.matchAll(/href="\/assets\/([^"]+)"/g)].map((match) => match[1]);

  it("gives the boot script the app's start and, to fetch with it, what it imports and each route's files", () => {
    const assets = pageAssets(routeFiles(manifest));
    expect(assets(["0", "src/routes/hosting.tsx"])).toEqual({
      stylesheets:
        '<link rel="stylesheet" crossorigin href="/assets/main-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/money-1.css">',
      scripts: {
        start: "/assets/main-1.js",
        preload: ["/assets/main-1.js", "/assets/framework-1.js", "/assets/hosting-1.js", "/assets/money-1.js"],
      },
    });
    expect(assets(["src/routes/basket.tsx", "src/routes/hosting.tsx"]).scripts?.preload).toEqual([
      "/assets/main-1.js",
      "/assets/framework-1.js",
      "/assets/basket-1.js",
      "/assets/money-1.js",
      "/assets/hosting-1.js",
    ]);
    // A page the server did not render still starts the app.
    expect(assets([])).toEqual({
      stylesheets: '<link rel="stylesheet" crossorigin href="/assets/main-1.css">',
      scripts: { start: "/assets/main-1.js", preload: ["/assets/main-1.js", "/assets/framework-1.js"] },
    });
  });

  it("fetches the parts a route's chunk loads lazily, one level deep", () => {
    const { stylesheets: tags, scripts } = pageAssets(routeFiles(manifest))(["src/routes/search.tsx"]);
    expect(scripts?.preload).toEqual([
      "/assets/main-1.js",
      "/assets/framework-1.js",
      "/assets/search-1.js",
      "/assets/results-1.js",
      "/assets/money-1.js",
      "/assets/human-check-1.js",
    ]);
    expect(stylesheets(tags)).toEqual(["main-1.css", "money-1.css"]);
  });

  it("lists each lazy route's script files beyond the entry's, for a prefetch before a client navigation", () => {
    const { routeChunks } = routeFiles(manifest);
    expect(routeChunks["src/routes/search.tsx"]).toEqual([
      "/assets/search-1.js",
      "/assets/results-1.js",
      "/assets/money-1.js",
      "/assets/human-check-1.js",
    ]);
    expect(routeChunks["src/routes/basket.tsx"]).toEqual(["/assets/basket-1.js", "/assets/money-1.js"]);
  });
});

describe("pages rendered by the server", () => {
  const renderedFor: ServerRenderInput[] = [];
  const rendering = (render: ServerRendering["render"]): ServerRendering => ({
    render,
    pageAssets: (routeIds) => ({
      stylesheets: routeIds.map((id) => `<link rel="stylesheet" href="/${id}.css">`).join(""),
      scripts: { start: "/main.js", preload: ["/main.js", ...routeIds.map((id) => `/${id}.js`)] },
    }),
    routeChunks: { hosting: ["/hosting.js"] },
  });
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.close());
  const page = async (rendering: ServerRendering, config = testConfig()) => {
    const app = createApp({ config, db: database.db, htmlTemplate: async () => testHtmlTemplate, rendering });
    return (await app.request("http://wh.localhost:8080/web-hosting/?x=1")).text();
  };

  // The first page loads the content sanitiser (jsdom), which takes seconds on a busy machine.
  it("puts the app's HTML into #root, its stylesheets into the head, its scripts and the catalogue into the page", {
    timeout: 60_000,
  }, async () => {
    const html = await page(
      rendering(async (input) => {
        renderedFor.push(input);
        return { html: "<main>Plans</main>", routeIds: ["hosting"], routeData: { loaderData: {}, errors: null } };
      }),
    );
    expect(html).toContain('<div id="root"><main>Plans</main></div>');
    expect(html.indexOf('<link rel="stylesheet" href="/hosting.css">')).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain(
      `<script type="application/json" id="${pageScriptsElementId}">{"start":"/main.js","preload":["/main.js","/hosting.js"]}</script>`,
    );
    expect(html).toContain(`<script type="application/json" id="${catalogueElementId}">`);
    expect(html).toContain(
      `<script type="application/json" id="${routeChunksElementId}">{"hosting":["/hosting.js"]}</script>`,
    );
    const [input] = renderedFor;
    expect(input.url).toBe("http://wh.localhost:8080/web-hosting/?x=1");
    expect(input.config.brand.brandName).toBe("WH");
    expect(input.catalogue?.serviceplans.some((plan) => plan.type === "hosting")).toBe(true);
    expect(input.siteContent?.global.navigation.length).toBeGreaterThan(0);
    // The content pages come from the server's content source, for the route loaders of content pages.
    expect((await input.contentPages.mainPage("about-us"))?.Slug).toBe("about-us");
    expect((await input.contentPages.termsList()).pages.length).toBeGreaterThan(0);
    expect(await input.contentPages.termsPage("no-such-terms")).toBeUndefined();
  });

  it("sends the page with an empty #root for the browser to render when rendering fails", async () => {
    const html = await page(
      rendering(async () => {
        throw new Error("a bug in a view");
      }),
    );
    expect(html).toContain('<div id="root"></div>');
    // No route's files, but the app's start, which renders the page.
    expect(html).not.toContain("hosting.js");
    expect(html).toContain(
      `<script type="application/json" id="${pageScriptsElementId}">{"start":"/main.js","preload":["/main.js"]}</script>`,
    );
  });

  it("leaves the catalogue to the app when the brand API is elsewhere", async () => {
    const html = await page(
      rendering(async (input) => ({
        html: String(input.catalogue),
        routeIds: [],
        routeData: { loaderData: {}, errors: null },
      })),
      testConfig({ BRAND_API_URL: "https://api.example.com/brand-api" }),
    );
    expect(html).toContain('<div id="root">null</div>');
    expect(html).not.toContain(catalogueElementId);
  });
});
