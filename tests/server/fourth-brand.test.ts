import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { runtimeConfigElementId, runtimeConfigSchema } from "../../contract/runtime-config";
import { basketCreatorCookieName } from "../../server/brand-api/baskets/basket-creator";
import { hostBay, hostBayDomainPrices, hostBayTheme } from "../fixtures/fourth-brand/hostbay";
import { testConfig, useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

// The brands' extension points, the lists a brand file's exports go in, here with the fixture brand appended.
vi.mock("../../brands/registry", async (importOriginal) => {
  const { registeredBrands } = await importOriginal<typeof import("../../brands/registry")>();
  const { hostBay: fourth } = await import("../fixtures/fourth-brand/hostbay");
  return { registeredBrands: [...registeredBrands, fourth] };
});
vi.mock("../../brands/themes", async (importOriginal) => {
  const { brandThemes } = await importOriginal<typeof import("../../brands/themes")>();
  const { hostBayTheme: theme } = await import("../fixtures/fourth-brand/hostbay");
  return { brandThemes: { ...brandThemes, HB: theme } };
});
vi.mock("../../brands/domain-prices", async (importOriginal) => {
  const { brandDomainPrices } = await importOriginal<typeof import("../../brands/domain-prices")>();
  const { hostBayDomainPrices: prices } = await import("../fixtures/fourth-brand/hostbay");
  return { brandDomainPrices: { ...brandDomainPrices, HB: prices } };
});

/** The shipped content folders beside the fixture brand's own, as the content stand-in reads them. */
function contentDirWithFourthBrand(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-fourth-brand-"));
  for (const site of readdirSync("content")) symlinkSync(path.resolve("content", site), path.join(dir, site));
  symlinkSync(path.resolve("tests/fixtures/fourth-brand/content/hb"), path.join(dir, "hb"));
  return dir;
}

const contentDir = contentDirWithFourthBrand();
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds())("a fourth brand from its brand file and content folder ($name)", ({ open }) => {
  const storefront = useTestApp(open, testConfig({ CONTENT_DIR: contentDir }));
  const host = hostBay.localHost;
  const browser = `${basketCreatorCookieName}=${randomBytes(32).toString("base64url")}`;

  const page = (pathname: string) =>
    storefront.app.request(`http://${host}${pathname}`, { headers: { host, accept: "text/html" } });
  const api = (method: string, pathname: string, body?: unknown) =>
    storefront.app.request(`http://${host}/brand-api${pathname}`, {
      method,
      headers: { host, cookie: browser, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each([
    ["home", "/"],
    ["search results", `${hostBay.routes.searchResults}?domain=example-shop`],
    ["hosting", hostBay.routes.hosting],
    ["basket", hostBay.routes.basket],
    ["checkout", "/order/checkout/?basket=abc"],
  ])("serves its %s page as HostBay, with its content and theme", async (_name, pathname) => {
    const response = await page(pathname);
    expect(response.status).toBe(200);
    const html = await response.text();
    const config = html.match(new RegExp(`id="${runtimeConfigElementId}">(.*?)</script>`))?.[1] ?? "{}";
    // As the app reads it at load time: its schema accepts the brand.
    const parsed = runtimeConfigSchema.parse(JSON.parse(config));
    expect(parsed.brand).toMatchObject({ brandName: "HB", displayName: "HostBay", parentCustomerId: 404 });
    expect(html).toContain(`--colour-primary: ${hostBayTheme.colours.primary}`);
  });

  it("answers its brand API: featured prices, a domain search and a basket taxed at its own rate", async () => {
    const catalogue = await api("GET", `/customer/current/serviceplan/available?parent_customer_id=404`);
    expect(catalogue.status).toBe(200);
    const { featured_domain_prices: featured } = (await catalogue.json()) as {
      featured_domain_prices: { tld: string }[];
    };
    expect(featured.map((entry) => entry.tld)).toEqual(hostBay.featuredTlds);

    const lookup = await api("POST", "/domain/lookup", {
      mode: "both",
      domains: ["example-shop.com"],
      parent_customer_id: 404,
    });
    expect(lookup.status).toBe(200);
    const { register } = (await lookup.json()) as {
      register: { domain_status: { tld: string; serviceplan_id: number }[] };
    };
    // Its own price list: serviceplans numbered from its base, only the TLDs it sells.
    expect(register.domain_status.length).toBeGreaterThan(0);
    for (const entry of register.domain_status) {
      expect(hostBay.supportedTlds).toContain(entry.tld);
      expect(entry.serviceplan_id).toBeGreaterThanOrEqual(hostBayDomainPrices.serviceplanBase);
    }

    const created = await api("POST", "/basket", { parent_customer_id: hostBay.parentCustomerId });
    expect(created.status).toBe(201);
    const { basket_uuid: id } = (await created.json()) as { basket_uuid: string };
    const added = await api("POST", `/basket/${id}/item`, {
      items: [{ type: "domain", domain: "example-shop.com", action: "register", period: "1y" }],
    });
    expect(added.status).toBe(201);
    const price = (await (await api("GET", `/basket/${id}/price`)).json()) as Record<string, unknown>;
    expect(price).toMatchObject({ tax_rate_percent: 10, currency: "USD" });
  });

  it("answers on its own host name", async () => {
    const other = await storefront.app.request("http://wh.localhost/", { headers: { host: "wh.localhost" } });
    expect(await other.text()).not.toContain(`--colour-primary: ${hostBayTheme.colours.primary}`);
  });
});
