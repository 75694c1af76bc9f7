import { existsSync } from "node:fs";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routePathsFor } from "../../brands/routes";
import { pageModulesOf } from "../../src/app/page-workflows";
import { createRoutes } from "../../src/app/routes";

const paths = routePathsFor("WH");
const routes = createRoutes(paths);

/** The modules the server preloads for a page: its matched routes' and their workflows'. */
function pageModules(pathname: string): string[] {
  return pageModulesOf((matchRoutes(routes, pathname) ?? []).map(({ route }) => route.id ?? ""));
}

describe("page workflows are wired in src/app/workflows.ts, and preloaded with the pages that start them", () => {
  it.each([
    [paths.searchResults, "src/actors/lookup.ts"],
    [paths.checkout, "src/actors/checkout.ts"],
    [paths.checkout, "src/actors/login.ts"],
    [paths.checkout, "src/actors/order.ts"],
    [paths.knowledgeBase, "src/actors/knowledge-base.ts"],
    ["/", "src/actors/reviews.ts"],
  ])("%s preloads %s", (pathname, module) => {
    expect(pageModules(pathname)).toContain(module);
  });

  it("names only modules that exist (the names are the chunks' keys in Vite's manifest)", () => {
    const named = [paths.searchResults, paths.checkout, paths.knowledgeBase, "/", paths.hosting].flatMap(pageModules);
    // Pathless layout routes have generated ids ("0-0"), which name no chunk and preload nothing.
    expect(named.filter((module) => module.startsWith("src/") && !existsSync(module))).toEqual([]);
    expect(named.filter((module) => module.startsWith("src/")).length).toBeGreaterThan(10);
  });

  it("preloads no workflow a page does not start", () => {
    expect(pageModules(paths.hosting).filter((module) => module.startsWith("src/actors/"))).toEqual([]);
    expect(pageModules("/")).not.toContain("src/actors/lookup.ts");
  });
});
