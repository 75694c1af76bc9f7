import { type ActorInfo, type Json, keptEvents, type StorefrontMessage } from "./protocol";

export interface LiveActor extends ActorInfo {
  activeStateIds: string[];
  context: Json;
}

export interface LoggedEvent {
  /** The tab's count of the event: unique within its log. */
  seq: number;
  at: number;
  actor: string;
  /** The actor's workflow, whose arrows name the event in business words. */
  machine: string;
  type: string;
  payload: Json;
}

export interface TabState {
  page: string;
  /** Running actors by key, in the order they were first seen. */
  actors: Record<string, LiveActor>;
  /** Newest first, at most `keptEvents`. */
  events: LoggedEvent[];
  /** The key of the actor whose states or context changed last: the one the viewer shows until one is chosen. */
  lastChanged?: string;
}

/** What the viewer knows of every storefront tab, and which tab it shows: the one that spoke last. */
export interface ViewerState {
  tabs: Record<string, TabState>;
  followed?: string;
}

export const noTabs: ViewerState = { tabs: {} };

function updatedTab(tab: TabState, message: StorefrontMessage): TabState {
  if (message.kind === "snapshot") {
    const { actor, activeStateIds, context } = message;
    const before = tab.actors[actor.key];
    // A tab answers a new viewer with every actor's snapshot: only a real change makes an actor the last changed.
    const changed =
      JSON.stringify([before?.activeStateIds, before?.context]) !== JSON.stringify([activeStateIds, context]);
    return {
      ...tab,
      page: message.page,
      actors: { ...tab.actors, [actor.key]: { ...actor, activeStateIds, context } },
      lastChanged: changed ? actor.key : tab.lastChanged,
    };
  }
  // A tab replays its latest events to every new viewer; those already logged are skipped.
  if (message.kind === "event" && message.seq > (tab.events[0]?.seq ?? -1)) {
    const { seq, at, actor, type, payload } = message;
    const logged = { seq, at, actor: actor.name, machine: actor.machine, type, payload };
    return { ...tab, page: message.page, events: [logged, ...tab.events].slice(0, keptEvents) };
  }
  return tab;
}

/** The viewer's state after a message from a storefront tab. */
export function applyMessage(state: ViewerState, message: StorefrontMessage): ViewerState {
  if (message.kind === "bye") {
    const { [message.tab]: _closed, ...tabs } = state.tabs;
    const followed = state.followed === message.tab ? Object.keys(tabs).at(-1) : state.followed;
    return { tabs, followed };
  }
  const tab = state.tabs[message.tab] ?? { page: message.page, actors: {}, events: [] };
  // Re-inserting the tab keeps `tabs` ordered by last activity, so a closed tab hands over to the last active one.
  const { [message.tab]: _previous, ...others } = state.tabs;
  return { tabs: { ...others, [message.tab]: updatedTab(tab, message) }, followed: message.tab };
}

/** The actors of a tab as the viewer lists them: the root app first, then by name. */
export function actorsInOrder(tab: TabState): LiveActor[] {
  return Object.values(tab.actors).sort(
    (a, b) => Number(b.machine === "app") - Number(a.machine === "app") || a.name.localeCompare(b.name),
  );
}
