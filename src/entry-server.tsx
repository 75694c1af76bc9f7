import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  type StaticHandler,
  StaticRouterProvider,
} from "react-router";
import { routePathsFor } from "../brands/routes";
import type { RuntimeConfig } from "../contract/runtime-config";
import type { RouteData, ServerRenderModule } from "../contract/server-render";
import { AppRoot } from "./app/app-root";
import { contentPagesContext } from "./app/content-pages-context";
import { createRoutes } from "./app/routes";

/**
 * One route handler per brand, kept: it loads each lazy route module into its routes once (the
 * browser loads the page's before hydrating, src/main.tsx), and matching needs its routes flattened only once.
 */
const handlers = new Map<string, StaticHandler>();

function handlerFor(config: RuntimeConfig): StaticHandler {
  const key = config.brand.brandName;
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(createRoutes(routePathsFor(key)));
    handlers.set(key, handler);
  }
  return handler;
}

/**
 * Renders the app for one page request into the HTML of `#root` (the SSR build's entry; the server loads it by path).
 * The root actor is never started here (its effect does not run on the server), so every machine shows its initial
 * snapshot and no request is made. Route loaders read content pages from the server's content source (the reader
 * in their context) instead of over HTTP; what they read goes into the page for the browser's router.
 */
export const renderApp: ServerRenderModule["renderApp"] = async (input) => {
  const { config } = input;
  const handler = handlerFor(config);
  const requestContext = new RouterContextProvider(new Map([[contentPagesContext, input.contentPages]]));
  const context = await handler.query(new Request(input.url), { requestContext });
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
      {/* No inline hydration script (the page allows none): the loaders' data goes into the page as JSON instead. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  // Streaming a Suspense boundary before it is ready would need React's inline scripts, which the
  // Content-Security-Policy forbids: the HTML is sent once everything in it is ready.
  await stream.allReady;
  return {
    html: await new Response(stream).text(),
    routeIds: context.matches.map((match) => match.route.id),
    routeData: { loaderData: context.loaderData, errors: serialisedErrors(context.errors) },
  };
};

/**
 * The loaders' errors as React Router's own server rendering serialises them (`__type`), which its browser router
 * turns back into errors when it starts from them: a content page that does not exist is a 404 response.
 */
function serialisedErrors(errors: Record<string, unknown> | null): RouteData["errors"] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: "RouteErrorResponse" }
        : error instanceof Error
          ? { message: error.message, __type: "Error" }
          : error,
    ]),
  );
}
