import { readFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";
import { statechartsPath } from "../brands/routes";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { databaseTarget, openDatabase } from "./db/database";
import { prepareDatabase } from "./db/prepare-database";
import { createLogger } from "./http/logger";
import { asServerRenderModule } from "./storefront/server-render";

/** `npm run dev`: Vite with hot reload in front of the same server app, same host-name brand switching. */
const loaded = loadConfig();
// The statechart workbench is always on in dev, but for a production-mode trial.
const config = { ...loaded, statecharts: loaded.mode !== "production" };
const db = await openDatabase(databaseTarget(config));
await prepareDatabase(db, config.mode);

const server = createHttpServer((req, res) => {
  // Vite answers for source modules and files it knows; everything else (pages, API) goes to the app.
  vite.middlewares(req, res, () => handleWithApp(req, res));
});
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const app = createApp({
  config,
  db,
  dev: true,
  htmlTemplate: async (url) => vite.transformIndexHtml(url, await readFile("index.html", "utf8")),
  // Loaded through Vite on every page, so an edit shows on the next load; Vite serves the sources, the boot script imports the app's start from them.
  rendering: {
    render: async (input) =>
      asServerRenderModule(await vite.ssrLoadModule("/src/entry-server.tsx"), "src/entry-server.tsx").renderApp(input),
    pageAssets: () => ({ stylesheets: "", scripts: { start: "/src/main.tsx", preload: [] } }),
    routeChunks: {},
  },
  // Vite serves the workbench's modules from the sources, as it does the storefront's.
  workbench: {
    template: async () => vite.transformIndexHtml(statechartsPath, await readFile("workbench/index.html", "utf8")),
  },
  logger: createLogger(config.logLevel),
});
const handleWithApp = getRequestListener(app.fetch);

server.listen(config.port, config.host, () => {
  console.log(`Storefront dev server on http://localhost:${config.port}`);
  for (const [brand, origin] of Object.entries(config.brandOrigins)) console.log(`  ${brand}: ${origin}/`);
});
