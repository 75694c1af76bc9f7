import type { Hono } from "hono";
import { createApp } from "../../../server/app";
import { loadConfig, type ServerConfig } from "../../../server/config";
import type { StorefrontDb } from "../../../server/db/database";

/** The app's HTML template as the build writes it, with the placeholder the server fills. */
export const testHtmlTemplate = `<!doctype html>
<html lang="en">
  <head>
    <title>Storefront</title>
    <!--storefront-config-->
  </head>
  <body><div id="root"></div></body>
</html>`;

export function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  return loadConfig({ PORT: "8080", DATA_DIR: "/tmp/storefront-test-unused", ...env });
}

export function testApp(db: StorefrontDb, config: ServerConfig = testConfig()): Hono {
  return createApp({ config, db, htmlTemplate: async () => testHtmlTemplate });
}
