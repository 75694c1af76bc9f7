import type { AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from "xstate";
import type { ModelOracle } from "./model-paths";

/**
 * Accepted events checked both ways (issue 27). Paths send only the events a state accepts (`snapshot.can`), so a
 * guard that refuses too much is invisible to them; this oracle asks, after every step, whether the machine accepts
 * each candidate event exactly when the spec says a visitor can send it, so a too-strict or too-loose guard fails.
 */
export function acceptedEventsOracle<TMachine extends AnyStateMachine>(
  /** The events to ask about in a snapshot: the visitor's, with the data of the path. */
  candidates: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[],
  /** What the spec says: true when a visitor can send the event in this snapshot, false when it must be refused. */
  specAccepts: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean,
): ModelOracle<TMachine> {
  return () => (step) =>
    candidates(step.after).flatMap((event) => {
      const expected = specAccepts(step.after, event);
      // A machine's snapshot, whatever the machine: `SnapshotFrom` of a generic machine does not show its methods.
      const after = step.after as unknown as { can(event: EventObject): boolean; value: unknown };
      if (after.can(event) === expected) return [];
      const state = JSON.stringify(after.value);
      return [
        `in ${state} the spec says ${event.type} is ${expected ? "accepted" : "refused"}: ${JSON.stringify(event)}`,
      ];
    });
}
