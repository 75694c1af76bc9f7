import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routePathsFor } from "../brands/routes";
import type { ServerRenderModule } from "../contract/server-render";
import { AppRoot } from "./app/app-root";
import { loadMatchedLazyRoutes } from "./app/lazy-routes";
import { createRoutes } from "./app/routes";

/**
 * Renders the app for one page request into the HTML of `#root` (the SSR build's entry; the server loads it by path).
 * The root actor is never started here (its effect does not run on the server), so every machine shows its initial
 * snapshot and no request is made; route loaders, which read content over HTTP, are not run either: those pages
 * render their `HydrateFallback`, as the browser does until their content is there.
 */
export const renderApp: ServerRenderModule["renderApp"] = async (input) => {
  const { config } = input;
  const routes = createRoutes(routePathsFor(config.brand.brandName), { statecharts: config.statecharts === true });
  // The page's lazy route modules are loaded as the browser loads them before hydrating (src/main.tsx).
  await loadMatchedLazyRoutes(routes, new URL(input.url).pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(input.url), { filterMatchesToLoad: () => false });
  if (context instanceof Response) throw new Error(`A route answered ${context.status} instead of rendering.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const start = {
    config,
    siteContent: input.siteContent,
    catalogue: input.catalogue,
    pathname: context.location.pathname,
  };
  const stream = await renderToReadableStream(
    <AppRoot start={start}>
      {/* No hydration script: the browser router needs no loader data, and the page allows no inline script. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  // Streaming a Suspense boundary before it is ready would need React's inline scripts, which the
  // Content-Security-Policy forbids: the HTML is sent once everything in it is ready.
  await stream.allReady;
  return { html: await new Response(stream).text(), routeIds: context.matches.map((match) => match.route.id) };
};
