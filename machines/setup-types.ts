import type { EventObject, StateNodeConfig, TransitionConfig } from "xstate";

/** What a machine's `setup()` answers, as far as the types below read it. */
interface MachineSetup {
  createStateConfig: (config: never) => unknown;
}

/** A state of the machine `TSetup` makes, typed as its `setup()` declares context, events, actors, actions and tags. */
export type StateConfigOf<TSetup extends MachineSetup> = Parameters<TSetup["createStateConfig"]>[0];

/**
 * A transition of the machine `TSetup` makes, taken on `TEvent` (a visitor event, or an actor's answer or failure):
 * the type of a transition builder, so a wrong guard, action or event field does not compile outside the machine.
 */
export type TransitionOf<TSetup extends MachineSetup, TEvent extends EventObject> =
  StateConfigOf<TSetup> extends StateNodeConfig<
    infer TContext,
    infer TMachineEvent,
    infer TActor,
    infer TAction,
    infer TGuard,
    infer TDelay,
    infer _TTag,
    infer _TOutput,
    infer TEmitted,
    infer _TStateMeta,
    infer TTransitionMeta
  >
    ? TransitionConfig<TContext, TEvent, TMachineEvent, TActor, TAction, TGuard, TDelay, TEmitted, TTransitionMeta>
    : never;
