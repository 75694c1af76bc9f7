import { AppActor } from "../../app/app-actor";

/** The lookup workflow actor, invoked by the root app actor (machines/app/app.machine.ts). */
export function useLookupActor() {
  const lookup = AppActor.useSelector((snapshot) => snapshot.children.lookup);
  if (!lookup) throw new Error("The app actor has no lookup child; see machines/app/app.machine.ts.");
  return lookup;
}
