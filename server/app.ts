import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import { mounts } from "../contract/endpoints/endpoint";
import * as healthEndpoints from "../contract/endpoints/health";
import { endpointList } from "../contract/endpoints/index";
import { requestBodyLimitBytes } from "../contract/limits";
import { createBrandApi } from "./brand-api/index";
import type { ServerConfig } from "./config";
import { feedbackScripts } from "./content/feedback-scripts";
import { contentServiceMount, contentSourceFor } from "./content/index";
import { createContentService } from "./content/service";
import { siteContentRoutes } from "./content/site-content-routes";
import type { ContentSource } from "./content/source";
import type { StorefrontDb } from "./db/database";
import { answerHeaders } from "./http/answer-headers";
import { apiError, apiErrorResponse } from "./http/api-error";
import { bodyLimitsOf, limitRequestBodies } from "./http/body-limit";
import { compressAnswers } from "./http/compress";
import { cookieSecurity } from "./http/cookies";
import { errorText, type Logger, requestLog, visitorText } from "./http/logger";
import { registerEndpoint } from "./http/register-endpoint";
import { knowledgeBaseRoutes } from "./knowledge-base/knowledge-base-routes";
import { countedMailTransport } from "./mail/counted-mail-transport";
import { mailTransportFor } from "./mail/mail-transport";
import { countRequests } from "./metrics/count-requests";
import { createStorefrontMetrics, type StorefrontMetrics } from "./metrics/storefront-metrics";
import { reviewsRoutes } from "./reviews/reviews-routes";
import { sandboxPages } from "./sandbox/sandbox-routes";
import { sitemapRoutes } from "./sitemaps/sitemap";
import { createPageCache } from "./storefront/page-cache";
import { type HtmlTemplate, storefrontPages } from "./storefront/pages";
import type { ServerRendering } from "./storefront/server-render";
import { storefrontSessionRoutes } from "./storefront/session-routes";
import { type StatechartsWorkbench, statechartsWorkbenchRoutes } from "./storefront/statecharts-workbench";

export interface AppDeps {
  config: ServerConfig;
  db: StorefrontDb;
  /** The app's HTML page: the built index.html in production, Vite's transformed one in dev. */
  htmlTemplate: HtmlTemplate;
  /** Renders the app into each page (the SSR build in production, Vite's module loader in dev); without it, tests. */
  rendering?: ServerRendering;
  /** Serves the built files (production); dev leaves them to Vite. */
  assets?: MiddlewareHandler;
  /** The statechart workbench's page and files, served at /statecharts when the configuration turns the viewer on. */
  workbench?: StatechartsWorkbench;
  /** The server's log; without one (tests) nothing is written. Request lines are written at `debug` only. */
  logger?: Logger;
  dev?: boolean;
  /** The clock of the finished-page cache (tests move it); the system clock by default. */
  now?: () => number;
  /** Where page content comes from; by default the configured content service (see server/content/). */
  content?: ContentSource;
  /** What the app counts (served on `METRICS_PORT` by server/main.ts); by default a registry of its own. */
  metrics?: StorefrontMetrics;
}

/** Origins other than our own that the browser app may call: a brand API elsewhere. */
function externalApiOrigins(brandApiBaseUrl: string): string[] {
  return /^https?:\/\//.test(brandApiBaseUrl) ? [new URL(brandApiBaseUrl).origin] : [];
}

/** A refusal thrown by middleware (a body limit, say) without its own answer, as the error envelope. */
function httpExceptionError(error: HTTPException): Response {
  const code = error.status === 413 ? "payload_too_large" : error.status >= 500 ? "internal" : "bad_request";
  return apiErrorResponse(error.status, code, error.message || "The request was refused.");
}

/** The whole server as one Hono app: storefront pages and files, brand API, health check. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const metrics = deps.metrics ?? createStorefrontMetrics(deps.db);
  if (deps.logger?.enabled("debug")) app.use("*", requestLog(deps.logger));
  app.use("*", countRequests(metrics));
  // Outermost but for the log, so it compresses each answer as finally made, headers and all.
  app.use("*", compressAnswers());
  app.use(
    "*",
    answerHeaders({
      connectOrigins: externalApiOrigins(deps.config.brandApiBaseUrl),
      dev: deps.dev,
      hsts: deps.config.mode === "production",
    }),
  );
  // Before every route, so no router can forget it (tests/server/body-limit.test.ts walks app.routes to check): each
  // endpoint's limit from the contract table; the sandbox's forms and the pages, outside it, take the largest.
  app.use("*", limitRequestBodies(bodyLimitsOf(endpointList, requestBodyLimitBytes)));
  app.use("*", cookieSecurity(deps.config.proxyTrust.kind !== "none", deps.config.brandOrigins));

  registerEndpoint(app, healthEndpoints.health, async () => {
    await sql`select 1`.execute(deps.db);
    return { status: "ok" as const };
  });
  const mail = countedMailTransport(mailTransportFor(deps.config, deps.db), metrics);
  app.route(mounts.brandApi, createBrandApi({ db: deps.db, config: deps.config, mail, logger: deps.logger, metrics }));
  // Mounted after the brand API, so its CORS and JSON guard middleware (registered for /brand-api/*) run first.
  app.route(mounts.brandApi, reviewsRoutes());
  app.route(mounts.brandApi, knowledgeBaseRoutes());
  app.all("/brand-api/*", (c) =>
    apiError(c, 404, "not_found", `There is no brand API call ${c.req.method} ${c.req.path}.`),
  );
  const content = deps.content ?? contentSourceFor(deps.config);
  if (!deps.config.content.baseUrl) {
    const { token, dir } = deps.config.content;
    app.route(contentServiceMount, createContentService({ token, contentDir: dir }));
  }
  app.route(mounts.siteContent, siteContentRoutes(content, Object.values(deps.config.brandOrigins)));
  app.route("/feedback-scripts", feedbackScripts());
  app.route("/", sitemapRoutes(content, deps.config));
  app.route("/", storefrontSessionRoutes(deps.db));
  app.route("/sandbox", sandboxPages({ db: deps.db, config: deps.config, metrics }));
  if (deps.config.statecharts && deps.workbench) app.route("/", statechartsWorkbenchRoutes(deps.workbench));
  if (deps.assets) app.use("*", deps.assets);
  // In dev every page is rendered afresh, and never sent while its next render runs: Vite reloads the template and the
  // app's modules as they are edited.
  const pageCache = deps.dev ? createPageCache(deps.now, 0, 0) : createPageCache(deps.now);
  app.route("/", storefrontPages(deps.config, deps.htmlTemplate, content, pageCache, deps.logger, deps.rendering));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.res ? error.getResponse() : httpExceptionError(error);
    deps.logger?.error("unexpected error", {
      method: c.req.method,
      path: visitorText(c.req.path),
      error: errorText(error),
    });
    const message = "Something went wrong on our side. Please try again in a moment.";
    if (c.req.header("accept")?.includes("text/html"))
      return c.html(`<!doctype html><title>Error</title><p>${message}</p>`, 500);
    return apiError(c, 500, "internal", message);
  });
  return app;
}
