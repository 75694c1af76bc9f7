import type { AnyStateMachine, EventFromLogic, MachineImplementationsFrom, OutputFrom, SnapshotFrom } from "xstate";
import { activeInvokes, type ModelEventOf, type ModelOracle } from "./model-paths";

/**
 * Exhaustively typed model fixtures for any machine (the login, order and session models use it): one entry per
 * visitor event type and per actor the machine's `setup()` declares, so a new event or actor does not compile until
 * it has fixtures, and every actor output is typed as the actor declares it.
 */

type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<MachineImplementationsFrom<TMachine>["actors"]>;
type ActorNameOf<TMachine extends AnyStateMachine> = keyof ActorsOf<TMachine> & string;

/** What an invoke of `TName` reports: its output, typed as the actor declares it, or a failure. */
export type ActorResult<TMachine extends AnyStateMachine, TName extends ActorNameOf<TMachine>> =
  | { type: `xstate.done.actor.${string}`; output: OutputFrom<NonNullable<ActorsOf<TMachine>[TName]>> }
  | { type: `xstate.error.actor.${string}`; error: unknown };

type VisitorEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;

export interface MachineFixtures<TMachine extends AnyStateMachine> {
  /** Sent in every state (the graph keeps those the state accepts). */
  visitor: {
    [K in VisitorEvent<TMachine>["type"]]: (
      snapshot: SnapshotFrom<TMachine>,
    ) => Extract<VisitorEvent<TMachine>, { type: K }>[];
  };
  /** Sent while one of the actor's invokes is active, under that invoke's id. */
  actors: {
    [K in ActorNameOf<TMachine>]: (snapshot: SnapshotFrom<TMachine>, invokeId: string) => ActorResult<TMachine, K>[];
  };
}

/** The model's `events`: every visitor event, and the results of the invokes active in the snapshot. */
export function fixtureEvents<TMachine extends AnyStateMachine>(
  name: string,
  fixtures: MachineFixtures<TMachine>,
): (snapshot: SnapshotFrom<TMachine>) => ModelEventOf<TMachine>[] {
  const isActor = (src: string): src is ActorNameOf<TMachine> => Object.hasOwn(fixtures.actors, src);
  return (snapshot) => {
    const visitorEvents: ((s: SnapshotFrom<TMachine>) => ModelEventOf<TMachine>[])[] = Object.values(fixtures.visitor);
    const events = visitorEvents.flatMap((eventsIn) => eventsIn(snapshot));
    for (const { id, src } of activeInvokes(snapshot)) {
      if (!isActor(src)) throw new Error(`The ${name} model has no fixture for the actor "${src}" (invoke ${id}).`);
      events.push(...fixtures.actors[src](snapshot, id));
    }
    return events;
  };
}

/** One oracle made of several (the spec's oracle and a check of what the views read): every finding of each. */
export function allOracles<TMachine extends AnyStateMachine>(
  ...oracles: ModelOracle<TMachine>[]
): ModelOracle<TMachine> {
  return () => {
    const checkers = oracles.map((oracle) => oracle());
    return (step) => checkers.flatMap((check) => check(step));
  };
}
