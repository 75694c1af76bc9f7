import type { AnyMachineSnapshot, EventObject } from "xstate";

/** What a guard decides on: the workflow's context, the event, and the params its transition hands it. */
export interface GuardArgs<TContext> {
  context: TContext;
  event: EventObject;
  params: unknown;
}

/** A guard's condition in words with the values it reads now: "3 of 6 polls done, 2 names still open". */
export type GuardReading<TContext> = (args: GuardArgs<TContext>) => string;

/** One workflow's guards in words, by guard name, and which round of a repeated event a choice is ("poll 3 of 6"). */
export interface WorkflowReadings {
  guards: readonly string[];
  readGuard(guard: string, snapshot: AnyMachineSnapshot, event: EventObject, params: unknown): string | undefined;
  round(snapshot: AnyMachineSnapshot, event: EventObject): string | undefined;
}

/**
 * A workflow's readings, typed by its context: the snapshot's context is read as the workflow's own, so each reading
 * names the fields it reads and a renamed field fails to compile.
 */
export function workflowReadings<TContext>(
  readings: Record<string, GuardReading<TContext>>,
  round: (context: TContext, eventType: string) => string | undefined = () => undefined,
): WorkflowReadings {
  return {
    guards: Object.keys(readings),
    readGuard: (guard, snapshot, event, params) =>
      Object.hasOwn(readings, guard) ? readings[guard]({ context: snapshot.context, event, params }) : undefined,
    round: (snapshot, event) => round(snapshot.context, event.type),
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

export const yesNo = (value: unknown) => (value ? "yes" : "no");

/** A code or status as words: "used_max" reads "used max"; nothing reads "none". */
export function codeWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  return String(value).replaceAll("_", " ");
}

/** Minor units as money: 1299 USD reads "$12.99"; without a currency, the amount alone ("12.99"). */
export function money(minor: unknown, currency?: unknown): string {
  if (typeof minor !== "number") return "none";
  const symbol = currency === "USD" ? "$" : currency === "GBP" ? "£" : "";
  return `${minor < 0 ? "-" : ""}${symbol}${(Math.abs(minor) / 100).toFixed(2)}`;
}

/** "1 name", "2 names". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
