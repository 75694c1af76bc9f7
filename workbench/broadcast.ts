import { type AnyMachineSnapshot, type InspectionEvent, isMachineSnapshot } from "xstate";
import { jsonSafe } from "./json-safe";
import { activeStateIds } from "./live-state";
import {
  type ActorInfo,
  type EventMessage,
  keptEvents,
  type SnapshotMessage,
  type StatechartsMessage,
  type StorefrontMessage,
  statechartsChannelName,
} from "./protocol";

/** Where the storefront tab is: each message says which page it came from. */
interface TabLocation {
  pathname: string;
  search: string;
}

/** The part of a BroadcastChannel the feed uses. */
interface Channel {
  postMessage(message: StorefrontMessage): void;
  addEventListener(type: "message", listener: (event: MessageEvent<StatechartsMessage>) => void): void;
}

export interface BroadcastOptions {
  channel: Channel;
  location: TabLocation;
  tab: string;
  now: () => number;
}

/** The event XState gives an actor it stops (it exports no name for it). */
const stopEventType = "xstate.stop";

/** Events are recorded to be replayed (workbench/recording/): a lookup answer's price lists lie ten levels deep. */
const eventDepth = 16;

type InspectedActor = InspectionEvent["actorRef"] & { id?: unknown; systemId?: unknown };

function actorInfo(actorRef: InspectedActor, snapshot: AnyMachineSnapshot): ActorInfo {
  const name = typeof actorRef.systemId === "string" ? actorRef.systemId : snapshot.machine.id;
  return { key: actorRef.sessionId, name, machine: snapshot.machine.id };
}

/**
 * An inspection observer for the app's actor system (the `inspect` option of `createActor`) that posts every state
 * machine actor's snapshots and the events it took to the statechart viewer, and answers a viewer's hello with the latest
 * events and current snapshots. Promise and callback actors are left out: the machine that invoked them shows their results.
 */
export function statechartsBroadcast({ channel, location, tab, now }: BroadcastOptions) {
  const latest = new Map<string, SnapshotMessage>();
  const recentEvents: EventMessage[] = [];
  let seq = 0;
  const page = () => `${location.pathname}${location.search}`;

  channel.addEventListener("message", (event: MessageEvent<StatechartsMessage>) => {
    if (event.data?.kind !== "hello") return;
    for (const message of recentEvents) channel.postMessage(message);
    for (const message of latest.values()) channel.postMessage({ ...message, page: page() });
  });

  // An actor's every step ends in a snapshot inspection that names the event it took (also its start, with
  // xstate.init): the event goes out with the state it led to, then the snapshot. An event merely sent
  // (`@xstate.event`) may not be taken yet, or ever: a stopped actor drops it.
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== "@xstate.snapshot") return;
    const snapshot = inspection.snapshot;
    if (!isMachineSnapshot(snapshot)) return;
    const actor = actorInfo(inspection.actorRef, snapshot);
    const { type, ...payload } = inspection.event;
    // Stopping is the actor's end, not a step of its workflow: its last snapshot says so.
    if (type !== stopEventType) {
      const event: EventMessage = {
        kind: "event",
        seq: seq++,
        tab,
        page: page(),
        actor,
        at: now(),
        type,
        payload: jsonSafe(payload, eventDepth),
        value: jsonSafe(snapshot.value),
      };
      recentEvents.push(event);
      if (recentEvents.length > keptEvents) recentEvents.shift();
      channel.postMessage(event);
    }
    const current: SnapshotMessage = {
      kind: "snapshot",
      tab,
      page: page(),
      actor,
      activeStateIds: activeStateIds(snapshot.machine.root, snapshot.value),
      context: jsonSafe(snapshot.context),
    };
    latest.set(actor.key, current);
    channel.postMessage(current);
  };

  const bye = () => channel.postMessage({ kind: "bye", tab, page: page() });
  return { inspect, bye };
}

/** The inspection observer main.tsx gives the app actor when the runtime configuration enables the viewer. */
export function broadcastToStatechartsViewer(): (inspection: InspectionEvent) => void {
  const { inspect, bye } = statechartsBroadcast({
    channel: new BroadcastChannel(statechartsChannelName),
    location: window.location,
    tab: crypto.randomUUID(),
    now: Date.now,
  });
  window.addEventListener("pagehide", bye);
  return inspect;
}
