import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { BrandCode } from "../../brands/index";
import { brandMetadata } from "../../brands/metadata";
import { brandCookieName, parseBrandCode, resolveBrand } from "../../brands/resolve";
import { isAppPath } from "../../brands/routes";
import type { ServiceplanList } from "../../contract/catalogue";
import type { RuntimeConfig } from "../../contract/runtime-config";
import type { ServerRenderInput, ServerRenderResult } from "../../contract/server-render";
import { brandCatalogue } from "../brand-api/catalogue/catalogue-routes";
import type { ServerConfig } from "../config";
import { renderHeadTags } from "../content/head-tags";
import { pageContent, type VisitorChoices, visitorChoices } from "../content/page-content";
import { contentPageReader } from "../content/page-reader";
import type { ContentSource } from "../content/source";
import { setAnswerCookie, setAnswerHeader } from "../http/answer-headers";
import { cookieOptions } from "../http/cookies";
import { errorText, type Logger, visitorText } from "../http/logger";
import { usesSandboxMailbox } from "../mail/mail-transport";
import { type AppShell, appShell } from "./html";
import { type FinishedPage, type PageCache, sendPage } from "./page-cache";
import type { ServerRendering } from "./server-render";

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
  pageCache: PageCache,
  logger?: Logger,
  rendering?: ServerRendering,
): Hono {
  const pages = new Hono();
  // With its own brand API the server has the catalogue at hand: every page carries it, so the app never loads it.
  const ownBrandApi = !/^https?:\/\//.test(config.brandApiBaseUrl);
  const catalogues = new Map<BrandCode, ServiceplanList>();
  const catalogueFor = (brand: BrandCode): ServiceplanList | null => {
    if (!ownBrandApi) return null;
    let catalogue = catalogues.get(brand);
    if (!catalogue) {
      catalogue = brandCatalogue(brand);
      catalogues.set(brand, catalogue);
    }
    return catalogue;
  };
  // The runtime configuration and the page shell depend only on the brand and the server's configuration: built once.
  const runtimeConfigs = new Map<BrandCode, RuntimeConfig>();
  const runtimeConfigFor = (brand: BrandCode): RuntimeConfig => {
    let runtimeConfig = runtimeConfigs.get(brand);
    if (!runtimeConfig) {
      runtimeConfig = {
        brand: brandMetadata(brand, config.brandOrigins),
        brandApiBaseUrl: config.brandApiBaseUrl,
        hcaptchaSiteKey: config.hcaptcha.siteKey,
        lookupPollDelayMs: config.lookupPollDelayMs,
        paymentRefreshDelayMs: config.paymentRefreshDelayMs,
        orderRetryDelayMs: config.orderRetryDelayMs,
        statecharts: config.statecharts,
        sandboxMailbox: usesSandboxMailbox(config),
      };
      runtimeConfigs.set(brand, runtimeConfig);
    }
    return runtimeConfig;
  };
  // Rebuilt only when the template changes (dev: Vite's transformed page; production: the same built file every time).
  const shells = new Map<BrandCode, { template: string; shell: AppShell }>();
  const shellFor = (brand: BrandCode, html: string): AppShell => {
    const cached = shells.get(brand);
    if (cached?.template === html) return cached.shell;
    const shell = appShell(html, runtimeConfigFor(brand));
    shells.set(brand, { template: html, shell });
    return shell;
  };
  const renderPage = async (
    brand: BrandCode,
    url: string,
    path: string,
    visitor: VisitorChoices,
  ): Promise<FinishedPage> => {
    const runtimeConfig = runtimeConfigFor(brand);
    const page = await pageContent(path, visitor, content, brand, logger);
    const head = renderHeadTags({
      seo: page.seo,
      brandURL: runtimeConfig.brand.brandURL,
      siteName: runtimeConfig.brand.displayName,
      path,
    });
    const catalogue = catalogueFor(brand);
    const rendered = await renderApp(rendering, logger, {
      url,
      config: runtimeConfig,
      siteContent: page.siteContent,
      catalogue,
      contentPages: contentPageReader(content, brand),
    });
    const html = shellFor(brand, await template(url)).render({
      head,
      siteContent: page.siteContent,
      catalogue,
      appHtml: rendered?.html,
      routeData: rendered?.routeData,
      // The app's start comes with every page, its routes' files with a page the server rendered.
      assets: rendering?.pageAssets(rendered?.routeIds ?? []),
      routeChunks: rendered && rendering?.routeChunks,
    });
    const isPage = isAppPath(brand, path) || page.isContentOnlyPage;
    return { html, status: isPage ? 200 : 404 };
  };
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
      setAnswerCookie(c, brandCookieName, brand, cookieOptions(c, { maxAge: oneYearSeconds }));
    }
    const visitor = visitorChoices(c);
    const pageKey = [brand, c.req.url, visitor.consent ?? "", visitor.feedbackInvited].join("\n");
    const kept = await pageCache.page(pageKey, () => renderPage(brand, c.req.url, c.req.path, visitor));
    setAnswerHeader(c, "Cache-Control", "no-cache");
    return sendPage(c, kept, "Host, Cookie");
  });
  return pages;
}

/**
 * Whether every %-escape in the URL's path decodes. React Router writes a path that does not to the console, whole and
 * once per request (up to Node's 16 KB of headers): such a page is left to the browser to render.
 */
function hasDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The app rendered for the page, or undefined without a renderer, for a path that does not decode, or when rendering
 * failed: the page then goes out with an empty `#root` and the browser renders it, so a rendering bug never costs the
 * visitor the page.
 */
async function renderApp(
  rendering: ServerRendering | undefined,
  logger: Logger | undefined,
  input: ServerRenderInput,
): Promise<ServerRenderResult | undefined> {
  if (!rendering || !hasDecodablePath(input.url)) return undefined;
  try {
    return await rendering.render(input);
  } catch (error) {
    logger?.error("server rendering failed; the browser renders the page", {
      url: visitorText(input.url),
      error: errorText(error),
    });
    return undefined;
  }
}
