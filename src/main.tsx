import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
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
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

createRoot(root).render(
  <StrictMode>
    <RuntimeConfigProvider config={config}>
      <AppActor.Provider logic={createAppLogic(config)} options={{ input: appInput(config) }}>
        <RouterProvider router={router} />
      </AppActor.Provider>
    </RuntimeConfigProvider>
  </StrictMode>,
);
