import type { Json, StorefrontMessage } from "../protocol";
import { anonymise, personalTexts } from "./anonymise";
import { type PathFile, pathFileVersion } from "./path-file";

interface ActorRecording {
  name: string;
  machine: string;
  input: Json;
  /** The tab's count of the last event kept: a tab resends its latest events to every new viewer. */
  lastSeq: number;
  /** Each event's type and payload, and the state value after it. */
  steps: { type: string; payload: Record<string, Json>; state: Json }[];
}

/**
 * Every event of every actor the live viewer has seen start, by tab and actor, with the state value after each. Kept
 * in the viewer's memory only and never sent anywhere; `recordingOf` makes the path file "Export recording" downloads.
 */
export interface Recordings {
  /** When the viewer opened (epoch ms): an actor that started before then is not recorded, its first steps are unknown. */
  since: number;
  actors: Record<string, ActorRecording>;
}

export const startRecording = (since: number): Recordings => ({ since, actors: {} });

const fieldsOf = (payload: Json): Record<string, Json> =>
  payload !== null && typeof payload === "object" && !Array.isArray(payload) ? payload : {};

/** The recordings after a message from a storefront tab. */
export function recordMessage(recordings: Recordings, message: StorefrontMessage): Recordings {
  // An event message carries the state it led to; snapshots add nothing a recording keeps.
  if (message.kind !== "event") return recordings;
  const key = `${message.tab} ${message.actor.key}`;
  const actor = recordings.actors[key];
  const withActor = (changed: ActorRecording) => ({ ...recordings, actors: { ...recordings.actors, [key]: changed } });
  if (message.type === "xstate.init") {
    if (message.at < recordings.since || actor) return recordings;
    const { name, machine } = message.actor;
    const input = fieldsOf(message.payload).input ?? null;
    return withActor({ name, machine, input, lastSeq: message.seq, steps: [] });
  }
  if (!actor || message.seq <= actor.lastSeq) return recordings;
  const step = { type: message.type, payload: fieldsOf(message.payload), state: message.value };
  return withActor({ ...actor, lastSeq: message.seq, steps: [...actor.steps, step] });
}

/**
 * The path file of every recorded actor, in the order they started, personal data replaced (`anonymise`); none when
 * nothing was recorded. Every tab's: a visit that loads a new page (checkout) goes on in a new tab of the feed. What
 * the forms held is looked for in every actor's events: a name given at checkout may have been searched for before.
 */
export function recordingOf(recordings: Recordings): PathFile | undefined {
  const recorded = Object.values(recordings.actors).filter((actor) => actor.steps.length > 0);
  const personal = personalTexts(recorded.flatMap((actor) => [actor.input, ...actor.steps.map((s) => s.payload)]));
  const actors = recorded.map(({ name, machine, input, steps }) => ({
    name,
    machine,
    ...(input === null ? {} : { input: anonymise(input, personal) }),
    steps: steps.map(({ type, payload, state }) => ({
      event: { ...fieldsOf(anonymise(payload, personal)), type },
      state,
    })),
  }));
  return actors.length > 0 ? { version: pathFileVersion, actors } : undefined;
}
