import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  getNextTransitions,
  initialTransition,
  transition,
} from "xstate";
import { eventsIn, type ModelOptions } from "../../tests/machines/support/model-paths";
import { missingLabel } from "../machine-model";

/** A workflow the workbench can step: its machine, its input and the typed events its model paths send. */
export type SimulationModel = ModelOptions<AnyStateMachine>;

/** What the visitor does, what an invoked actor answers, or a timer firing. */
export type ChoiceKind = "visitor" | "answer" | "timer";

/** How one arrow of the event fared: taken, its condition did not hold, or not looked at since another was taken. */
export interface ArrowVerdict {
  label: string;
  verdict: "taken" | "condition not met" | "not checked";
}

/** One event the workflow accepts now, named by the arrow it takes, with the fate of every arrow of that event. */
export interface Choice {
  event: EventObject;
  kind: ChoiceKind;
  /** The business words of the arrows it takes ("answer arrived, more to check"). */
  label: string;
  /** Ids of the states the arrows lead to; empty when the workflow stays where it is. */
  targets: string[];
  why: ArrowVerdict[];
}

function kindOf(type: string): ChoiceKind {
  if (type.startsWith("xstate.after.")) return "timer";
  return type.startsWith("xstate.") ? "answer" : "visitor";
}

const labelOf = (t: AnyTransitionDefinition) => t.description?.trim() || missingLabel;

function isWithin(id: string, ancestor: string): boolean {
  return id.startsWith(`${ancestor}.`);
}

/**
 * Why each arrow of an event was or was not taken, as XState chooses (deepest state first, then each state's arrows in
 * order, the first whose condition holds): arrows before the taken one in the same state had a condition that did not
 * hold; arrows after it, or in a state around the one whose arrow was taken, were not checked.
 */
export function arrowVerdicts(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject) {
  const candidates = getNextTransitions(snapshot).filter((t) => t.eventType === event.type);
  const taken = machine.getTransitionData(snapshot, event);
  return candidates.map((candidate): ArrowVerdict => {
    const label = labelOf(candidate);
    if (taken.includes(candidate)) return { label, verdict: "taken" };
    const sameState = taken.find((t) => t.source === candidate.source);
    if (sameState) {
      const before = candidate.source.transitions.get(event.type) ?? [];
      const checked = before.indexOf(candidate) < before.indexOf(sameState);
      return { label, verdict: checked ? "condition not met" : "not checked" };
    }
    const inner = taken.some((t) => isWithin(t.source.id, candidate.source.id));
    return { label, verdict: inner ? "not checked" : "condition not met" };
  });
}

/** Whether the snapshot takes the event: a guard reading a payload field the event lacks counts as no. */
function accepts(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return false;
  }
}

/** The workflow's first snapshot, as the model paths start it (no actor runs: answers come from the choices). */
export function startSimulation(model: SimulationModel): AnyMachineSnapshot {
  return initialTransition(model.machine, model.input)[0];
}

/** The snapshot after an event. */
export function simulateStep(model: SimulationModel, snapshot: AnyMachineSnapshot, event: EventObject) {
  return transition(model.machine, snapshot, event)[0];
}

/**
 * Every event the model's fixtures offer that the snapshot accepts (`snapshot.can`), each once per different outcome
 * (the same arrows to the same state): the buttons of simulate mode.
 */
export function simulationChoices(model: SimulationModel, snapshot: AnyMachineSnapshot): Choice[] {
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const event of eventsIn(model)(snapshot)) {
    if (!accepts(snapshot, event)) continue;
    const taken = model.machine.getTransitionData(snapshot, event);
    const label = taken.map(labelOf).join("; ");
    const targets = taken.flatMap((t) => (t.target ?? []).map((target) => target.id));
    const outcome = JSON.stringify([label, simulateStep(model, snapshot, event).value]);
    if (seen.has(outcome)) continue;
    seen.add(outcome);
    choices.push({
      event,
      kind: kindOf(event.type),
      label,
      targets,
      why: arrowVerdicts(model.machine, snapshot, event),
    });
  }
  return choices;
}
