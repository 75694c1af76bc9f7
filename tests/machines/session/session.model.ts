import { sessionMachine } from "../../../machines/session/session.machine";
import { fixtureEvents, type MachineFixtures } from "../support/machine-fixtures";
import type { ModelOptions } from "../support/model-paths";
import { sessionOracle } from "./session.oracle";

type SessionMachine = typeof sessionMachine;

/**
 * The session check's model: the answers of its calls (the machine takes no visitor events), checked by the session
 * oracle after every step. Shared by `session.test.ts` and `session-mutants.test.ts`.
 */
export const sessionFixtures: MachineFixtures<SessionMachine> = {
  visitor: {},
  actors: {
    checkSession: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: { exists: true, valid: true } },
      { type: `xstate.done.actor.${id}`, output: { exists: false, valid: false } },
      // A session that exists but has not passed bot detection is no valid session.
      { type: `xstate.done.actor.${id}`, output: { exists: true, valid: false } },
      { type: `xstate.error.actor.${id}`, error: new Error("offline") },
    ],
    loadInitFrame: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: undefined },
      { type: `xstate.error.actor.${id}`, error: new Error("frame did not load") },
    ],
  },
};

/** The session model of `machine` (the real one, or a mutant of it), checked by the session oracle. */
export function sessionModel(machine: SessionMachine = sessionMachine): ModelOptions<SessionMachine> {
  return {
    name: "session",
    machine,
    input: { onSearchResultsPage: false },
    events: fixtureEvents("session", sessionFixtures),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.lastCheck]),
    oracle: sessionOracle,
  };
}
