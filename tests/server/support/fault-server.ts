// The storefront server as its own process, for the fault tests: started and killed by tests/server/support/
// server-process.ts. Configured by environment like server/main.ts, and stopped on SIGTERM the same way, but needs no
// browser build.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { databaseTarget, openDatabase } from "../../../server/db/database";
import { prepareDatabase } from "../../../server/db/prepare-database";
import { stopOnSignals } from "../../../server/http/graceful-stop";

const config = loadConfig();
const db = await openDatabase(databaseTarget(config));
await prepareDatabase(db, config.mode);
const app = createApp({
  config,
  db,
  htmlTemplate: async () => "<!doctype html><html><head><!--storefront-config--></head><body></body></html>",
});
const server = createServer(getRequestListener(app.fetch));
server.listen(config.port, "127.0.0.1", () => {
  const address = server.address();
  console.log(`fault-server listening on ${typeof address === "object" && address ? address.port : config.port}`);
});
stopOnSignals({ servers: [server], closeDatabase: () => db.destroy(), graceMs: config.stopGraceMs });
