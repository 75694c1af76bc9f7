import { useEffect, useState } from "react";
import type { AppContext } from "../../../machines/app/app.machine";
import { AppActor } from "../../app/app-actor";
import { useRuntimeConfig } from "../../app/brand-context";
import { type PageWorkflow, usePageWorkflowLoader } from "../../app/page-workflow-loader";

function invoked<T>(child: T | undefined, name: string): T {
  if (!child) throw new Error(`The app actor has no ${name} child; see machines/app/app.machine.ts.`);
  return child;
}

/** The site-wide workflow (cookie consent, feedback widget) from the root actor. */
export function useSiteActor() {
  return invoked(
    AppActor.useSelector((snapshot) => snapshot.children.site),
    "site",
  );
}

/**
 * A workflow whose code loads with the pages that need it (lookup, reviews, knowledge base, checkout): has it wired
 * (src/app/workflows.ts) and handed to the root actor, which starts it once, then returns what `select` reads of the
 * running workflow (null until the root actor has started it). Code that cannot be fetched fails the page as a page
 * that cannot be fetched does: the route's error page, with its way forward.
 */
export function usePageWorkflow<T>(name: PageWorkflow, select: (context: AppContext) => T): T {
  const app = AppActor.useActorRef();
  const config = useRuntimeConfig();
  const loadPageWorkflow = usePageWorkflowLoader();
  const selected = AppActor.useSelector((snapshot) => select(snapshot.context));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (selected) return;
    loadPageWorkflow(name, config).then(
      (loaded) => app.send(loaded),
      (error: unknown) => setFailure({ error }),
    );
  }, [app, config, selected, name, loadPageWorkflow]);
  return selected;
}
