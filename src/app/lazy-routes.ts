import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the lazy routes that match the page's location into their route objects before the router is made. The server
 * rendered those pages' components, so hydration must render them too, not the router's fallback while they load.
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
