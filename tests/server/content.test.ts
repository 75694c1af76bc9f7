import { describe, expect, it } from "vitest";
import { type SiteContent, siteContentElementId } from "../../contract/content";
import { createApp } from "../../server/app";
import { sanitiseHtml } from "../../server/content/sanitise";
import { createContentService } from "../../server/content/service";
import { type ContentFetch, createContentSource } from "../../server/content/source";
import { testConfig, testHtmlTemplate, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const token = "content-token-never-in-the-browser";
const config = testConfig({ CONTENT_TOKEN: token });

function readSiteContent(html: string): SiteContent {
  const match = html.match(new RegExp(`<script type="application/json" id="${siteContentElementId}">(.*?)</script>`));
  if (!match) throw new Error("no site content in the page");
  return JSON.parse(match[1]);
}

describe("content service stand-in", () => {
  const service = createContentService({ token, contentDir: config.content.dir });
  const get = (path: string, headers: Record<string, string> = {}) =>
    service.request(`http://content${path}`, { headers });

  it("demands the bearer token", async () => {
    expect((await get("/wh/api/custom/globalLocales")).status).toBe(401);
    expect((await get("/wh/api/custom/globalLocales", { authorization: "Bearer wrong" })).status).toBe(401);
    const response = await get("/wh/api/custom/globalLocales", { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(Object.keys(data).sort()).toEqual(["cookie", "footer", "navigation", "promotionBar"]);
  });

  it("answers terms and main pages with SEO, Slug, Title and updatedAt, filtered by slug", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const all = await (await get("/uk2/api/t-and-c-pages-data", auth)).json();
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    const filtered = await (await get("/uk2/api/t-and-c-pages-data?filters[Slug][$eq]=hosting", auth)).json();
    expect(filtered.data).toHaveLength(1);
    expect(filtered.data[0]).toMatchObject({
      Slug: "hosting",
      Title: "Hosting terms",
      updatedAt: expect.any(String),
      SEO: {
        Title: expect.stringContaining("UK2"),
        Description: expect.any(String),
        Twitter_account: "@uk2",
        Canonical_URL: "/terms-and-conditions/hosting/",
        Open_graph_img: expect.any(String),
        Keywords: expect.any(String),
      },
    });
    const main = await (await get("/mp/api/main-pages-data?filters[Slug][$eq]=about-us", auth)).json();
    expect(main.data[0].Title).toBe("About Midphase");
    expect((await get("/nobrand/api/main-pages-data", auth)).status).toBe(404);
  });
});

describe("content source", () => {
  const hostile = {
    data: [
      {
        Slug: "hostile",
        Title: "Hostile",
        updatedAt: "2026-01-01T00:00:00Z",
        SEO: { Title: "Hostile", Description: "d" },
        Body: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="/x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe><a href="/ok">ok</a>',
      },
    ],
  };

  function countingFetch(body: unknown) {
    const calls: { url: string; authorization: string | null }[] = [];
    const fetch: ContentFetch = async (url, init) => {
      calls.push({ url, authorization: new Headers(init.headers).get("authorization") });
      return Response.json(body);
    };
    return { calls, fetch };
  }

  it("sends the bearer token and caches each answer for 30 s", async () => {
    let clock = 0;
    const { calls, fetch } = countingFetch(hostile);
    const source = createContentSource({ baseUrl: "https://cms.example/", token, fetch, now: () => clock });
    await source.termsPage("WH", "hostile");
    await source.termsPages("WH");
    clock = 29_999;
    await source.termsPage("WH", "hostile");
    expect(calls).toEqual([{ url: "https://cms.example/wh/api/t-and-c-pages-data", authorization: `Bearer ${token}` }]);
    clock = 30_000;
    await source.termsPage("WH", "hostile");
    expect(calls).toHaveLength(2);
    await source.termsPage("MP", "hostile");
    expect(calls.map((call) => call.url)).toContain("https://cms.example/mp/api/t-and-c-pages-data");
  });

  it("forgets a failed answer so the next request tries again", async () => {
    let attempts = 0;
    const source = createContentSource({
      baseUrl: "https://cms.example",
      token,
      now: () => 0,
      fetch: async () => (++attempts === 1 ? new Response("down", { status: 503 }) : Response.json(hostile)),
    });
    await expect(source.termsPages("WH")).rejects.toThrow("503");
    expect(await source.termsPages("WH")).toHaveLength(1);
  });

  it("sanitises hostile HTML: no script, no event handlers, no javascript: links", async () => {
    const source = createContentSource({ baseUrl: "https://cms.example", token, fetch: countingFetch(hostile).fetch });
    const page = await source.termsPage("WH", "hostile");
    expect(page?.Body).toBe('<p>Hi</p><a>x</a><img src="/x.png" /><a href="/ok">ok</a>');
  });

  it.each([
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<svg><script>alert(1)</script></svg><p style="x">p</p>', "<p>p</p>"],
    ['<form action="/x"><input name="card"></form><p>ok</p>', "<p>ok</p>"],
    ['<a href="https://example.com" target="_blank">e</a>', '<a href="https://example.com">e</a>'],
    ['<h2 id="renewal">Renewal</h2>', '<h2 id="renewal">Renewal</h2>'],
    ["<p>a</p><script>document.cookie</script><p>b</p>", "<p>a</p><p>b</p>"],
    ['<SCRIPT src="https://evil.example/x.js"></SCRIPT><p>ok</p>', "<p>ok</p>"],
    ['<p onclick="steal()" onmouseover="steal()">p</p>', "<p>p</p>"],
    ['<img src="/x.png" onerror="steal()" alt="x">', '<img src="/x.png" alt="x" />'],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ['<img src="javascript:alert(1)">', "<img />"],
    [
      '<a href="mailto:help@example.com">m</a><a href="#faq">f</a>',
      '<a href="mailto:help@example.com">m</a><a href="#faq">f</a>',
    ],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>', "<p>ok</p>"],
  ])("sanitises %s", async (html, expected) => {
    expect(await sanitiseHtml(html)).toBe(expected);
  });
});

describe.each(testDatabaseKinds())("storefront content ($name)", ({ open }) => {
  const storefront = useTestApp(open, config);

  const page = (path: string, host = "uk2.localhost:8080", headers: Record<string, string> = {}) =>
    storefront.app.request(`http://${host}${path}`, { headers: { host, accept: "text/html", ...headers } });

  it("puts SEO tags in the HTML the server sends", async () => {
    const html = await (await page("/terms-and-conditions/hosting/")).text();
    expect(html).toContain("<title>Hosting terms | UK2</title>");
    expect(html).toContain('<meta name="description" content="Fair use, backups and uptime for our hosting plans." />');
    expect(html).toContain('<link rel="canonical" href="http://uk2.localhost:8080/terms-and-conditions/hosting/" />');
    expect(html).toContain('<meta property="og:title" content="Hosting terms | UK2" />');
    expect(html).toContain(
      '<meta property="og:url" content="http://uk2.localhost:8080/terms-and-conditions/hosting/" />',
    );
    expect(html).toContain('<meta property="og:image" content="http://uk2.localhost:8080/favicon.svg" />');
    expect(html).toContain('<meta name="twitter:site" content="@uk2" />');
    expect(html).toContain('<meta name="twitter:title" content="Hosting terms | UK2" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it.each([
    ["/", "wh.localhost:8080", "Domain names and web hosting | WebHost", "http://wh.localhost:8080/"],
    ["/website-hosting/", "mp.localhost:8080", "Web hosting | Midphase", "http://mp.localhost:8080/website-hosting/"],
    ["/order/checkout/", "mp.localhost:8080", "Midphase", "http://mp.localhost:8080/order/checkout/"],
  ])("gives %s on %s its title and canonical URL", async (path, host, title, canonical) => {
    const html = await (await page(path, host)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
  });

  it("serves main pages of the content service that have no route of their own", async () => {
    const about = await page("/about-us/");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<title>About UK2 | UK2</title>");
    expect((await page("/no-such-page/")).status).toBe(404);
    expect((await page("/home/")).status).toBe(404);
  });

  it("hands the app sanitised global content without the token", async () => {
    const response = await page("/");
    const html = await response.text();
    expect(html).not.toContain(token);
    const content = readSiteContent(html);
    expect(content.global.navigation.map((link) => link.Label)).toEqual([
      "Domains",
      "Hosting",
      "Help centre",
      "About us",
    ]);
    expect(content.global.promotionBar?.Text).toContain(".co.uk");
    expect(content.consent).toBeUndefined();
    expect(content.feedbackScriptUrl).toBeUndefined();
    for (const path of ["/site-content/terms", "/site-content/terms/general", "/site-content/pages/cookie-policy"]) {
      const answer = await storefront.app.request(`http://uk2.localhost${path}`, {
        headers: { host: "uk2.localhost" },
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(token);
      expect(JSON.stringify([...answer.headers])).not.toContain(token);
    }
  });

  it("answers terms and main pages through the content proxy, null for unknown slugs", async () => {
    const get = (path: string) =>
      storefront.app.request(`http://mp.localhost${path}`, { headers: { host: "mp.localhost" } });
    const list = await (await get("/site-content/terms")).json();
    expect(list.pages.map((p: { Slug: string }) => p.Slug)).toEqual(["general", "domains", "hosting"]);
    expect(list.pages[0]).not.toHaveProperty("Body");
    expect((await (await get("/site-content/terms/domains")).json()).page.Title).toBe("Domain registration terms");
    expect(await (await get("/site-content/terms/nothing")).json()).toEqual({ page: null });
    expect(await (await get("/site-content/pages/nothing")).json()).toEqual({ page: null });
  });

  it("remembers the cookie choice in an HttpOnly cookie", async () => {
    const answer = await storefront.app.request("http://wh.localhost/site-content/consent", {
      method: "POST",
      headers: { host: "wh.localhost", "content-type": "application/json" },
      body: JSON.stringify({ choice: "declined" }),
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^storefront_cookie_consent=declined;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const html = await (await page("/", "wh.localhost", { cookie: "storefront_cookie_consent=declined" })).text();
    expect(readSiteContent(html).consent).toBe("declined");
    const bad = await storefront.app.request("http://wh.localhost/site-content/consent", {
      method: "POST",
      headers: { host: "wh.localhost", "content-type": "application/json" },
      body: JSON.stringify({ choice: "maybe" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "bad_request", message: expect.stringContaining("choice") });
  });

  it("reads the feedback cookie and names the brand's first-party feedback script", async () => {
    const invited = await page("/?feedback=1", "mp.localhost");
    expect(invited.headers.get("set-cookie")).toMatch(/storefront_feedback=1;.*HttpOnly/);
    expect(readSiteContent(await invited.text()).feedbackScriptUrl).toBe("/feedback-scripts/mp.js");
    const html = await (await page("/", "mp.localhost", { cookie: "storefront_feedback=1" })).text();
    expect(readSiteContent(html).feedbackScriptUrl).toBe("/feedback-scripts/mp.js");
    const script = await storefront.app.request("http://mp.localhost/feedback-scripts/mp.js");
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain("Tell Midphase how we did");
    expect((await storefront.app.request("http://mp.localhost/feedback-scripts/evil.js")).status).toBe(404);
  });

  it("still serves pages with the essential navigation when the content service is down", async () => {
    const down = createApp({
      config,
      db: storefront.db,
      htmlTemplate: async () => testHtmlTemplate,
      content: createContentSource({
        baseUrl: "https://cms.example",
        token,
        fetch: async () => new Response("unavailable", { status: 503 }),
      }),
    });
    const response = await down.request("http://wh.localhost/", { headers: { host: "wh.localhost" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>WebHost</title>");
    expect(readSiteContent(html).global.navigation.map((link) => link.Label)).toEqual(["Domains", "Hosting"]);
  });

  it("serves the content service stand-in over HTTP with the token only", async () => {
    expect((await storefront.app.request("http://wh.localhost/content-service/wh/api/main-pages-data")).status).toBe(
      401,
    );
    const answer = await storefront.app.request("http://wh.localhost/content-service/wh/api/main-pages-data", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
  });
});
