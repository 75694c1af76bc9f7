import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerRenderInput } from "../../contract/server-render";
import { createApp } from "../../server/app";
import { consentCookieName } from "../../server/content/page-content";
import {
  createPageCache,
  type FinishedPage,
  pageCacheEntries,
  pageCacheMs,
  pageStaleMs,
} from "../../server/storefront/page-cache";
import type { ServerRendering } from "../../server/storefront/server-render";
import { testConfig, testHtmlTemplate } from "./support/test-app";
import { type TestDatabase, testDatabaseKinds } from "./support/test-databases";

const [sqlite] = testDatabaseKinds();

/** A stand-in for the SSR build that counts its renders and writes the URL and the visitor's consent into the page. */
function countingRendering() {
  const renders: string[] = [];
  const rendering: ServerRendering = {
    async render(input: ServerRenderInput) {
      renders.push(input.url);
      // Long enough to be compressed (answers under 1 KB go out as they are).
      const html = `<main>${input.url} consent=${input.siteContent?.consent ?? "none"}</main>${" ".repeat(2048)}`;
      return { html, routeIds: [], routeData: { loaderData: {}, errors: null } };
    },
    pageAssets: () => ({ stylesheets: "", scripts: null }),
    routeChunks: {},
  };
  return { rendering, renders };
}

