import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import { createBrandApi } from "./brand-api/index";
import type { ServerConfig } from "./config";
import type { StorefrontDb } from "./db/database";
import { type LogLine, requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { type HtmlTemplate, storefrontPages } from "./storefront/pages";
import { storefrontSessionRoutes } from "./storefront/session";

export interface AppDeps {
  config: ServerConfig;
  db: StorefrontDb;
  /** The app's HTML page: the built index.html in production, Vite's transformed one in dev. */
  htmlTemplate: HtmlTemplate;
  /** Serves the built files (production); dev leaves them to Vite. */
  assets?: MiddlewareHandler;
  log?: LogLine;
  dev?: boolean;
}

/** Origins other than our own that the browser app may call: a brand API elsewhere. */
function externalApiOrigins(brandApiBaseUrl: string): string[] {
  return /^https?:\/\//.test(brandApiBaseUrl) ? [new URL(brandApiBaseUrl).origin] : [];
}

/** The whole server as one Hono app: storefront pages and files, brand API, health check. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  if (deps.log) app.use("*", requestLog(deps.log));
  app.use("*", securityHeaders({ connectOrigins: externalApiOrigins(deps.config.brandApiBaseUrl), dev: deps.dev }));

  app.get("/healthz", async (c) => {
    await sql`select 1`.execute(deps.db);
    return c.json({ status: "ok" });
  });
  app.route("/brand-api", createBrandApi({ db: deps.db, config: deps.config }));
  app.all("/brand-api/*", (c) => c.json({ error: `There is no brand API call ${c.req.method} ${c.req.path}.` }, 404));
  app.route("/", storefrontSessionRoutes(deps.db));
  if (deps.assets) app.use("*", deps.assets);
  app.route("/", storefrontPages(deps.config, deps.htmlTemplate));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    deps.log?.(`${new Date().toISOString()} error ${c.req.method} ${c.req.path}: ${error.stack ?? error}`);
    const message = "Something went wrong on our side. Please try again in a moment.";
    if (c.req.header("accept")?.includes("text/html"))
      return c.html(`<!doctype html><title>Error</title><p>${message}</p>`, 500);
    return c.json({ error: message }, 500);
  });
  return app;
}
