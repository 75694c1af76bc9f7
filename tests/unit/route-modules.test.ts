import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePathsFor } from "../../brands/routes";
import { createRoutes } from "../../src/app/routes";
import { basketWorkflowModule } from "../../src/app/workflows";

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

describe("the basket workflow's id", () => {
  // The page fetches the basket's files on intent by this id, the key of its chunk in Vite's manifest.
  it("names the module the basket's code is loaded from, by its source path", async () => {
    expect(existsSync(basketWorkflowModule), `${basketWorkflowModule} is a file`).toBe(true);
    const module = await import(path.resolve(basketWorkflowModule));
    expect(typeof module.createBasketLogic).toBe("function");
    expect(readFileSync("src/app/workflows.ts", "utf8")).toContain(
      `import("../${path.relative("src", basketWorkflowModule).replace(/\.ts$/, "")}")`,
    );
  });
});
