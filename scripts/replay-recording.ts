// `npm run path -- --replay <file>`: a recorded visit (workbench/recording/path-file.ts) replayed actor by actor against
// the real machine, with the model options and oracle of tests/machines/<flow>/, so a bug seen once becomes a test.
import { isDeepStrictEqual } from "node:util";
import type { AnyStateMachine } from "xstate";
import type { ModelOptions } from "../tests/machines/support/model-paths";
import { replayPath } from "../tests/machines/support/model-paths";
import { eventLabeller } from "../workbench/event-labels";
import { chartModel, stateName } from "../workbench/machine-model";
import type { Json } from "../workbench/protocol";
import type { PathFile, RecordedActor } from "../workbench/recording/path-file";
import { workflowWords } from "../workbench/workflow-words";

/** One replayed step: what the recording says the actor reached, what the machine reached, what the oracle found. */
export interface ReplayedStep {
  /** 1 for the first event; 0 is the start (only oracle findings there). */
  step: number;
  /** The event in business words, its type beside them. */
  event: string;
  expected: unknown;
  actual: unknown;
  oracle: string[];
}

export interface ActorReplay {
  actor: string;
  machine: string;
  /** Why it was not replayed (its machine has no model with fixtures: app, site, ...); not a failure. */
  skipped?: string;
  /** What the replay did differently from the visit (the model's input instead of the recorded one). */
  note?: string;
  steps: ReplayedStep[];
}

const stepPassed = (s: ReplayedStep) => s.oracle.length === 0 && isDeepStrictEqual(s.expected, s.actual);

/** Some actor was replayed, and every replayed step reached the recorded state with nothing for the oracle. */
export const replayPassed = (replays: readonly ActorReplay[]) =>
  replays.some((r) => !r.skipped) && replays.every((r) => r.steps.every(stepPassed));

/**
 * What the viewer's copy of an input cannot carry (workbench/json-safe.ts): an actor ref, a function, a cut-off part.
 * Such an input cannot be given back to the machine; the model's own input stands in for it.
 */
const standInMarker = /"\[(?:actor |function |circular\]|…\]|[A-Z]\w*\])/;

/** The actor's recorded input, unless the file could not carry it whole (then the model's own input stands in). */
export function usableInput(recorded: RecordedActor): Json | undefined {
  const recordedInput = recorded.input === undefined ? undefined : JSON.stringify(recorded.input);
  return recordedInput !== undefined && !standInMarker.test(recordedInput) ? recorded.input : undefined;
}

/** Replays one actor's events; `model` is its machine's model (the real machine, or a mutant in a test). */
export function replayActor(recorded: RecordedActor, model: ModelOptions<AnyStateMachine>): ActorReplay {
  const label = eventLabeller(chartModel(recorded.machine, model.machine));
  const input = usableInput(recorded);
  const options = input === undefined ? model : { ...model, input };
  let replayed: ReturnType<typeof replayPath>;
  try {
    replayed = replayPath(options, { events: recorded.steps.map((s) => s.event) });
  } catch (error) {
    // An event the workflow's checks cannot even read (a recording older than a change to the brand API's answers).
    const issues = error instanceof Error && "issues" in error && Array.isArray(error.issues) ? error.issues : [];
    const why =
      issues.length > 0
        ? `${issues.length} fields differ from today's answers, the first ${issues[0].path?.join(" › ")}: ${issues[0].message}`
        : String(error instanceof Error ? error.message : error);
    const oracle = [`the recorded events no longer fit the workflow (record the visit again): ${why}`];
    return {
      actor: recorded.name,
      machine: recorded.machine,
      steps: [{ step: 0, event: "(start)", expected: null, actual: null, oracle }],
    };
  }
  const { values, violations } = replayed;
  const oracleAt = (step: number) => violations.filter((v) => v.step === step).map((v) => v.message);
  const start: ReplayedStep[] =
    oracleAt(0).length > 0 ? [{ step: 0, event: "(start)", expected: null, actual: null, oracle: oracleAt(0) }] : [];
  const steps = recorded.steps.map(({ event, state }, index) => {
    return {
      step: index + 1,
      // The event's words; its type only when it has none.
      event: label(event.type),
      expected: state,
      actual: values[index],
      oracle: oracleAt(index + 1),
    };
  });
  const note =
    recorded.input !== undefined && input === undefined
      ? "the recorded input holds what a file cannot (an actor, a function): the model's input is used"
      : undefined;
  return { actor: recorded.name, machine: recorded.machine, note, steps: [...start, ...steps] };
}

/** Replays every actor of a recording; `modelFor` gives a machine's model, or none when it has no typed fixtures. */
export async function replayRecording(
  file: PathFile,
  modelFor: (machine: string) => Promise<ModelOptions<AnyStateMachine> | undefined>,
): Promise<ActorReplay[]> {
  const replays: ActorReplay[] = [];
  for (const recorded of file.actors) {
    const model = await modelFor(recorded.machine);
    replays.push(
      model
        ? replayActor(recorded, model)
        : {
            actor: recorded.name,
            machine: recorded.machine,
            skipped: `the ${workflowWords(recorded.machine)} workflow has no test model to replay it against`,
            steps: [],
          },
    );
  }
  return replays;
}

/**
 * A state value in the diagrams' words, each active leaf as its path: `{"searching":{"request":"polling",…}}` is
 * "searching › request › polling + searching › premium › waiting".
 */
export function stateWords(value: unknown): string {
  const leaves = (node: unknown, path: string[]): string[][] => {
    if (typeof node === "string") return [[...path, node]];
    if (node !== null && typeof node === "object")
      return Object.entries(node).flatMap(([key, child]) => leaves(child, [...path, key]));
    return path.length > 0 ? [path] : [];
  };
  const words = leaves(value, []).map((path) => path.map((key) => stateName({ key })).join(" › "));
  return words.length > 0 ? words.join(" + ") : "no state";
}

const shown = stateWords;

/** The report QA reads: per actor, each step with its event in business words, and what differs where. */
export function formatReplay(replays: readonly ActorReplay[]): string {
  const lines: string[] = [];
  for (const replay of replays) {
    lines.push(`${workflowWords(replay.actor)} (${workflowWords(replay.machine)} workflow)`);
    if (replay.skipped) lines.push(`  – not replayed: ${replay.skipped}`);
    if (replay.note) lines.push(`  (${replay.note})`);
    for (const step of replay.steps) {
      const sameState = isDeepStrictEqual(step.expected, step.actual);
      const ok = stepPassed(step);
      lines.push(`  ${ok ? "✓" : "✗"} step ${step.step}: ${step.event} → ${shown(step.actual)}`);
      if (!sameState && step.step > 0)
        lines.push(`      expected ${shown(step.expected)}, the machine is in ${shown(step.actual)}`);
      for (const message of step.oracle) lines.push(`      the oracle: ${message}`);
    }
  }
  const steps = replays.reduce((n, r) => n + r.steps.filter((s) => s.step > 0).length, 0);
  const replayed = replays.filter((r) => !r.skipped).length;
  lines.push(
    replayPassed(replays)
      ? `\nReplayed ${steps} steps of ${replayed} workflows: every state as recorded, the oracles found nothing.`
      : replayed === 0
        ? "\nNo actor of the recording has a model: nothing was replayed."
        : "\nThe replay differs from the recording (✗ above).",
  );
  return lines.join("\n");
}
