import { existsSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePathsFor } from "../../brands/routes";
import { createRoutes } from "../../src/app/routes";

function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);
}

describe("the routes' ids", () => {
  // The server preloads a page's chunk by looking its route id up in Vite's manifest, keyed by source path.
  it("name the module each lazily loaded route loads, by its source path", async () => {
    const routes = lazyRoutes(createRoutes(routePathsFor("WH")));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const id = route.id ?? "";
      expect(existsSync(id), `${id} is a file`).toBe(true);
      if (typeof route.lazy !== "function") throw new Error(`${id} has no lazy loader`);
      // The very module the route loads: its own, or a page's in src/app/pages/, which holds the route as `route`.
      const module = await import(path.resolve(id));
      expect(await route.lazy(), id).toBe("route" in module ? module.route : module);
    }
  }, 60_000);
});
