import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { isStatechartsPath, statechartsPath } from "../../brands/routes";
import { brandThemes } from "../../brands/themes";
import { requestBrand } from "./request-brand";
import { staticFiles } from "./static-files";
import { themeStyleElement } from "./theme-style";

/** Where workbench/index.html has the brand's theme put, so the workbench uses the design system's tokens. */
export const brandThemePlaceholder = "<!--brand-theme-->";

/** The statechart workbench (workbench/index.html): a page and its files, built apart from the storefront's. */
export interface StatechartsWorkbench {
  /** Its HTML page: the built one, or in dev Vite's transformed one. */
  template: () => Promise<string>;
  /** Its built files (below /statecharts/); dev leaves them to Vite. */
  assets?: MiddlewareHandler;
}

/**
 * The workbench's page at /statecharts, themed like the store of its host, and its files. Mounted only when the
 * statechart viewer is on (STATECHARTS=1, never in production mode); otherwise /statecharts is the store's 404 page.
 */
export function statechartsWorkbenchRoutes(workbench: StatechartsWorkbench): Hono {
  const routes = new Hono();
  if (workbench.assets) routes.use(`${statechartsPath}/*`, workbench.assets);
  routes.get("*", async (c, next) => {
    if (!isStatechartsPath(c.req.path)) return next();
    const theme = themeStyleElement(brandThemes[requestBrand(c)]);
    const html = (await workbench.template()).replace(brandThemePlaceholder, () => theme);
    return c.html(html, 200, { "Cache-Control": "no-cache" });
  });
  return routes;
}

/** The built workbench in `<DIST_DIR>/statecharts` (vite.workbench.config.ts); undefined when it was not built. */
export async function builtStatechartsWorkbench(statechartsDir: string): Promise<StatechartsWorkbench | undefined> {
  const page = path.join(statechartsDir, "workbench", "index.html");
  if (!existsSync(page)) return undefined;
  const html = await readFile(page, "utf8");
  return { template: async () => html, assets: staticFiles(statechartsDir, statechartsPath) };
}
