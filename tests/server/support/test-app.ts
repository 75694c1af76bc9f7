import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../../server/app";
import { loadConfig, type ServerConfig } from "../../../server/config";
import type { StorefrontDb } from "../../../server/db/database";
import type { TestDatabase } from "./test-databases";

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

export interface TestStorefront {
  /** The app on a fresh, migrated database; available inside tests (after beforeAll). */
  readonly app: Hono;
  readonly db: StorefrontDb;
}

/**
 * Inside a `describe`: opens a fresh database before its tests (SQLite, or PostgreSQL for that kind), builds the app
 * on it, and closes the database after them. A configuration given as a function is read then, after the hooks
 * registered before this one (a test SMTP server's address, say).
 */
export function useTestApp(
  open: () => Promise<TestDatabase>,
  config: ServerConfig | (() => ServerConfig) = testConfig(),
): TestStorefront {
  let database: TestDatabase | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    database = await open();
    app = testApp(database.db, typeof config === "function" ? config() : config);
  });
  afterAll(() => database?.close());
  const ready = () => {
    if (!database || !app) throw new Error("useTestApp: the app exists only inside tests, after beforeAll");
    return { database, app };
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().database.db;
    },
  };
}
