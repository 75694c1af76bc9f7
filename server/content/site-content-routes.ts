import { type Context, Hono } from "hono";
import * as siteContentEndpoints from "../../contract/endpoints/site-content";
import { apiError } from "../http/api-error";
import { jsonApiGuard } from "../http/json-api-guard";
import { registerEndpoint } from "../http/register-endpoint";
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
  registerEndpoint(routes, siteContentEndpoints.termsList, (c) => pagesOf(c).termsList());
  // An unknown slug answers `{ page: null }`: the app shows its 404 page without a failed request in the console.
  registerEndpoint(routes, siteContentEndpoints.termsPage, async (c, { params }) => ({
    page: (await pagesOf(c).termsPage(params.slug)) ?? null,
  }));
  registerEndpoint(routes, siteContentEndpoints.mainPage, async (c, { params }) => ({
    page: (await pagesOf(c).mainPage(params.slug)) ?? null,
  }));
  registerEndpoint(routes, siteContentEndpoints.saveCookieConsent, (c, { body: { choice } }) => {
    rememberConsent(c, choice);
    return { choice };
  });
  routes.all("*", (c) => apiError(c, 404, "not_found", `There is no site content at ${c.req.path}.`));
  return routes;
}
