import { type ErrorInfo, type ReactNode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { InspectionEvent } from "xstate";
import { routePathsFor } from "../brands/routes";
import { navigateWithRouter } from "./actors/navigation";
import { AppRoot, type AppStart } from "./app/app-root";
import { loadMatchedLazyRoutes } from "./app/lazy-routes";
import { MarkStarted } from "./app/mark-started";
import { readPageCatalogue } from "./app/page-catalogue";
import { prefetchRoutesOnIntent } from "./app/prefetch-routes";
import { readRouteData } from "./app/route-data";
import { createRoutes } from "./app/routes";
import { readRuntimeConfig } from "./app/runtime-config";
import { readSiteContent } from "./app/site-content";
import { yieldToBrowser } from "./app/yield-to-browser";
import "./styles.css";

const config = readRuntimeConfig();

/** A server render the browser could not take over as it was (a hydration mismatch): logged, so tests fail on it. */
function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error("React recovered from an error (hydration mismatch?):", error, info.componentStack ?? "");
}

async function render(inspect?: (inspection: InspectionEvent) => void) {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  // The start is cut into tasks the browser can answer input between (each was a long task on a phone, issue 39):
  // the modules are evaluated, the page's data is read and checked, the router is made, the page is hydrated.
  await yieldToBrowser();
  const start: AppStart = {
    config,
    siteContent: readSiteContent(),
    catalogue: readPageCatalogue(),
    pathname: window.location.pathname,
  };
  await yieldToBrowser();
  const routes = createRoutes(routePathsFor(config.brand.brandName));
  await loadMatchedLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: readRouteData() });
  navigateWithRouter((to) => router.navigate(to));
  prefetchRoutesOnIntent(routes);
  await yieldToBrowser();
  const app: ReactNode = (
    <AppRoot start={start} inspect={inspect}>
      <RouterProvider router={router} />
      <MarkStarted />
    </AppRoot>
  );
  // The server renders every page into #root (src/entry-server.tsx); an empty #root means it could not, and the
  // browser renders the page itself.
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of taking the page over
  // in one long task; a click or key on a part not yet hydrated makes React hydrate that part first.
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    });
  else createRoot(root).render(app);
}

// The statechart viewer's feed is a chunk of its own, fetched before the app starts only when the viewer is enabled
// (STATECHARTS=1, dev), so it sees every actor from the first and the storefront's first load stays as it was.
if (config.statecharts) import("../workbench/broadcast").then((feed) => render(feed.broadcastToStatechartsViewer()));
else void render();
