import type { AppContext } from "../../../machines/app/app.machine";
import { usePageWorkflow } from "../site/site-actors";

const runningLookup = (context: AppContext) => context.lookup;

/** The domain lookup; its code loads with the search results page only (so the home page never downloads it). */
export function useLookupWorkflow() {
  return usePageWorkflow("lookup", runningLookup);
}
