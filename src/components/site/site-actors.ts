import { useEffect } from "react";
import type { RuntimeConfig } from "../../../contract/runtime-config";
import type { AppContext, AppEvent } from "../../../machines/app/app.machine";
import { AppActor } from "../../app/app-actor";
import { useRuntimeConfig } from "../../app/brand-context";

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
 * A workflow whose code loads with the pages that need it (reviews, knowledge base): hands its logic to the root actor
 * once, then returns the running actor (null until the root actor has started it).
 */
export function usePageWorkflow<TActor>(
  select: (context: AppContext) => TActor | null,
  load: (config: RuntimeConfig) => AppEvent,
): TActor | null {
  const app = AppActor.useActorRef();
  const config = useRuntimeConfig();
  const actor = AppActor.useSelector((snapshot) => select(snapshot.context));
  useEffect(() => {
    if (!actor) app.send(load(config));
  }, [app, config, actor, load]);
  return actor;
}
