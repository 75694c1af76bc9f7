import { createContext, type ReactNode, useContext } from "react";
import type { RuntimeConfig } from "../../contract/runtime-config";
import type { AppEvent } from "../../machines/app/app.machine";

/**
 * The workflows whose code loads when needed: those only some pages run come with the pages that start them; the
 * basket's comes when it is first used (src/app/workflows.ts).
 */
export type PageWorkflow = "basket" | "lookup" | "reviews" | "knowledgeBase" | "checkout";

/** Wires a page workflow to the brand API: the event that hands it to the root actor. */
export type LoadPageWorkflow = (name: PageWorkflow, config: RuntimeConfig) => Promise<AppEvent>;

// Handed down by the app's root rather than imported by the views: the loader imports the pages (src/app/pages/),
// whose views ask for their workflow, so an import would close a circle.
const PageWorkflowLoaderContext = createContext<LoadPageWorkflow | null>(null);

export function PageWorkflowLoaderProvider({ load, children }: { load: LoadPageWorkflow; children: ReactNode }) {
  return <PageWorkflowLoaderContext.Provider value={load}>{children}</PageWorkflowLoaderContext.Provider>;
}

/** The loader the app's root provides (src/app/app-root.tsx). */
export function usePageWorkflowLoader(): LoadPageWorkflow {
  const load = useContext(PageWorkflowLoaderContext);
  if (!load) throw new Error("usePageWorkflowLoader needs the AppRoot's PageWorkflowLoaderProvider.");
  return load;
}
