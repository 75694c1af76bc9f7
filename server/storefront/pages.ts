import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { brandMetadata } from "../../brands/metadata";
import { brandCookieName, parseBrandCode, resolveBrand } from "../../brands/resolve";
import { isAppPath, isStatechartsPath } from "../../brands/routes";
import type { RuntimeConfig } from "../../contract/runtime-config";
import type { ServerConfig } from "../config";
import { renderHeadTags } from "../content/head-tags";
import { pageContent } from "../content/page-content";
import type { ContentSource } from "../content/source";
import { cookieOptions } from "../http/cookies";
import type { Logger } from "../http/logger";
import { renderAppHtml } from "./html";

export type HtmlTemplate = (url: string) => Promise<string>;

const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Every page request gets the app's HTML for the brand of its host; the app's router shows
 * the page. Paths the brand has no page for (another brand's paths included) answer 404.
 */
export function storefrontPages(
  config: ServerConfig,
  template: HtmlTemplate,
  content: ContentSource,
  logger?: Logger,
): Hono {
  const pages = new Hono();
  pages.get("*", async (c) => {
    const lastSegment = c.req.path.split("/").pop() ?? "";
    if (lastSegment.includes(".")) return c.text("Not found", 404);

    const brandParam = c.req.query("brand");
    const brand = resolveBrand({
      host: c.req.header("host"),
      brandParam,
      brandCookie: getCookie(c, brandCookieName),
    });
    if (parseBrandCode(brandParam)) {
      setCookie(c, brandCookieName, brand, cookieOptions(c, { maxAge: oneYearSeconds }));
    }
    const runtimeConfig: RuntimeConfig = {
      brand: brandMetadata(brand, config.brandOrigins),
      brandApiBaseUrl: config.brandApiBaseUrl,
      hcaptchaSiteKey: config.hcaptcha.siteKey,
      lookupPollDelayMs: config.lookupPollDelayMs,
      statecharts: config.statecharts,
      sandboxMailbox: config.mode !== "production",
    };
    const page = await pageContent(c, content, brand, logger);
    const head = renderHeadTags({
      seo: page.seo,
      brandURL: runtimeConfig.brand.brandURL,
      siteName: runtimeConfig.brand.displayName,
      path: c.req.path,
    });
    const html = renderAppHtml(await template(c.req.url), runtimeConfig, { head, siteContent: page.siteContent });
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Host, Cookie");
    const isPage =
      isAppPath(brand, c.req.path) || page.isContentOnlyPage || (config.statecharts && isStatechartsPath(c.req.path));
    return c.html(html, isPage ? 200 : 404);
  });
  return pages;
}
