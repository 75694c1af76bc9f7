import { useEffect, useMemo, useState } from "react";
import type { AnyMachineSnapshot } from "xstate";
import { Button } from "../../src/components/ui/Button";
import { activeStateIds } from "../live-state";
import { linkedSimulation, showSimulationInAddress } from "../simulate/simulation-address";
import { type SimulatedStep, simulationRecording } from "../simulate/simulation-recording";
import {
  type ArrowVerdict,
  type Choice,
  type SimulationModel,
  simulateStep,
  simulationChoices,
} from "../simulate/simulator";
import { statePath } from "../state-diagrams";
import { download, stampedFileName } from "./download";

interface Step extends SimulatedStep {
  label: string;
  /** The states its arrows lead to: the diagram shown follows them. */
  targets: string[];
  why: ArrowVerdict[];
  /** Its place among the choices offered at its step: the page's address names the steps by it. */
  choiceIndex: number;
}

function stepOf(model: SimulationModel, snapshot: AnyMachineSnapshot, choice: Choice, choiceIndex: number): Step {
  const { label, targets, why, event } = choice;
  return { label, targets, why, event, choiceIndex, snapshot: simulateStep(model, snapshot, event) };
}

/** The steps a link names (`?steps=lookup:0.1`), as far as each index names a choice offered; none for another workflow. */
function linkedSteps(model: SimulationModel, start: AnyMachineSnapshot): Step[] {
  const linked = linkedSimulation();
  const steps: Step[] = [];
  if (linked?.workflow !== model.name) return steps;
  for (const index of linked.choices) {
    const snapshot = steps.at(-1)?.snapshot ?? start;
    const choice = simulationChoices(model, snapshot)[index];
    if (!choice) break;
    steps.push(stepOf(model, snapshot, choice, index));
  }
  return steps;
}

/**
 * The steps taken in each workflow's simulation, by workflow, for as long as the page is open: a product owner who
 * looks at another workflow and comes back finds the simulation where it was.
 */
const stepsByWorkflow = new Map<string, Step[]>();

/** A simulation of one workflow: the snapshot after each step taken, from its first. */
export function useSimulation(model: SimulationModel, start: AnyMachineSnapshot) {
  const [steps, setTakenSteps] = useState<Step[]>(() => {
    const kept = stepsByWorkflow.get(model.name) ?? linkedSteps(model, start);
    stepsByWorkflow.set(model.name, kept);
    return kept;
  });
  // The address names the simulation shown, so that a copied link reopens this step; none once it is not shown.
  useEffect(
    () => showSimulationInAddress({ workflow: model.name, choices: steps.map((step) => step.choiceIndex) }),
    [model.name, steps],
  );
  useEffect(() => () => showSimulationInAddress(null), []);
  const setSteps = (change: (taken: Step[]) => Step[]) =>
    setTakenSteps((taken) => {
      const changed = change(taken);
      stepsByWorkflow.set(model.name, changed);
      return changed;
    });
  const snapshot = steps.at(-1)?.snapshot ?? start;
  const choices = useMemo(() => simulationChoices(model, snapshot), [model, snapshot]);
  const active = useMemo(() => activeStateIds(model.machine.root, snapshot.value), [model, snapshot]);
  return {
    steps,
    choices,
    active,
    take: (choice: Choice) => setSteps((taken) => [...taken, stepOf(model, snapshot, choice, choices.indexOf(choice))]),
    back: () => setSteps((taken) => taken.slice(0, -1)),
    restart: () => setSteps(() => []),
    /** Downloads the steps taken as a recording, which `npm run path -- --replay <file>` replays. */
    save: () =>
      download(
        `${JSON.stringify(simulationRecording(model, steps), null, 2)}\n`,
        stampedFileName(`simulation-${model.name}`),
      ),
  };
}

export type Simulation = ReturnType<typeof useSimulation>;

const groups: { kind: Choice["kind"]; heading: string }[] = [
  { kind: "visitor", heading: "The visitor" },
  { kind: "answer", heading: "Answers" },
  { kind: "timer", heading: "Timers" },
];

