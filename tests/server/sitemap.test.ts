import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

function parseXml(xml: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const expected = {
  WH: ["/", "/domain-names/search-results/", "/web-hosting/", "/knowledge-base/", "/about-us/"],
  MP: ["/", "/domain-names/search-results/", "/website-hosting/", "/knowledge-base/", "/about-us/"],
  UK2: ["/", "/domain-registration/search-results/", "/web-hosting/", "/knowledge-base/", "/about-us/"],
} as const;

const legalPages = [
  "/terms-and-conditions/",
  "/terms-and-conditions/general/",
  "/terms-and-conditions/domains/",
  "/terms-and-conditions/hosting/",
  "/cookie-policy/",
];

describe.each(testDatabaseKinds())("sitemaps ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  it.each(Object.entries(expected))(
    "lists every public page of %s on its own host, as valid XML",
    async (brand, pages) => {
      const host = `${brand.toLowerCase()}.localhost:8080`;
      const response = await storefront.app.request(`http://${host}/sitemap.xml`, { headers: { host } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/xml");
      const document = parseXml(await response.text());
      expect(document.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      const locations = [...document.getElementsByTagName("loc")].map((loc) => loc.textContent);
      const origin = `http://${host}`;
      expect(locations.sort()).toEqual([...pages, ...legalPages].map((path) => `${origin}${path}`).sort());
      expect(locations.some((location) => location?.includes("/order/"))).toBe(false);
      const general = [...document.getElementsByTagName("url")].find((url) =>
        url.textContent?.includes("/terms-and-conditions/general/"),
      );
      expect(general?.getElementsByTagName("lastmod")[0]?.textContent).toBe("2026-10-01T09:00:00.000Z");
    },
  );

  it("points crawlers at the brand's sitemap", async () => {
    const response = await storefront.app.request("http://mp.localhost:8080/robots.txt", {
      headers: { host: "mp.localhost:8080" },
    });
    const text = await response.text();
    expect(text).toContain("Sitemap: http://mp.localhost:8080/sitemap.xml");
    expect(text).toContain("Disallow: /order/");
  });
});
