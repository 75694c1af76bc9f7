import { Hono } from "hono";
import { cookieConsentRequestSchema, type TermsList } from "../../src/api/schemas/content";
import { jsonApiGuard } from "../http/json-api-guard";
import { readJsonBody } from "../http/validate";
import { requestBrand } from "../storefront/request-brand";
import { rememberConsent } from "./page-content";
import type { ContentSource } from "./source";

const notFound = { error: "There is no such page." };

/**
 * The storefront's content proxy under /site-content: the app reads terms pages and main pages
 * here, sanitised and without the content service's token; the cookie choice is remembered here.
 */
export function siteContentRoutes(source: ContentSource, brandOrigins: readonly string[]): Hono {
  const routes = new Hono();
  routes.use("*", jsonApiGuard(brandOrigins));
  routes.get("/terms", async (c) => {
    const pages = await source.termsPages(requestBrand(c));
    const list: TermsList = { pages: pages.map(({ Slug, Title, updatedAt }) => ({ Slug, Title, updatedAt })) };
    return c.json(list);
  });
  routes.get("/terms/:slug", async (c) => {
    const page = await source.termsPage(requestBrand(c), c.req.param("slug"));
    return page ? c.json(page) : c.json(notFound, 404);
  });
  routes.get("/pages/:slug{.+}", async (c) => {
    const page = await source.mainPage(requestBrand(c), c.req.param("slug"));
    return page ? c.json(page) : c.json(notFound, 404);
  });
  routes.post("/consent", async (c) => {
    const { choice } = await readJsonBody(c, cookieConsentRequestSchema);
    rememberConsent(c, choice);
    return c.json({ choice });
  });
  return routes;
}
