// The storefront server as its own process, for the fault tests: started and killed by tests/server/support/
// server-process.ts. Configured by environment like server/main.ts, but needs no browser build.
import { serve } from "@hono/node-server";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { databaseTarget, openDatabase } from "../../../server/db/database";
import { prepareDatabase } from "../../../server/db/prepare-database";

const config = loadConfig();
const db = await openDatabase(databaseTarget(config));
await prepareDatabase(db, config.mode);
const app = createApp({
  config,
  db,
  htmlTemplate: async () => "<!doctype html><html><head><!--storefront-config--></head><body></body></html>",
});
serve({ fetch: app.fetch, port: config.port, hostname: "127.0.0.1" }, (info) => {
  console.log(`fault-server listening on ${info.port}`);
});
