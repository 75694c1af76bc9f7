import { createActorContext } from "@xstate/react";
import { appMachine } from "../../machines/app/app.machine";

/**
 * The one root actor of the app; views reach the workflows it invokes through `s.children.<name>`, and those that
 * pages load (checkout, login, order, reviews, knowledge base) through `s.context.<name>`.
 */
export const AppActor = createActorContext(appMachine);
