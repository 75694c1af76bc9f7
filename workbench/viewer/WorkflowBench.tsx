import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { AnyMachineSnapshot } from "xstate";
import type { QaPathsByState } from "../../scripts/path-catalogue";
import type { DiagramEntry } from "../diagram-files";
import { eventLabeller } from "../event-labels";
import committedQaPaths from "../qa-paths-by-state.json";
import { hasFixtures, simulationModel } from "../simulate/simulation-models";
import { type SimulationModel, startSimulation } from "../simulate/simulator";
import type { Workflow } from "../workflows";
import { PressedButtons } from "./PressedButtons";
import { SimulatePanel, useSimulation } from "./SimulatePanel";
import { StateDetails } from "./StateDetails";
import { ZoomableDiagram } from "./ZoomableDiagram";

type Loaded = { model: SimulationModel; start: AnyMachineSnapshot } | Error;

/** The workflow's simulation model and first snapshot; an Error when it cannot start without its input. */
function useSimulationModel(workflow: Workflow, wanted: boolean): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    simulationModel(workflow.name, workflow.machine)
      .then((model) => ({ model, start: startSimulation(model) }))
      .catch(
        (error: unknown) =>
          new Error(`The ${workflow.name} workflow cannot start without typed fixtures: ${String(error)}`),
      )
      .then((result) => !cancelled && setLoaded(result));
    return () => {
      cancelled = true;
    };
  }, [workflow, wanted]);
  return loaded;
}

/** QA's catalogue (`npm run paths`) by machine and state, written by `npm run workbench-paths`. */
const qaPathsByState: QaPathsByState = committedQaPaths;

/** The catalogue's paths through a state; null for a workflow the catalogue does not list (it has no model paths). */
function qaPathsThrough(workflow: Workflow, stateId: string): QaPathsByState[string][string] | null {
  const byState = qaPathsByState[workflow.name];
  return byState ? (byState[stateId] ?? []) : null;
}

/** The simulation's state lives here, so that a new workflow or mode starts it afresh. */
function Simulator({
  loaded,
  workflow,
  eventLabel,
  children,
}: {
  loaded: { model: SimulationModel; start: AnyMachineSnapshot };
  workflow: Workflow;
  eventLabel: (type: string) => string;
  children: (active: ReadonlySet<string>, panel: ReactNode, focus: string[]) => ReactNode;
}) {
  const simulation = useSimulation(loaded.model, loaded.start);
  const focus = simulation.steps.at(-1)?.targets ?? [];
  const active = useMemo(() => new Set(simulation.active), [simulation.active]);
  const panel = (
    <SimulatePanel simulation={simulation} eventLabel={eventLabel} hasFixtures={hasFixtures(workflow.name)} />
  );
  return children(active, panel, focus);
}

const nothingActive: ReadonlySet<string> = new Set();

interface WorkflowBenchProps {
  workflow: Workflow;
  diagrams: DiagramEntry[];
  simulate: boolean;
}

/**
 * One workflow on the workbench: its diagrams (one at a time, chosen above it) and beside them either the details of
 * the state clicked (explore) or the simulation (simulate), whose active states the diagram outlines.
 */
export function WorkflowBench({ workflow, diagrams, simulate }: WorkflowBenchProps) {
  const [file, setFile] = useState(diagrams[0]?.file);
  const [selected, setSelected] = useState<string>();
  const loaded = useSimulationModel(workflow, simulate);
  const eventLabel = useMemo(() => eventLabeller(workflow.chart), [workflow]);
  const entry = diagrams.find((candidate) => candidate.file === file) ?? diagrams[0];

  const layout = (active: ReadonlySet<string>, panel: ReactNode, focus: string[] = []) => {
    // In simulate mode the diagram follows the last step: when the one shown does not draw the states it led to, the
    // first that does is shown.
    const draws = (candidate: DiagramEntry | undefined) => focus.some((id) => candidate?.stateIds.includes(id));
    const shown = draws(entry) ? entry : (diagrams.find(draws) ?? entry);
    return (
      <div className="workbench-layout">
        <div className="workbench-diagrams">
          <p className="workflow-description">{workflow.chart.description}</p>
          {diagrams.length > 1 && (
            <PressedButtons
              legend="Diagram"
              options={diagrams.map((candidate) => ({ value: candidate.file, label: candidate.title }))}
              pressed={shown?.file}
              onPress={setFile}
            />
          )}
          {shown ? (
            <ZoomableDiagram
              key={shown.file}
              entry={shown}
              active={active}
              selected={selected}
              onSelectState={setSelected}
            />
          ) : (
            <p>No diagram of this workflow yet: run npm run diagrams.</p>
          )}
        </div>
        <aside className="workbench-panel" aria-label={simulate ? "Simulation" : "State details"}>
          {panel}
        </aside>
      </div>
    );
  };

  if (!simulate) {
    const panel = selected ? (
      <StateDetails
        root={workflow.chart.root}
        stateId={selected}
        eventLabel={eventLabel}
        qaPaths={qaPathsThrough(workflow, selected)}
      />
    ) : (
      <p>Click a state in the diagram to see what it means, where it can go and the QA paths through it.</p>
    );
    return layout(nothingActive, panel);
  }
  if (!loaded) return <p role="status">Loading the simulation…</p>;
  if (loaded instanceof Error) return layout(nothingActive, <p role="alert">{loaded.message}</p>);
  return (
    <Simulator loaded={loaded} workflow={workflow} eventLabel={eventLabel}>
      {layout}
    </Simulator>
  );
}
