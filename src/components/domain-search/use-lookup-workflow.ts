import type { RuntimeConfig } from "../../../contract/runtime-config";
import type { AppContext, AppEvent } from "../../../machines/app/app.machine";
import { createLookupLogic } from "../../actors/lookup";
import { createApiClient } from "../../api/client";
import { usePageWorkflow } from "../site/site-actors";

const runningLookup = (context: AppContext) => context.lookup;
const loadLookup = (config: RuntimeConfig): AppEvent => ({
  type: "app.lookup.loaded",
  logic: createLookupLogic(createApiClient(config.brandApiBaseUrl), config),
});

/** The domain lookup; its code loads with the search results page only (so the home page never downloads it). */
export function useLookupWorkflow() {
  return usePageWorkflow(runningLookup, loadLookup);
}
