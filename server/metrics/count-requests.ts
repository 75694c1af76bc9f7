import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { mounts } from "../../contract/endpoints/endpoint";
import { endpointList } from "../../contract/endpoints/index";
import { otherRoute, type StorefrontMetrics } from "./storefront-metrics";

const routeKey = (method: string, path: string) => `${method} ${path}`;

/**
 * The contract's endpoint names by method and full path, in table order. Endpoints sharing one route (the lookup and
 * its poll) are registered in table order, so the n-th handler of a route that answers is the n-th name.
 */
function endpointsByRoute(): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const endpoint of endpointList) {
    const key = routeKey(endpoint.method, `${mounts[endpoint.mount]}${endpoint.path}`);
    byRoute.set(key, [...(byRoute.get(key) ?? []), endpoint.name]);
  }
  return byRoute;
}

/**
 * Counts and times every request by the contract endpoint that answered it (server/http/register-endpoint.ts
 * registers each at its table path) and its status. The name comes from the matched route, never from the request's
 * path, so the label takes only the table's names and `other`.
 */
export function countRequests(metrics: StorefrontMetrics): MiddlewareHandler {
  const byRoute = endpointsByRoute();
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const routes = matchedRoutes(c);
      const answered = routes[c.req.routeIndex];
      let endpoint = otherRoute;
      if (answered && answered.method !== "ALL") {
        const names = byRoute.get(routeKey(answered.method, answered.path)) ?? [];
        const sameRoute = routes.slice(0, c.req.routeIndex).filter((r) => r.method === answered.method);
        const ordinal = sameRoute.filter((r) => r.path === answered.path).length;
        endpoint = names[ordinal] ?? otherRoute;
      }
      metrics.request(endpoint, c.res.status, (performance.now() - started) / 1000);
    }
  };
}