function ChoiceButton({ choice, onTake }: { choice: Choice; onTake: (choice: Choice) => void }) {
  const where = choice.targets.length > 0 ? choice.targets.map(statePath).join(", ") : "stays";
  return (
    <li>
      <Button onClick={() => onTake(choice)}>
        {choice.kind === "timer" ? `Fire the timer: ${choice.label}` : choice.label}
      </Button>{" "}
      <span className="choice-target">→ {where}</span>
    </li>
  );
}

function Verdicts({ why }: { why: ArrowVerdict[] }) {
  return (
    <ul className="verdicts">
      {why.map((verdict, index) => (
        // One event's arrows may repeat a phrase (a stale answer is ignored in several states): the order tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole for each step, never reordered.
        <li key={index} className={`verdict verdict--${verdict.verdict.replaceAll(" ", "-")}`}>
          “{verdict.label}”: {verdict.verdict}
          {verdict.reading && ` — ${verdict.reading}`}
        </li>
      ))}
    </ul>
  );
}

interface SimulatePanelProps {
  simulation: Simulation;
  eventLabel: (type: string) => string;
  /** Whether the workflow's answers come from typed fixtures (else only timers and failures are offered). */
  hasFixtures: boolean;
}

/**
 * Simulate mode: the events the workflow accepts now (`snapshot.can`), named by the arrows they take, with answers
 * from the model's typed fixtures and timers fired by a button; every step taken says which arrows of its event were
 * taken, which had a condition that did not hold, and which were not checked.
 */
export function SimulatePanel({ simulation, eventLabel, hasFixtures }: SimulatePanelProps) {
  const { steps, choices, active, take, back, restart, save } = simulation;
  const leaves = active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
  return (
    <section className="simulate-panel" aria-labelledby="simulate-heading">
      <h2 id="simulate-heading">Simulate</h2>
      <p role="status" className="active-states">
        Now in: <strong>{leaves.map(statePath).join(", ") || "the start"}</strong>
      </p>
      {!hasFixtures && <p>This workflow has no sample data yet: only its timers and failures can be simulated.</p>}
      {groups.map(({ kind, heading }) => {
        const offered = choices.filter((choice) => choice.kind === kind);
        if (offered.length === 0) return null;
        // Answers are grouped by what the workflow is waiting for: "answer to polling the registrar".
        const byEvent = new Map<string, Choice[]>();
        for (const choice of offered) {
          const title = kind === "answer" ? eventLabel(choice.event.type) : heading;
          byEvent.set(title, [...(byEvent.get(title) ?? []), choice]);
        }
        return (
          <div key={kind} className="choice-group">
            <h3>{heading}</h3>
            {[...byEvent].map(([title, list]) => (
              <ul key={title} aria-label={title} className="choices">
                {kind === "answer" && <li className="choice-source">{title}</li>}
                {list.map((choice) => (
                  <ChoiceButton key={JSON.stringify(choice.event)} choice={choice} onTake={take} />
                ))}
              </ul>
            ))}
          </div>
        );
      })}
      {choices.length === 0 && <p>Nothing can happen now: the workflow has stopped here.</p>}
      <p className="simulate-controls">
        <Button variant="quiet" onClick={back} disabled={steps.length === 0}>
          Step back
        </Button>
        <Button variant="quiet" onClick={restart} disabled={steps.length === 0}>
          Start again
        </Button>
        <Button variant="quiet" onClick={save} disabled={steps.length === 0}>
          Save as recording
        </Button>
      </p>
      <p>
        A saved simulation replays as a visit does: <code>npm run path -- --replay &lt;file&gt;</code>.
      </p>
      <h3>Steps taken</h3>
      {steps.length === 0 ? (
        <p>None yet: choose what happens above.</p>
      ) : (
        <ol className="steps-taken" aria-label="Steps taken">
          {steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are only added or removed at the end.
            <li key={index}>
              <strong>{step.label}</strong>
              <details>
                <summary>Why this arrow</summary>
                <Verdicts why={step.why} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
