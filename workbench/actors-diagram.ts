import type { AnyStateMachine, AnyTransitionDefinition } from "xstate";
import { missingLabel, stateName } from "./machine-model";
import { mermaidId, mermaidLines } from "./mermaid-text";

/** A child actor of the root app actor: invoked for the page's whole life, or spawned when a page needs it. */
export interface ChildActor {
  name: string;
  started: "invoked" | "spawned";
  /** For spawned children: what starts them (the description of the transition that spawns them). */
  startedWhen?: string;
}

/** A message the app actor passes on: from the child whose event it handles to the child it sends to. */
export interface ActorMessage {
  from: string;
  to: string;
  label: string;
}

export interface ActorsModel {
  root: string;
  description?: string;
  children: ChildActor[];
  messages: ActorMessage[];
}

/** Where an action sends or what it spawns, found by running its recipe against stand-ins for the real actors. */
interface Effects {
  spawned: string[];
  sentTo: string[];
  /** Events the action raises: where their own transitions send is where this one's message goes. */
  raised: string[];
}

const childMarker = Symbol("child");
type ChildRef = { [childMarker]: string };

function isChildRef(value: unknown): value is ChildRef {
  return typeof value === "object" && value !== null && childMarker in value;
}

/** A harmless stand-in for any value: every field and every call gives it back, and it reads as "" in text. */
const anything: object = new Proxy(() => anything, {
  get: (_, key) => (key === "then" ? undefined : key === Symbol.toPrimitive ? () => "" : anything),
});

/**
 * A context whose every field is the child of that name, as the app keeps its spawned children's refs; an action may
 * read a child's snapshot (the app reads the lookup's chosen period), which is a stand-in too.
 */
function standInContext(): Record<string, unknown> {
  // A field the app keeps as a list (the events held for a child not yet running) reads as an empty one.
  const child = (key: string) => ({ [childMarker]: key, getSnapshot: () => anything, *[Symbol.iterator]() {} });
  return new Proxy({}, { get: (_, key) => (typeof key === "string" ? child(key) : undefined) });
}

function typeOfEvent(event: unknown): string | undefined {
  return typeof event === "object" && event !== null && "type" in event && typeof event.type === "string"
    ? event.type
    : undefined;
}

/** An event of the given type whose payload fields are harmless stand-ins. */
function standInEvent(type: string): Record<string, unknown> {
  return new Proxy({ type }, { get: (target, key) => (key === "type" ? target.type : anything) });
}

function actionObject(machine: AnyStateMachine, action: unknown): unknown {
  if (typeof action === "string") return (machine.implementations.actions as Record<string, unknown>)[action];
  if (action && typeof action === "object" && "type" in action && typeof action.type === "string") {
    return (machine.implementations.actions as Record<string, unknown>)[action.type] ?? action;
  }
  return action;
}

// A parameterised action gets a stand-in for its params too.
function effectsOf(machine: AnyStateMachine, action: unknown, eventType: string): Effects {
  const effects: Effects = { spawned: [], sentTo: [], raised: [] };
  const implementation = actionObject(machine, action) as
    | { type?: string; to?: unknown; assignment?: unknown; collect?: unknown; event?: unknown }
    | undefined;
  if (!implementation) return effects;
  const args = {
    context: standInContext(),
    event: standInEvent(eventType),
    spawn: (_logic: unknown, options?: { systemId?: string }) => ({ [childMarker]: options?.systemId ?? "" }),
  };
  const target = (to: unknown) => (typeof to === "string" ? to : isChildRef(to) ? to[childMarker] : undefined);
  const raise = (event: unknown) => {
    const type = typeOfEvent(event);
    if (type) effects.raised.push(type);
  };
  if (implementation.type === "xstate.sendTo") {
    const to = target(implementation.to);
    if (to) effects.sentTo.push(to);
  } else if (implementation.type === "xstate.raise") {
    raise(implementation.event);
  } else if (implementation.type === "xstate.assign") {
    const assignment = implementation.assignment;
    const fields =
      typeof assignment === "function"
        ? (assignment(args, anything) as Record<string, unknown>)
        : Object.fromEntries(
            Object.entries(assignment as Record<string, (a: typeof args, params: unknown) => unknown>).map(
              ([key, fn]) => [key, fn(args, anything)],
            ),
          );
    for (const [key, value] of Object.entries(fields)) if (isChildRef(value)) effects.spawned.push(key);
  } else if (implementation.type === "xstate.enqueueActions" && typeof implementation.collect === "function") {
    const enqueue = Object.assign(() => undefined, {
      sendTo: (to: unknown) => {
        const name = target(to);
        if (name) effects.sentTo.push(name);
      },
      assign: () => undefined,
      raise,
      emit: () => undefined,
      sendParent: () => undefined,
      spawnChild: () => undefined,
      stopChild: () => undefined,
      cancel: () => undefined,
    });
    // An action may read its children: here it has none.
    const self = { getSnapshot: () => ({ children: {} }) };
    implementation.collect({ ...args, enqueue, check: () => true, self, system: undefined }, anything);
  }
  return effects;
}

