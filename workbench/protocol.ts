/**
 * Messages between the storefront (workbench/broadcast.ts) and the statechart viewer (/statecharts), sent over a
 * BroadcastChannel so a viewer in one tab follows the storefront in another tab of the same browser.
 */
export const statechartsChannelName = "storefront-statecharts";

/** How many of its latest events a tab replays to a new viewer, and how many the viewer lists. */
export const keptEvents = 50;

/** A value that survives `postMessage` and `JSON.stringify` unchanged. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One running state-machine actor of a storefront tab. */
export interface ActorInfo {
  /** Unique within its tab (XState's session id). */
  key: string;
  /** What people call it: its system id ("lookup"), else its machine's id ("reviews"). */
  name: string;
  /** The machine's id, which names its diagrams in docs/statecharts/diagrams.json. */
  machine: string;
}

interface FromTab {
  /** Which storefront tab sent it (random per page load). */
  tab: string;
  /** The tab's path and query, so the viewer can say what it follows. */
  page: string;
}

/** An actor's current snapshot: sent on every change, and for every actor in answer to a hello. */
export interface SnapshotMessage extends FromTab {
  kind: "snapshot";
  actor: ActorInfo;
  /** Ids of the active state nodes, as in the diagrams' `data-state-id` attributes. */
  activeStateIds: string[];
  context: Json;
}

/**
 * An event an actor took, secrets redacted, with the state it led to. Sent once the actor has taken it: one message,
 * so a viewer never holds an event without its outcome (a recording exported between two messages would).
 */
export interface EventMessage extends FromTab {
  kind: "event";
  /** Counts the tab's events from 0, so a viewer skips those it has when the tab replays its latest ones. */
  seq: number;
  actor: ActorInfo;
  /** Epoch milliseconds. */
  at: number;
  type: string;
  payload: Json;
  /** The state value the event led to, as a recording keeps it (workbench/recording/). */
  value: Json;
}

/** A storefront tab is going away. */
export interface ByeMessage extends FromTab {
  kind: "bye";
}

/** A viewer opened: every storefront tab answers with its latest events and the snapshots of all its actors. */
export interface HelloMessage {
  kind: "hello";
}

export type StorefrontMessage = SnapshotMessage | EventMessage | ByeMessage;
export type StatechartsMessage = StorefrontMessage | HelloMessage;
