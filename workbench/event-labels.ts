import { allStates, type ChartModel, type ChartState, missingLabel, stateName } from "./machine-model";

const doneActor = "xstate.done.actor.";
const errorActor = "xstate.error.actor.";

/** The phrase most arrows of an event carry (the shortest on a tie): "visitor searched", not each guarded variant. */
function commonest(phrases: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const phrase of phrases) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.length - b.length)[0]?.[0];
}

/** An answer is named by what its state was doing: "answer to checking availability", "checking availability failed". */
function answerLabel(type: string, states: ChartState[]): string | undefined {
  const activity = states.map((state) => state.activity).find((text) => text !== undefined);
  if (!activity) return undefined;
  return type.startsWith(doneActor) ? `answer to ${activity}` : `${activity} failed`;
}

/**
 * Every event of a workflow in business words, as its diagrams' arrows name it, for the workbench and the live viewer:
 * a product owner reads "visitor searched" and "answer to checking availability", never `lookup.submit` or
 * `xstate.done.actor.lookupRequest`. An event no arrow names shows as "(no label)" with its type, as the diagrams do.
 */
export function eventLabeller(model: ChartModel): (type: string) => string {
  const byType = new Map<string, { phrases: string[]; states: ChartState[] }>();
  for (const state of allStates(model.root)) {
    for (const transition of state.transitions) {
      const entry = byType.get(transition.eventType) ?? { phrases: [], states: [] };
      if (transition.description) entry.phrases.push(transition.description);
      entry.states.push(state);
      byType.set(transition.eventType, entry);
    }
  }
  const labels = new Map<string, string>();
  for (const [type, { phrases, states }] of byType) {
    const isAnswer = type.startsWith(doneActor) || type.startsWith(errorActor);
    const label = (isAnswer ? answerLabel(type, states) : undefined) ?? commonest(phrases);
    if (label) labels.set(type, label);
  }
  return (type) => labels.get(type) ?? unhandledLabel(type);
}

/** An event no arrow takes: a workflow it started that finished or failed on its own ("session finished"), or else. */
function unhandledLabel(type: string): string {
  if (type === "xstate.init") return "workflow started";
  if (type.startsWith(doneActor)) return `${stateName({ key: type.slice(doneActor.length) })} finished`;
  if (type.startsWith(errorActor)) return `${stateName({ key: type.slice(errorActor.length) })} failed`;
  return `${missingLabel} ${type}`;
}