/** The child named by an event's prefix (`login.account.changed` comes from login), if the app has that child. */
function sender(eventType: string, children: Set<string>): string {
  const prefix = eventType.split(".")[0] ?? "";
  return children.has(prefix) ? prefix : "page";
}

/**
 * The app actor and its children with the messages it passes between them, read from the machine itself: its
 * invokes, the children its actions spawn, and the actors its actions send to.
 */
export function actorsModel(machine: AnyStateMachine): ActorsModel {
  const root = machine.root;
  const children: ChildActor[] = root.invoke.map((invoke) => ({ name: invoke.id, started: "invoked" }));
  const transitions: AnyTransitionDefinition[] = [...root.transitions.values()].flat();
  const found = transitions.map((t) => ({
    t,
    effects: (t.actions ?? []).map((action) => effectsOf(machine, action, t.eventType)),
  }));
  for (const { t, effects } of found) {
    for (const name of effects.flatMap((e) => e.spawned)) {
      if (!children.some((child) => child.name === name)) {
        children.push({ name, started: "spawned", startedWhen: t.description ?? missingLabel });
      }
    }
  }
  const names = new Set(children.map((child) => child.name));
  // A raised event is handled by the app itself: the children its transitions send to get this message.
  const sentOnRaise = (type: string) =>
    found.filter(({ t }) => t.eventType === type).flatMap(({ effects }) => effects.flatMap((e) => e.sentTo));
  const messages = found.flatMap(({ t, effects }) =>
    [...effects.flatMap((e) => e.sentTo), ...effects.flatMap((e) => e.raised).flatMap(sentOnRaise)].map((to) => ({
      from: sender(t.eventType, names),
      to,
      label: t.description ?? missingLabel,
    })),
  );
  return { root: root.id, description: root.description, children, messages };
}

const arrowWidth = 30;

/** A Mermaid flowchart of the app actor, its children and the messages between them. */
export function actorsDiagram(model: ActorsModel): { source: string; nodes: Record<string, string> } {
  const node = (name: string) => `actor_${mermaidId(name)}`;
  const nodes: Record<string, string> = { [node(model.root)]: model.root };
  // Left to right: its groups stack down the page, so the drawing fits 1280 px at one scale (top to bottom, side by
  // side, they made it 1648 px wide).
  const lines = ["flowchart LR", `  ${node(model.root)}(["${mermaidLines(`${model.root}: the storefront`, 40)}"])`];
  // Children started together are one group; the arrow into it says what starts them. Those started on demand that
  // pass no message share one group, its arrow listing what starts each: stacked one group each, they made the drawing
  // too tall to read at 1280x800.
  const talking = new Set(model.messages.flatMap((message) => [message.from, message.to]));
  const startsTalking = new Set(
    model.children.filter((child) => talking.has(child.name)).map((child) => child.startedWhen ?? missingLabel),
  );
  const groups = new Map<string, { starts: string[]; children: ChildActor[] }>();
  for (const child of model.children) {
    const startedWhen = child.startedWhen ?? missingLabel;
    const key = child.started === "invoked" ? "" : startsTalking.has(startedWhen) ? startedWhen : "quiet";
    const group = groups.get(key) ?? { starts: [], children: [] };
    if (child.started === "spawned" && !group.starts.includes(startedWhen)) group.starts.push(startedWhen);
    group.children.push(child);
    groups.set(key, group);
  }
  [...groups.values()].forEach(({ starts, children }, index) => {
    const group = `group_${index}`;
    lines.push(
      `  subgraph ${group}["${starts.length > 0 ? "started when a page needs them" : "run for the whole visit"}"]`,
    );
    for (const child of children) {
      nodes[node(child.name)] = child.name;
      lines.push(`    ${node(child.name)}["${mermaidLines(stateName({ key: child.name }), 20)}"]`);
    }
    lines.push("  end");
    const startWords = starts.map((start) => mermaidLines(start, arrowWidth)).join("<br/>");
    if (starts.length > 0) lines.push(`  ${node(model.root)} -.->|"${startWords}"| ${group}`);
    else lines.push(`  ${node(model.root)} --> ${group}`);
  });
  if (model.messages.some((message) => message.from === "page")) {
    lines.push(`  ${node("page")}[/"the page (visitor)"/]`);
  }
  // Messages between the same two actors are one arrow listing them, rather than parallel arrows.
  const byPair = new Map<string, ActorMessage[]>();
  for (const message of model.messages) {
    const pair = `${message.from} ${message.to}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), message]);
  }
  for (const messages of byPair.values()) {
    const words = messages.map((message) => mermaidLines(message.label, arrowWidth)).join("<br/>");
    lines.push(`  ${node(messages[0].from)} ==>|"${words}"| ${node(messages[0].to)}`);
  }
  return { source: lines.join("\n"), nodes };
}
