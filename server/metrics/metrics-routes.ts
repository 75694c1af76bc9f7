import { Hono } from "hono";
import type { Registry } from "prom-client";

/**
 * The metrics in Prometheus's text format at GET /metrics: served on its own port (`METRICS_PORT`), never by the app
 * the brand hosts reach.
 */
export function metricsRoutes(registry: Registry): Hono {
  const routes = new Hono();
  routes.get("/metrics", async (c) => c.body(await registry.metrics(), 200, { "content-type": registry.contentType }));
  return routes;
}
