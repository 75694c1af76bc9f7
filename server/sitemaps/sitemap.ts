import { Hono } from "hono";
import type { BrandCode } from "../../brands/index";
import { brandMetadata } from "../../brands/metadata";
import { isAppPath, routePathsFor } from "../../brands/routes";
import type { ServerConfig } from "../config";
import type { ContentSource } from "../content/source";
import { escapeHtml } from "../storefront/html";
import { requestBrand } from "../storefront/request-brand";

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>';
const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Every public page of a brand: the app's content routes, each main page of its own and each terms page. */
export async function publicPages(source: ContentSource, brand: BrandCode): Promise<SitemapEntry[]> {
  const paths = routePathsFor(brand);
  const [mainPages, termsPages] = await Promise.all([source.mainPages(brand), source.termsPages(brand)]);
  const updated = new Map(mainPages.map((page) => [page.Slug, page.updatedAt]));
  const slugOf = (path: string) => path.replace(/^\/+|\/+$/g, "") || "home";
  const routes = [paths.home, paths.searchResults, paths.hosting, paths.knowledgeBase, paths.terms, paths.cookiePolicy];
  const contentOnly = mainPages
    .filter((page) => page.Slug !== "home" && !page.Slug.includes("/") && !isAppPath(brand, `/${page.Slug}/`))
    .map((page) => `/${page.Slug}/`);
  return [
    ...[...routes, ...contentOnly].map((path) => ({ path, lastModified: updated.get(slugOf(path)) })),
    ...termsPages.map((page) => ({ path: `${paths.terms}${page.Slug}/`, lastModified: page.updatedAt })),
  ];
}

function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return `${xmlHeader}\n<urlset xmlns="${sitemapNamespace}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** `/sitemap.xml` and `/robots.txt` for the brand of the request's host, on the brand's public origin. */
export function sitemapRoutes(source: ContentSource, config: ServerConfig): Hono {
  const routes = new Hono();
  routes.get("/sitemap.xml", async (c) => {
    const brand = requestBrand(c);
    const { brandURL } = brandMetadata(brand, config.brandOrigins);
    return c.body(urlSet(brandURL, await publicPages(source, brand)), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      Vary: "Host, Cookie",
    });
  });
  routes.get("/robots.txt", (c) => {
    const { brandURL } = brandMetadata(requestBrand(c), config.brandOrigins);
    return c.text(`User-agent: *\nDisallow: /order/\nSitemap: ${brandURL}/sitemap.xml\n`, 200, {
      Vary: "Host, Cookie",
    });
  });
  return routes;
}
