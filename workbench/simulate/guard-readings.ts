import type { AnyMachineSnapshot, AnyTransitionDefinition, EventObject } from "xstate";
import { basketLifecycleReadings, basketReadings } from "./readings/basket";
import { checkoutReadings } from "./readings/checkout";
import { lookupReadings } from "./readings/lookup";
import {
  appReadings,
  knowledgeBaseReadings,
  loginReadings,
  orderReadings,
  sessionReadings,
  siteReadings,
} from "./readings/others";
import type { WorkflowReadings } from "./readings/reading";

/**
 * Every workflow's guards in words, by machine id: the one place "Why this arrow" and the rounds of repeated events
 * ("poll 3 of 6") take their words from. A test keeps every guarded arrow of every workflow covered.
 */
export const readingsByWorkflow: Record<string, WorkflowReadings> = {
  app: appReadings,
  basket: basketReadings,
  basketLifecycle: basketLifecycleReadings,
  checkout: checkoutReadings,
  knowledgeBase: knowledgeBaseReadings,
  login: loginReadings,
  lookup: lookupReadings,
  order: orderReadings,
  session: sessionReadings,
  site: siteReadings,
};

/** The guards an arrow checks, each with the params its transition computes: a name, a `{ type, params }`, or
 * `and([...])` / `or([...])` of them. */
export function guardsOf(guard: unknown): { name: string; params?: unknown }[] {
  if (typeof guard === "string") return [{ name: guard }];
  if (typeof guard === "function") {
    const inner: unknown = Object.getOwnPropertyDescriptor(guard, "guards")?.value;
    return Array.isArray(inner) ? inner.flatMap(guardsOf) : [];
  }
  if (guard !== null && typeof guard === "object") {
    const name: unknown = Object.getOwnPropertyDescriptor(guard, "type")?.value;
    const params: unknown = Object.getOwnPropertyDescriptor(guard, "params")?.value;
    return typeof name === "string" ? [{ name, params }] : [];
  }
  return [];
}

/** The params a guard sees for this event, as XState computes them; undefined when the event lacks what they read. */
function paramsFor(params: unknown, snapshot: AnyMachineSnapshot, event: EventObject): unknown {
  if (typeof params !== "function") return params;
  try {
    return params({ context: snapshot.context, event });
  } catch {
    return undefined;
  }
}

/**
 * An arrow's condition in words with the values that decide it now ("6 of 6 polls done, 2 names still open");
 * undefined for an arrow without a condition.
 */
export function guardReading(
  workflow: string,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  transition: AnyTransitionDefinition,
): string | undefined {
  const readings = readingsByWorkflow[workflow];
  const uses = guardsOf(transition.guard);
  if (!readings || uses.length === 0) return undefined;
  const words = uses.flatMap(({ name, params }) => {
    try {
      return readings.readGuard(name, snapshot, event, paramsFor(params, snapshot, event)) ?? [];
    } catch {
      return [];
    }
  });
  return [...new Set(words)].join("; ") || undefined;
}

/** Which round of a repeated event a choice is ("poll 3 of 6"), or undefined for an event that does not repeat. */
export function roundOf(workflow: string, snapshot: AnyMachineSnapshot, event: EventObject): string | undefined {
  return readingsByWorkflow[workflow]?.round(snapshot, event);
}

/** The words for a value telling a choice from others of its event ("card declined"), when the workflow has them. */
export function choiceDataWords(workflow: string, field: string, value: unknown): string | undefined {
  return readingsByWorkflow[workflow]?.data(field, value);
}
