import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigurationError, loadConfig, type ServerConfig } from "./config";
import { contentSourceFor } from "./content/index";
import { keptSanitiser } from "./content/kept-sanitised";
import { databaseTarget, openDatabase } from "./db/database";
import { prepareDatabase } from "./db/prepare-database";
import { stopOnSignals } from "./http/graceful-stop";
import { createLogger } from "./http/logger";
import { usesSandboxMailbox } from "./mail/mail-transport";
import { metricsRoutes } from "./metrics/metrics-routes";
import { createStorefrontMetrics } from "./metrics/storefront-metrics";
import { loadServerRendering } from "./storefront/server-render";
import { builtStatechartsWorkbench } from "./storefront/statecharts-workbench";
import { staticFiles } from "./storefront/static-files";

/** The first log line: which mode runs, so nobody mistakes the demo for a real deployment. */
export function modeLine(config: ServerConfig): string {
  if (config.mode === "production")
    return "Storefront in production mode: sandbox providers, sandbox mailbox and registrar test names are off; mail goes by SMTP.";
  const mail = usesSandboxMailbox(config) ? "mailbox at /sandbox/mailbox" : "mail sent by SMTP_URL";
  return (
    `Storefront in demo mode (sandbox payment providers, ${mail}, registrar test names); ` +
    "set STOREFRONT_MODE=production for a real deployment."
  );
}

/** What `start` returns, or a clear message and a non-zero exit when the configuration cannot run. */
async function orExit<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Starts the storefront: one Node process serving every brand, the brand API and the built app. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = await orExit(() => loadConfig(env));
  console.log(modeLine(config));
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  await orExit(() => prepareDatabase(db, config.mode));

  const indexHtml = await readFile(path.join(config.clientDir, "index.html"), "utf8");
  const rendering = await loadServerRendering(config.ssrDir, config.clientDir);
  if (!rendering) console.warn(`No server-render build in ${config.ssrDir}: pages are rendered in the browser only.`);
  const workbench = config.statecharts ? await builtStatechartsWorkbench(config.statechartsDir) : undefined;
  if (config.statecharts && !workbench)
    console.warn(`No statechart workbench build in ${config.statechartsDir}: /statecharts is not served.`);
  // Process metrics are only ever read on METRICS_PORT; without it their event-loop and GC monitors would run for nobody.
  const metrics = createStorefrontMetrics(db, { processMetrics: config.metrics !== undefined });
  const app = createApp({
    config,
    db,
    metrics,
    htmlTemplate: async () => indexHtml,
    // In the data folder, beside the database: the next start's first page needs no sanitiser.
    content: contentSourceFor(config, undefined, keptSanitiser(path.join(config.dataDir, "sanitised-content.json"))),
    rendering,
    assets: staticFiles(config.clientDir),
    workbench,
    logger: createLogger(config.logLevel),
  });

  const server = createServer(getRequestListener(app.fetch));
  server.listen(config.port, config.host, () => {
    const where = target.kind === "sqlite" ? target.file : "PostgreSQL (DATABASE_URL)";
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`Storefront listening on http://localhost:${port} (Node ${process.version}, database: ${where})`);
    for (const [brand, origin] of Object.entries(config.brandOrigins)) console.log(`  ${brand}: ${origin}/`);
  });
  const servers = [server];
  if (config.metrics) {
    const { port, host } = config.metrics;
    const metricsServer = createServer(getRequestListener(metricsRoutes(metrics.registry).fetch));
    metricsServer.listen(port, host, () => console.log(`Metrics at http://${host}:${port}/metrics`));
    servers.push(metricsServer);
  }
  stopOnSignals({ servers, closeDatabase: () => db.destroy(), graceMs: config.stopGraceMs });
  return server;
}
