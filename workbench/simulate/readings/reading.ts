import type { AnyMachineSnapshot, EventObject } from "xstate";

/** What a guard decides on: the workflow's context, the event, and the params its transition hands it. */
export interface GuardArgs<TContext> {
  context: TContext;
  event: EventObject;
  params: unknown;
}

/** A guard's condition in words with the values it reads now: "3 of 6 polls done, 2 names still open". */
export type GuardReading<TContext> = (args: GuardArgs<TContext>) => string;

/**
 * One workflow's guards in words, by guard name; which round of a repeated event a choice is ("poll 3 of 6"); and the
 * words for a value that tells two choices apart ("card declined" for a payment's `code: "declined"`).
 */
export interface WorkflowReadings {
  guards: readonly string[];
  readGuard(guard: string, snapshot: AnyMachineSnapshot, event: EventObject, params: unknown): string | undefined;
  round(snapshot: AnyMachineSnapshot, event: EventObject): string | undefined;
  data(field: string, value: unknown): string | undefined;
}

interface ChoiceWords<TContext> {
  round?: (context: TContext, eventType: string) => string | undefined;
  /** Words for the field (its path, "error.code") and value telling a choice from others of its event. */
  data?: (field: string, value: unknown) => string | undefined;
}

/**
 * A workflow's readings, typed by its context: the snapshot's context is read as the workflow's own, so each reading
 * names the fields it reads and a renamed field fails to compile.
 */
export function workflowReadings<TContext>(
  readings: Record<string, GuardReading<TContext>>,
  { round = () => undefined, data = () => undefined }: ChoiceWords<TContext> = {},
): WorkflowReadings {
  return {
    guards: Object.keys(readings),
    readGuard: (guard, snapshot, event, params) =>
      Object.hasOwn(readings, guard) ? readings[guard]({ context: snapshot.context, event, params }) : undefined,
    round: (snapshot, event) => round(snapshot.context, event.type),
    data,
  };
}

/** A field of an answer or event the guard reads, or undefined when it has none. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = Object.getOwnPropertyDescriptor(current, key)?.value;
  }
  return current;
}
