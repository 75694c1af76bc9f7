import type { EventObject } from "xstate";

/**
 * The event an invoked actor's result becomes (`xstate.done.actor.<id>`), typed as one of the
 * machine's events so it can stand in a model's event fixtures.
 */
export function actorDone<TEvent extends EventObject>(invokeId: string, output: unknown): TEvent {
  return { type: `xstate.done.actor.${invokeId}`, output } as unknown as TEvent;
}
