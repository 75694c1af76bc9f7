import { describe, expect, it } from "vitest";
import { type RuntimeConfig, runtimeConfigElementId } from "../../contract/runtime-config";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

function readConfig(html: string): RuntimeConfig {
  const match = html.match(new RegExp(`<script type="application/json" id="${runtimeConfigElementId}">(.*?)</script>`));
  if (!match) throw new Error("no runtime configuration in the page");
  return JSON.parse(match[1]);
}

const specRoutes = {
  WH: ["/domain-names/search-results/", "/web-hosting/", "/order/cart/"],
  MP: ["/domain-names/search-results/", "/website-hosting/", "/order/cart/"],
  UK2: ["/domain-registration/search-results/", "/web-hosting/", "/order/basket/"],
} as const;

const sharedRoutes = [
  "/",
  "/order/checkout/?basket=abc",
  "/order/charged/?orderID=1&isExistingCustomer=0",
  "/order/awaiting-confirmation/",
  "/order/payment-pending/",
  "/order/thg-checkout-complete/?basket=abc&pathname=x",
  "/order/paypal-complete/?basket=abc&isExistingCustomer=1",
  "/order/choose-your-contract",
  "/terms-and-conditions/",
  "/terms-and-conditions/hosting/",
  "/cookie-policy/",
];

