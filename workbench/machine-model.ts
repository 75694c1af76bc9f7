import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** A statechart as product owners read it: states with descriptions, and labelled transitions. */
export interface ChartTransition {
  /** What the visitor or the system does: an event, "after pollDelay (2500 ms)", "done: lookupRequest", "always". */
  trigger: string;
  /** The event type as the machine receives it (`lookup.submit`, `xstate.done.actor.lookupRequest`); "" for always. */
  eventType: string;
  guard?: string;
  /** The business phrase drawn on the arrow: the transition's `description`, with its condition and delay. */
  description?: string;
  /** Ids of the target states; empty when the transition only runs actions. */
  targets: string[];
  actions: string[];
}

export interface ChartState {
  id: string;
  key: string;
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  description?: string;
  /** What the state does while its actors run (`meta.activity`), e.g. "checking availability". */
  activity?: string;
  /** Children the diagrams draw together as one box (`meta.diagramGroups`): group key -> description, child keys. */
  diagramGroups?: Record<string, { description: string; states: string[] }>;
  /** The initial child's id, for compound states. */
  initial?: string;
  invokes: string[];
  transitions: ChartTransition[];
  children: ChartState[];
}

export interface ChartModel {
  name: string;
  description?: string;
  root: ChartState;
}

type Named = { type?: unknown; name?: unknown; params?: unknown };

/** A guard or action as written in `setup()`: its name, or its combinator with names inside. */
function nameOf(item: unknown): string {
  if (typeof item === "string") return item;
  if (typeof item === "function") {
    const fn = item as { name?: string; guards?: unknown[]; check?: unknown };
    const inner = (fn as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) return `${fn.name || "combined"}(${inner.map(nameOf).join(", ")})`;
    return fn.name && !fn.name.startsWith("bound ") ? fn.name : "inline";
  }
  if (item && typeof item === "object") {
    const named = item as Named;
    if (typeof named.type === "string") return named.type;
  }
  return "inline";
}

function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === "number") return `after ${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof value === "number" ? `after ${String(delay)} (${value} ms)` : `after ${String(delay)}`;
}

function triggerOf(machine: AnyStateMachine, node: AnyStateNode, transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType ?? "");
  if (!type) return "always";
  if (type.startsWith("xstate.after.")) {
    const delayed = node.after.find((d) => d.eventType === type);
    return delayLabel(machine, delayed?.delay ?? type.split(".")[2]);
  }
  if (type.startsWith("xstate.done.actor.")) return `done: ${type.slice("xstate.done.actor.".length)}`;
  if (type.startsWith("xstate.error.actor.")) return `error: ${type.slice("xstate.error.actor.".length)}`;
  if (type.startsWith("xstate.done.state.")) return "done";
  return type;
}

function describeTransition(machine: AnyStateMachine, node: AnyStateNode, t: AnyTransitionDefinition): ChartTransition {
  return {
    trigger: triggerOf(machine, node, t),
    eventType: String(t.eventType ?? ""),
    guard: t.guard ? nameOf(t.guard) : undefined,
    description: t.description?.trim() || undefined,
    targets: (t.target ?? []).map((target) => target.id),
    actions: (t.actions ?? []).map(nameOf),
  };
}

function activityOf(meta: unknown): string | undefined {
  const activity: unknown = meta && typeof meta === "object" ? (meta as { activity?: unknown }).activity : undefined;
  return typeof activity === "string" && activity.trim() ? activity.trim() : undefined;
}

function diagramGroupsOf(meta: unknown): ChartState["diagramGroups"] {
  const groups: unknown =
    meta && typeof meta === "object" ? (meta as { diagramGroups?: unknown }).diagramGroups : undefined;
  return groups && typeof groups === "object" ? (groups as ChartState["diagramGroups"]) : undefined;
}

function describeState(machine: AnyStateMachine, node: AnyStateNode): ChartState {
  const transitions: ChartTransition[] = [];
  for (const candidates of node.transitions.values()) {
    for (const t of candidates) transitions.push(describeTransition(machine, node, t));
  }
  for (const t of node.always ?? []) transitions.push(describeTransition(machine, node, t));
  const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
    describeState(machine, child),
  );
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    description: node.description,
    activity: activityOf(node.meta),
    diagramGroups: diagramGroupsOf(node.meta),
    initial: node.type === "compound" ? node.initial?.target?.[0]?.id : undefined,
    invokes: node.invoke.map((invoke) => (typeof invoke.src === "string" ? invoke.src : invoke.id)),
    transitions,
    children,
  };
}

/** The chart of a machine, as the diagrams show it. */
export function chartModel(name: string, machine: AnyStateMachine): ChartModel {
  return { name, description: machine.root.description, root: describeState(machine, machine.root) };
}

/** Every state of a chart, depth first, the root included. */
export function allStates(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(allStates)];
}

/** What a diagram prints where a machine has not given a business phrase yet: visibly missing, never a code word. */
export const missingLabel = "(no label)";

/** The words on a transition's arrow. */
export function transitionLabel(t: ChartTransition): string {
  return t.description ?? missingLabel;
}

/** A state's name as words: `completingCardPayment` reads "completing card payment". */
export function stateName(state: Pick<ChartState, "key">): string {
  return state.key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}
