import { type Context, Hono } from "hono";
import { type ContentPageLookup, cookieConsentRequestSchema } from "../../contract/content";
import { apiError } from "../http/api-error";
import { jsonApiGuard } from "../http/json-api-guard";
import { readJsonBody } from "../http/validate";
import { requestBrand } from "../storefront/request-brand";
import { rememberConsent } from "./page-content";
import { contentPageReader } from "./page-reader";
import type { ContentSource } from "./source";

/**
 * The storefront's content proxy under /site-content: the app reads terms pages and main pages
 * here, sanitised and without the content service's token; the cookie choice is remembered here.
 */
export function siteContentRoutes(source: ContentSource, brandOrigins: readonly string[]): Hono {
  const routes = new Hono();
  routes.use("*", jsonApiGuard(brandOrigins));
  const pagesOf = (c: Context) => contentPageReader(source, requestBrand(c));
  routes.get("/terms", async (c) => c.json(await pagesOf(c).termsList()));
  // An unknown slug answers `{ page: null }`: the app shows its 404 page without a failed request in the console.
  routes.get("/terms/:slug", async (c) => {
    const page: ContentPageLookup = { page: (await pagesOf(c).termsPage(c.req.param("slug"))) ?? null };
    return c.json(page);
  });
  routes.get("/pages/:slug{.+}", async (c) => {
    const page: ContentPageLookup = { page: (await pagesOf(c).mainPage(c.req.param("slug"))) ?? null };
    return c.json(page);
  });
  routes.post("/consent", async (c) => {
    const { choice } = await readJsonBody(c, cookieConsentRequestSchema);
    rememberConsent(c, choice);
    return c.json({ choice });
  });
  routes.all("*", (c) => apiError(c, 404, "not_found", `There is no site content at ${c.req.path}.`));
  return routes;
}