describe.each(testDatabaseKinds())("storefront server ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  const page = (path: string, host: string, headers: Record<string, string> = {}) =>
    storefront.app.request(`http://${host}${path}`, { headers: { host, accept: "text/html", ...headers } });

  it.each([
    ["wh.localhost:8080", "WH", "WebHost"],
    ["mp.localhost:8080", "MP", "Midphase"],
    ["uk2.localhost:8080", "UK2", "UK2"],
    ["localhost:8080", "WH", "WebHost"],
  ])("serves %s as brand %s with its metadata", async (host, brand, displayName) => {
    const response = await page("/", host);
    expect(response.status).toBe(200);
    const html = await response.text();
    const config = readConfig(html);
    expect(config.brand.brandName).toBe(brand);
    expect(config.brand.displayName).toBe(displayName);
    expect(config.brandApiBaseUrl).toBe("/brand-api");
    // The demo links to its sandbox mailbox; production mode says there is none (production-mode.test.ts).
    expect(config.sandboxMailbox).toBe(true);
    expect(html).toContain(`<title>Domain names and web hosting | ${displayName}</title>`);
  });

  it("hands the app every brand metadata field", async () => {
    const config = readConfig(await (await page("/", "uk2.localhost:8080")).text());
    expect(config.brand).toMatchObject({
      brandName: "UK2",
      workspace: "uk2",
      brandURL: "http://uk2.localhost:8080",
      checkoutURL: "http://uk2.localhost:8080/order/checkout/",
      defaultCurrency: { code: "GBP", symbol: "£" },
      parentCustomerId: 303,
      basketStorageKey: "basket_uk2",
      routes: { basket: "/order/basket/" },
    });
    expect(config.brand.supportedTlds).toHaveLength(18);
    expect(config.brand.salesContactText).not.toBe("");
    expect(config.brand.supportPhone).not.toBe("");
  });

  it("switches brand with ?brand= and remembers it in an HttpOnly, SameSite=Lax cookie", async () => {
    const switched = await page("/?brand=mp", "localhost:8080");
    expect(readConfig(await switched.text()).brand.brandName).toBe("MP");
    const cookie = switched.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/storefront_brand=MP/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const later = await page("/", "localhost:8080", { cookie: "storefront_brand=MP" });
    expect(readConfig(await later.text()).brand.brandName).toBe("MP");
  });

  for (const [brand, paths] of Object.entries(specRoutes)) {
    const host = `${brand.toLowerCase()}.localhost:8080`;
    it.each([...paths, ...sharedRoutes])(`answers ${brand}'s route %s with the app`, async (path) => {
      const response = await page(path, host);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(readConfig(await response.text()).brand.brandName).toBe(brand);
    });
  }

  it.each([
    ["uk2.localhost:8080", "/order/cart/"],
    ["uk2.localhost:8080", "/domain-names/search-results/"],
    ["wh.localhost:8080", "/order/basket/"],
    ["wh.localhost:8080", "/website-hosting/"],
    ["mp.localhost:8080", "/web-hosting/"],
    ["wh.localhost:8080", "/no-such-page/"],
  ])("answers %s%s, which is not that brand's page, with the app's 404 page", async (host, path) => {
    const response = await page(path, host);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('id="storefront-config"');
  });

  it("answers a missing file with a plain 404", async () => {
    const response = await page("/assets/missing-abc123.js", "wh.localhost:8080");
    expect(response.status).toBe(404);
  });

  it("sends the security headers and no-cache on pages", async () => {
    const response = await page("/", "wh.localhost:8080");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("escapes the runtime configuration so it cannot close its script element", async () => {
    const response = await page("/", "wh.localhost:8080");
    const html = await response.text();
    const json = html.split('id="storefront-config">')[1].split("</script>")[0];
    expect(json).not.toContain("<");
  });

  it("answers /healthz after checking the database", async () => {
    const response = await storefront.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  describe("brand API guard", () => {
    it("answers an unknown call with a JSON 404", async () => {
      const response = await storefront.app.request("/brand-api/nothing-here", {
        headers: { host: "wh.localhost:8080" },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: "not_found",
        message: expect.stringMatching(/no brand API call/),
      });
    });

    it("refuses form-encoded bodies", async () => {
      const response = await storefront.app.request("/brand-api/basket", {
        method: "POST",
        headers: { host: "wh.localhost:8080", "content-type": "application/x-www-form-urlencoded" },
        body: "parent_customer_id=101",
      });
      expect(response.status).toBe(415);
    });

    it("refuses cross-site requests", async () => {
      const bySite = await storefront.app.request("/brand-api/basket", {
        method: "POST",
        headers: { host: "wh.localhost:8080", "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: "{}",
      });
      expect(bySite.status).toBe(403);
      const byOrigin = await storefront.app.request("http://wh.localhost:8080/brand-api/basket", {
        method: "POST",
        headers: { host: "wh.localhost:8080", "content-type": "application/json", origin: "https://evil.example" },
        body: "{}",
      });
      expect(byOrigin.status).toBe(403);
    });

    it("says its answers vary by Origin and Accept-Encoding, with or without an Origin header", async () => {
      const created = await storefront.app.request("http://wh.localhost:8080/brand-api/basket", {
        method: "POST",
        headers: { host: "wh.localhost:8080", "content-type": "application/json", origin: "http://wh.localhost:8080" },
        body: JSON.stringify({ parent_customer_id: 101 }),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get("access-control-allow-origin")).toBe("http://wh.localhost:8080");
      const { basket_uuid } = (await created.json()) as { basket_uuid: string };
      // The browser that started the basket asks for its price.
      const [creatorCookie] = created.headers.getSetCookie()[0].split(";");
      for (const origin of [undefined, "http://wh.localhost:8080"]) {
        const price = await storefront.app.request(`http://wh.localhost:8080/brand-api/basket/${basket_uuid}/price`, {
          headers: { host: "wh.localhost:8080", cookie: creatorCookie, ...(origin ? { origin } : {}) },
        });
        expect(price.status, `price with origin ${origin}`).toBe(200);
        const vary = (price.headers.get("vary") ?? "").split(/,\s*/).map((name) => name.toLowerCase());
        expect(vary, `vary with origin ${origin}`).toEqual(expect.arrayContaining(["origin", "accept-encoding"]));
        expect(price.headers.get("cache-control"), "a visitor's basket is never kept").toBe("no-store");
        expect(price.headers.get("x-content-type-options"), "security headers on an answer sent as bytes").toBe(
          "nosniff",
        );
      }
    });

    it.each([
      ["its answer", "mp.localhost:8080", "/brand-api/nothing-here", "application/json", "{}", 404, "not_found"],
      [
        "why its request was refused",
        "wh.localhost:8080",
        "/brand-api/basket",
        "text/plain",
        "parent_customer_id=101",
        415,
        "unsupported_media_type",
      ],
    ])("lets a brand's page read %s", async (_what, host, path, contentType, body, status, code) => {
      const response = await storefront.app.request(`http://${host}${path}`, {
        method: "POST",
        headers: { host, "content-type": contentType, origin: "http://mp.localhost:8080" },
        body,
      });
      expect(response.status).toBe(status);
      expect(response.headers.get("access-control-allow-origin")).toBe("http://mp.localhost:8080");
      expect(await response.json()).toMatchObject({ code });
    });
  });
});
