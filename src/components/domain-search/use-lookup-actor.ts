import { AppActor } from "../../app/app-actor";

/**
 * The running lookup workflow, for the parts of the search results page shown once the page has started it
 * (`useLookupWorkflow`); the root app actor spawns it (machines/app/app.machine.ts).
 */
export function useLookupActor() {
  const lookup = AppActor.useSelector((snapshot) => snapshot.context.lookup);
  if (!lookup) throw new Error("The lookup has not started; the search results page starts it (useLookupWorkflow).");
  return lookup;
}
