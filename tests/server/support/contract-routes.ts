import { type Endpoint, mounts } from "../../../contract/endpoints/endpoint";

/** A route the server registers: the method (ALL for middleware and fallbacks) and Hono's full path pattern. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** A route deliberately outside the contract table, and why it is. */
export interface OutsideRoute extends RegisteredRoute {
  why: string;
}

const key = (method: string, path: string) => `${method} ${path}`;

/** An endpoint's route as the server must register it: its mount and path. */
export const routeOf = (endpoint: Endpoint) => key(endpoint.method, mounts[endpoint.mount] + endpoint.path);

/**
 * Compares the routes a server registers with the contract table: `unlisted` routes are in neither the table nor the
 * list of routes deliberately outside it; `unserved` endpoints are in the table but no route serves them. Middleware
 * and fallbacks (method ALL) end in a wildcard or sit on an endpoint's path: an ALL route on any other path would be
 * an endpoint no table lists.
 */
export function compareWithTable(
  routes: readonly RegisteredRoute[],
  table: readonly Endpoint[],
  outside: readonly OutsideRoute[],
): { unlisted: string[]; unserved: string[] } {
  const listed = new Set([...table.map(routeOf), ...outside.map((route) => key(route.method, route.path))]);
  const endpointPaths = new Set(table.map((endpoint) => mounts[endpoint.mount] + endpoint.path));
  const registered = new Set(routes.map((route) => key(route.method, route.path)));
  const isMiddleware = (route: RegisteredRoute) => route.path.endsWith("*") || endpointPaths.has(route.path);
  const unlisted = routes
    .filter((route) => (route.method === "ALL" ? !isMiddleware(route) : !listed.has(key(route.method, route.path))))
    .map((route) => key(route.method, route.path));
  const unserved = table.map(routeOf).filter((route) => !registered.has(route));
  return { unlisted: [...new Set(unlisted)], unserved };
}

/** The server's routes that are no JSON endpoint of the app, or not one the browser calls. */
export const routesOutsideTheContract: OutsideRoute[] = [
  { method: "GET", path: "/init-lookup", why: "an HTML page loaded in a hidden frame to set the session cookie" },
  { method: "GET", path: "/feedback-scripts/:file", why: "the brands' feedback scripts (JavaScript)" },
  { method: "GET", path: "/sitemap.xml", why: "XML for crawlers" },
  { method: "GET", path: "/robots.txt", why: "text for crawlers" },
  { method: "GET", path: "/sandbox/card-brand.js", why: "the sandbox card page's script" },
  ...["card", "paypal", "direct-debit"].flatMap((provider) =>
    ["GET", "POST"].map((method) => ({
      method,
      path: `/sandbox/${provider}/:paymentId`,
      why: "a sandbox provider's HTML page and its form",
    })),
  ),
  { method: "GET", path: "/sandbox/mailbox", why: "the demo's mailbox (HTML)" },
  ...["custom/globalLocales", "t-and-c-pages-data", "main-pages-data"].map((collection) => ({
    method: "GET",
    path: `/content-service/:site/api/${collection}`,
    why: "the stand-in of the third-party content service, called by the server with its token, never by the browser",
  })),
  { method: "GET", path: "/*", why: "the storefront's pages (HTML)" },
];
