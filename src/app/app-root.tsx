import { type ReactNode, StrictMode } from "react";
import type { InspectionEvent } from "xstate";
import type { SiteContent } from "../../contract/content";
import type { RuntimeConfig } from "../../contract/runtime-config";
import { AppActor } from "./app-actor";
import { appInput, type StartingPage } from "./app-input";
import { RuntimeConfigProvider } from "./brand-context";
import { PageWorkflowLoaderProvider } from "./page-workflow-loader";
import { SiteContentProvider } from "./site-content-context";
import { createAppLogic, loadPageWorkflow } from "./workflows";

/** Everything the app is started with, the same on the server (which renders it) and in the browser (which hydrates). */
export interface AppStart extends StartingPage {
  config: RuntimeConfig;
  siteContent: SiteContent | null;
}

/**
 * The root machine with its implementations, made once per configuration: it holds no state (each render's actor
 * does), and making it builds every machine anew, which the server would otherwise do for every page.
 */
const appLogics = new WeakMap<RuntimeConfig, ReturnType<typeof createAppLogic>>();

function appLogicFor(config: RuntimeConfig) {
  let logic = appLogics.get(config);
  if (!logic) {
    logic = createAppLogic(config);
    appLogics.set(config, logic);
  }
  return logic;
}

/**
 * The providers around the router: one tree for the server render and the browser's hydration, so both start the
 * same root actor from the same input. The actor is started by an effect, which never runs on the server: there the
 * page is rendered from the machines' initial snapshots and no request is made.
 */
export function AppRoot({
  start,
  inspect,
  children,
}: {
  start: AppStart;
  inspect?: (inspection: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = appLogicFor(start.config);
  return (
    <StrictMode>
      <RuntimeConfigProvider config={start.config}>
        <SiteContentProvider content={start.siteContent}>
          <AppActor.Provider logic={logic} options={{ input: appInput(start.config, start), inspect }}>
            <PageWorkflowLoaderProvider load={loadPageWorkflow}>{children}</PageWorkflowLoaderProvider>
          </AppActor.Provider>
        </SiteContentProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
