import { createActorContext } from "@xstate/react";
import { appMachine } from "../../machines/app/app.machine";

/** The one root actor of the app; views reach workflow actors through `s.children.<name>`. */
export const AppActor = createActorContext(appMachine);
