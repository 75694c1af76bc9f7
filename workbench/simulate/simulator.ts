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
import { fieldWords } from "../value-words";
import { choiceDataWords, guardReading, roundOf } from "./guard-readings";

/** A workflow the workbench can step: its machine, its input and the typed events its model paths send. */
export type SimulationModel = ModelOptions<AnyStateMachine>;

/** What the visitor does, what an invoked actor answers, or a timer firing. */
export type ChoiceKind = "visitor" | "answer" | "timer";

/** How one arrow of the event fared: taken, its condition did not hold, or not looked at since another was taken. */
export interface ArrowVerdict {
  label: string;
  verdict: "taken" | "condition not met" | "not checked";
  /** A checked condition in words with the values that decided it: "3 of 6 polls done, 2 names still open". */
  reading?: string;
}

/** One event the workflow accepts now, named by the arrow it takes, with the fate of every arrow of that event. */
export interface Choice {
  event: EventObject;
  kind: ChoiceKind;
  /**
   * The business words of the arrows it takes ("answer arrived, more to check"), with the round of an event that
   * repeats ("after 2.5 s: poll 3 of 6") and the event's own data when another choice takes the same arrows with other
   * data ("checkout opened with a basket: voucher SAVE10").
   */
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
  const verdictOf = (candidate: AnyTransitionDefinition): ArrowVerdict["verdict"] => {
    if (taken.includes(candidate)) return "taken";
    const sameState = taken.find((t) => t.source === candidate.source);
    if (sameState) {
      const before = candidate.source.transitions.get(event.type) ?? [];
      return before.indexOf(candidate) < before.indexOf(sameState) ? "condition not met" : "not checked";
    }
    return taken.some((t) => isWithin(t.source.id, candidate.source.id)) ? "not checked" : "condition not met";
  };
  return candidates.map((candidate): ArrowVerdict => {
    const verdict = verdictOf(candidate);
    const reading = verdict === "not checked" ? undefined : guardReading(machine.id, snapshot, event, candidate);
    return { label: labelOf(candidate), verdict, ...(reading === undefined ? {} : { reading }) };
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

type Scalar = string | number | boolean | null | undefined;

/** Fields naming a record (basket, payment, customer ids) say nothing about what happens. */
const isIdKey = (key: string) => /(^id|Id|_id|uuid)$/.test(key);

/** A value a button can say: a short text (a saved basket's JSON is not one), a number, a yes or no, or nothing. */
const isSayable = (value: unknown) =>
  typeof value === "string" ? value.length <= 30 && !/^\s*[{[]/.test(value) : typeof value !== "function";

/** An event's sayable data, by field path, two levels deep (an answer's `output.status`), ids left out. */
function scalarFields(event: EventObject): Map<string, Scalar> {
  const fields = new Map<string, Scalar>();
  const visit = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === "object") {
      if (Array.isArray(value) || path.length >= 2) return;
      for (const [key, child] of Object.entries(value)) if (!isIdKey(key)) visit(child, [...path, key]);
      return;
    }
    if (isSayable(value)) fields.set(path.join("."), value as Scalar);
  };
  const { type: _type, ...data } = event;
  visit(data, []);
  return fields;
}

const lastFieldWords = (key: string) => fieldWords(key.split(".").at(-1) ?? key);

function valueWords(value: Scalar): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value).trim().replaceAll("_", " ");
}

/**
 * The event's data in words, as far as it tells it apart from other events of its type: the first field whose value
 * differs, in the workflow's own words where it has them ("card declined"), else as field and value ("voucher
 * SAVE10"); empty when nothing differs.
 */
function dataWords(workflow: string, event: EventObject, sameType: readonly EventObject[]): string {
  const own = scalarFields(event);
  const others = sameType.filter((other) => other !== event).map(scalarFields);
  const keys = new Set([...own.keys(), ...others.flatMap((fields) => [...fields.keys()])]);
  const telling = [...keys].filter((key) => others.some((fields) => fields.get(key) !== own.get(key)));
  // The first telling field names it ("code declined"); the rest (its message, its HTTP status) follow from it.
  const [first] = telling;
  if (first === undefined) return "";
  return choiceDataWords(workflow, first, own.get(first)) ?? `${lastFieldWords(first)} ${valueWords(own.get(first))}`;
}

/**
 * Every event the model's fixtures offer that the snapshot accepts (`snapshot.can`), each once per different outcome
 * (the same arrows to the same state with the same telling data): the buttons of simulate mode. Choices taking the
 * same arrows are named by their data, so "card declined" and "bad security code" are two buttons, not one.
 */
export function simulationChoices(model: SimulationModel, snapshot: AnyMachineSnapshot): Choice[] {
  const accepted = eventsIn(model)(snapshot).filter((event) => accepts(snapshot, event));
  const found = accepted.map((event) => {
    const taken = model.machine.getTransitionData(snapshot, event);
    const sameType = accepted.filter((other) => other.type === event.type);
    return {
      event,
      arrows: taken.map(labelOf).join("; "),
      data: dataWords(model.machine.id, event, sameType),
      targets: taken.flatMap((t) => (t.target ?? []).map((target) => target.id)),
      value: simulateStep(model, snapshot, event).value,
    };
  });
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const { event, arrows, data, targets, value } of found) {
    const outcome = JSON.stringify([arrows, value, data]);
    if (seen.has(outcome)) continue;
    seen.add(outcome);
    const sameArrows = found.filter((other) => other.arrows === arrows && other.data !== data).length > 0;
    const details = [roundOf(model.machine.id, snapshot, event), sameArrows ? data : ""].filter(Boolean);
    choices.push({
      event,
      kind: kindOf(event.type),
      label: details.length > 0 ? `${arrows}: ${details.join(", ")}` : arrows,
      targets,
      why: arrowVerdicts(model.machine, snapshot, event),
    });
  }
  return choices;
}
