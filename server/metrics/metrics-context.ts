import { AsyncLocalStorage } from "node:async_hooks";
import type { StorefrontMetrics } from "./storefront-metrics";

/**
 * The metrics of the app answering the current request. Only the basket lifecycle's transaction helper reads it:
 * it is called from nine routes and twenty tests with the database and provider alone, and what it voids is counted
 * without another parameter on each. Each app runs its requests in its own metrics, so apps never share counts.
 */
const current = new AsyncLocalStorage<StorefrontMetrics>();

/** Runs a request of an app inside that app's metrics (server/metrics/count-requests.ts runs every request so). */
export function inMetrics<T>(metrics: StorefrontMetrics, request: () => T): T {
  return current.run(metrics, request);
}

/** The current request's app metrics; none outside a request (a script, a test calling the helper directly). */
export function currentMetrics(): StorefrontMetrics | undefined {
  return current.getStore();
}
