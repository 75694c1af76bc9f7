import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { RouterRoute } from "hono/types";
import { type Endpoint, mounts } from "../../contract/endpoints/endpoint";
import { endpointList, endpoints } from "../../contract/endpoints/index";
import { inMetrics } from "./metrics-context";
import { otherRoute, type StorefrontMetrics } from "./storefront-metrics";

type NamedEndpoint = Endpoint & { name: string };

const routeKey = (method: string, path: string) => `${method} ${path}`;

/** The contract's endpoints by method and full path: one, or several that tell their bodies apart (`takesBody`). */
function endpointsByRoute(): Map<string, NamedEndpoint[]> {
  const byRoute = new Map<string, NamedEndpoint[]>();
  for (const endpoint of endpointList) {
    const key = routeKey(endpoint.method, `${mounts[endpoint.mount]}${endpoint.path}`);
    byRoute.set(key, [...(byRoute.get(key) ?? []), endpoint]);
  }
  return byRoute;
}

/** Which of the endpoints on one route a request was for: the one that takes its body, else the one taking any. */
async function endpointFor(c: Context, sharing: NamedEndpoint[]): Promise<string> {
  if (sharing.length === 1) return sharing[0].name;
  // Only a body the handlers read, which Hono keeps: reading one they refused unread (too large, say) would take it in.
  const read = Object.keys(c.req.bodyCache).length > 0;
  const body = read ? await c.req.json().catch(() => undefined) : undefined;
  const taking = sharing.find((endpoint) => endpoint.takesBody?.(body)) ?? sharing.find((e) => !e.takesBody);
  return taking?.name ?? otherRoute;
}

/** Each endpoint definition's name in the contract table. */
const nameOf = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, definition]) => [definition, name]));

/**
 * Counts and times every request by the contract endpoint that answered it (its handler says so:
 * server/http/register-endpoint.ts), or that a check in front of it (a body limit, the JSON guard) answered for it,
 * found from the matched route, and its status. The name never comes from the request's path, so the label takes
 * only the table's names and `other`. Every request of the app runs inside its metrics.
 */
export function countRequests(metrics: StorefrontMetrics): MiddlewareHandler {
  const byRoute = endpointsByRoute();
  // Each registered route's endpoints (null: none), looked up once: routes are fixed once the app is built, and the
  // lookup ran over every middleware route of every request (issue 39).
  const ofRoute = new WeakMap<RouterRoute, NamedEndpoint[] | null>();
  const endpointsOf = (route: RouterRoute | undefined) => {
    if (!route) return undefined;
    let endpoints = ofRoute.get(route);
    if (endpoints === undefined) {
      endpoints = byRoute.get(routeKey(route.method, route.path)) ?? null;
      ofRoute.set(route, endpoints);
    }
    return endpoints ?? undefined;
  };
  // The endpoint a request was for that no handler took: its route's, refused by a check in front, else `other`.
  const refusedEndpoint = async (c: Context) => {
    const routes = matchedRoutes(c);
    const sharing = endpointsOf(routes[c.req.routeIndex]) ?? routes.map(endpointsOf).find((found) => found);
    return sharing ? endpointFor(c, sharing) : otherRoute;
  };
  // The request runs inside the app's metrics (`currentMetrics`) from here: one middleware rather than two, since each
  // layer is an async frame of its own on every request (issue 39).
  return (c, next) =>
    inMetrics(metrics, async () => {
      const started = performance.now();
      await next();
      const answered = c.get("answeringEndpoint");
      metrics.request(
        (answered && nameOf.get(answered)) ?? (await refusedEndpoint(c)),
        c.res.status,
        (performance.now() - started) / 1000,
      );
    });
}
