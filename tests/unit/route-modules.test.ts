import { existsSync } from "node:fs";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePathsFor } from "../../brands/routes";
import { createRoutes } from "../../src/app/routes";

function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);
}

describe("the routes' ids", () => {
  // The server preloads a page's chunk by looking its route id up in Vite's manifest, keyed by source path.
  it("name the module each lazily loaded route loads, by its source path", () => {
    const routes = lazyRoutes(createRoutes(routePathsFor("WH"), { statecharts: true }));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const id = route.id ?? "";
      expect(existsSync(id), `${id} is a file`).toBe(true);
      const stem = id.replace(/^src\//, "").replace(/\.tsx$/, "");
      expect(String(route.lazy)).toMatch(new RegExp(`/${stem}(\\.tsx)?["']`));
    }
  });
});
