import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import type { InspectionEvent } from "xstate";
import { routePathsFor } from "../brands/routes";
import { AppActor } from "./app/app-actor";
import { appInput, createAppLogic } from "./app/app-logic";
import { RuntimeConfigProvider } from "./app/brand-context";
import { createRoutes } from "./app/routes";
import { readRuntimeConfig } from "./app/runtime-config";
import "./styles.css";

const config = readRuntimeConfig();
const router = createBrowserRouter(
  createRoutes(routePathsFor(config.brand.brandName), { statecharts: config.statecharts === true }),
);

function render(inspect?: (inspection: InspectionEvent) => void) {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  createRoot(root).render(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <AppActor.Provider logic={createAppLogic(config)} options={{ input: appInput(config), inspect }}>
          <RouterProvider router={router} />
        </AppActor.Provider>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}

// The statechart viewer's feed is a chunk of its own, fetched before the app starts only when the viewer is enabled
// (STATECHARTS=1, dev), so it sees every actor from the first and the storefront's first load stays as it was.
if (config.statecharts) import("./statecharts/broadcast").then((feed) => render(feed.broadcastToStatechartsViewer()));
else render();