describe("finished pages kept for a second (issue 16: the home page within 2x of a bare server)", () => {
  let database: TestDatabase;
  let clock: number;
  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.close());

  const appWith = (rendering: ServerRendering, dev = false) => {
    clock = Date.parse("2026-01-01T10:00:00Z");
    return createApp({
      config: testConfig(),
      db: database.db,
      htmlTemplate: async () => testHtmlTemplate,
      rendering,
      now: () => clock,
      dev,
    });
  };
  const get = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) =>
    app.request(`http://wh.localhost:8080${path}`, { headers });

  it("renders a URL once while its page is kept, and again once it is a second old", async () => {
    const { rendering, renders } = countingRendering();
    const app = appWith(rendering);
    for (let i = 0; i < 5; i++) expect((await get(app, "/")).status).toBe(200);
    expect(renders).toHaveLength(1);
    clock += pageCacheMs - 1;
    await get(app, "/");
    expect(renders).toHaveLength(1);
    clock += 1;
    await get(app, "/");
    expect(renders).toHaveLength(2);
  });

  it("keeps a page per URL and per cookie choice, so no visitor gets another's page", async () => {
    const { rendering, renders } = countingRendering();
    const app = appWith(rendering);
    expect(await (await get(app, "/?a=1")).text()).toContain("/?a=1 consent=none");
    expect(await (await get(app, "/?a=2")).text()).toContain("/?a=2 consent=none");
    const accepted = { cookie: `${consentCookieName}=accepted` };
    expect(await (await get(app, "/?a=1", accepted)).text()).toContain("/?a=1 consent=accepted");
    expect(await (await get(app, "/?a=1")).text()).toContain("/?a=1 consent=none");
    expect(renders).toHaveLength(3);
  });

  it("still sets the feedback cookie when the invitation's page is a kept one", async () => {
    const app = appWith(countingRendering().rendering);
    await get(app, "/?feedback=1");
    const again = await get(app, "/?feedback=1");
    expect(again.headers.get("set-cookie")).toMatch(/storefront_feedback=1;.*HttpOnly/);
  });

  it("answers a kept page compressed as each client asks, with the headers of a rendered one", async () => {
    const app = appWith(countingRendering().rendering);
    const plain = await get(app, "/");
    const html = await plain.text();
    const brotli = await get(app, "/", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get(app, "/", { "accept-encoding": "gzip" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(html);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers.get("vary")).toBe("Host, Cookie, Accept-Encoding");
      expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toBe(plain.headers.get("content-security-policy"));
    }
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("keeps the 404 of a path the brand has no page for", async () => {
    const app = appWith(countingRendering().rendering);
    expect((await get(app, "/no-such-page/")).status).toBe(404);
    expect((await get(app, "/no-such-page/", { "accept-encoding": "br" })).status).toBe(404);
  });

  it(`keeps at most ${pageCacheEntries} pages, dropping the oldest first`, async () => {
    const { rendering, renders } = countingRendering();
    const app = appWith(rendering);
    for (let i = 0; i <= pageCacheEntries; i++) await get(app, `/?page=${i}`);
    await get(app, `/?page=${pageCacheEntries}`);
    expect(renders).toHaveLength(pageCacheEntries + 1);
    await get(app, "/?page=0");
    expect(renders).toHaveLength(pageCacheEntries + 2);
  });

  it("renders every page afresh in dev, where Vite reloads the app as it is edited", async () => {
    const { rendering, renders } = countingRendering();
    const edited: ServerRendering = {
      ...rendering,
      async render(input) {
        const rendered = await rendering.render(input);
        return { ...rendered, html: `${rendered.html}<p>edit ${renders.length}</p>` };
      },
    };
    const app = appWith(edited, true);
    expect(await (await get(app, "/")).text()).toContain("edit 1");
    // Sent from this render, not the one before while this one runs.
    expect(await (await get(app, "/")).text()).toContain("edit 2");
    expect(renders).toHaveLength(2);
  });
});

describe("a kept page past its second (issue 39: no request waits for the render under load)", () => {
  /** A render the test finishes when it chooses, and the pages it was asked for. */
  function heldRenders() {
    const finish: ((page: FinishedPage) => void)[] = [];
    const render = () => new Promise<FinishedPage>((resolve) => finish.push(resolve));
    return { render, finish };
  }
  const page = (html: string): FinishedPage => ({ html, status: 200 });

  it("is sent at once while its next render runs, and the new page after it", async () => {
    let clock = 0;
    const cache = createPageCache(() => clock);
    const { render, finish } = heldRenders();
    const first = cache.page("/", render);
    finish[0](page("one"));
    expect((await first).page.html).toBe("one");
    clock += pageCacheMs;
    // The render has started and not finished: the kept page answers.
    expect((await cache.page("/", render)).page.html).toBe("one");
    expect((await cache.page("/", render)).page.html).toBe("one");
    expect(finish).toHaveLength(2);
    finish[1](page("two"));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.page("/", render)).page.html).toBe("two");
    expect(finish).toHaveLength(2);
  });

  it("keeps its compressed forms when it renders the same", async () => {
    let clock = 0;
    const cache = createPageCache(() => clock);
    const same = async () => page("same");
    const kept = await cache.page("/", same);
    kept.encoded.set("br", Promise.resolve(new Uint8Array(1)));
    clock += pageCacheMs;
    await cache.page("/", same);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.page("/", same)).toBe(kept);
    clock += pageCacheMs;
    await cache.page("/", async () => page("changed"));
    await new Promise((resolve) => setImmediate(resolve));
    const changed = await cache.page("/", same);
    expect(changed.page.html).toBe("changed");
    expect(changed.encoded.size).toBe(0);
  });

  it(`is rendered before it is sent once ${pageStaleMs / 1000} s old, for a URL seldom asked for`, async () => {
    let clock = 0;
    const cache = createPageCache(() => clock);
    await cache.page("/", async () => page("old"));
    clock += pageStaleMs;
    expect((await cache.page("/", async () => page("new"))).page.html).toBe("new");
  });

  it("is dropped when its next render fails, so the next request renders and meets the failure", async () => {
    let clock = 0;
    const cache = createPageCache(() => clock);
    await cache.page("/", async () => page("kept"));
    clock += pageCacheMs;
    const failing = async (): Promise<FinishedPage> => {
      throw new Error("render failed");
    };
    expect((await cache.page("/", failing)).page.html).toBe("kept");
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.page("/", failing)).rejects.toThrow("render failed");
  });
});
