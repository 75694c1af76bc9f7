import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { AnyMachineSnapshot } from "xstate";
import type { QaPathsByState } from "../../scripts/path-catalogue";
import { Button } from "../../src/components/ui/Button";
import type { DiagramEntry } from "../diagram-files";
import { eventLabeller } from "../event-labels";
import committedQaPaths from "../qa-paths-by-state.json";
import { hasFixtures, simulationModel } from "../simulate/simulation-models";
import { type SimulationModel, startSimulation } from "../simulate/simulator";
import { diagramTitleWords } from "../workflow-words";
import type { Workflow } from "../workflows";
import { PressedButtons } from "./PressedButtons";
import { SimulatePanel, useSimulation } from "./SimulatePanel";
import { StateDetails } from "./StateDetails";
import { changeAddress, useWorkbenchAddress } from "./workbench-address";
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
  /** Opens another workflow: a box of the app's diagram names one. */
  onOpenWorkflow: (name: string) => void;
}

/** A diagram's name in the address: its file without the workflow and ".svg"; none for the workflow's first. */
function viewName(workflow: Workflow, diagrams: DiagramEntry[], file: string): string | undefined {
  if (file === diagrams[0]?.file) return undefined;
  const name = file.replace(/\.svg$/, "");
  return name.startsWith(`${workflow.name}.`) ? name.slice(workflow.name.length + 1) : name;
}

/** The state a diagram draws the inside of: its file's name (the workflow's for its first). */
const scopeOf = (entry: DiagramEntry) => entry.file.replace(/\.svg$/, "");

/**
 * The diagrams a button row offers next to the one shown: the workflow's first, those the shown one lies inside (the
 * way back up) and those it opens (its boxes marked ▸), so the row stays short however deep the workflow is split.
 */
function diagramsAround(diagrams: DiagramEntry[], shown: DiagramEntry): DiagramEntry[] {
  const scope = scopeOf(shown);
  const scopes = diagrams.map(scopeOf);
  const parentOf = (inner: string) =>
    scopes.filter((outer) => inner.startsWith(`${outer}.`)).sort((a, b) => b.length - a.length)[0];
  return diagrams.filter((entry, index) => {
    const other = scopeOf(entry);
    return index === 0 || scope === other || scope.startsWith(`${other}.`) || parentOf(other) === scope;
  });
}

/**
 * A diagram's button: the last step of its title ("polls" for "lookup: inside searching › request › polls"), the rest
 * (the workflow and the way there, which the buttons before it show) for screen readers only.
 */
function viewLabel(title: string): ReactNode {
  const [, workflow, view] = /^(.*(?::(?: inside)?| ›)) ([^›]*)$/.exec(title) ?? [];
  return workflow && view ? (
    <>
      <span className="visually-hidden">{workflow} </span>
      {view}
    </>
  ) : (
    title
  );
}

/**
 * One workflow on the workbench: its diagrams (one at a time, chosen above it, or by opening a collapsed box) taking
 * the window, and beside them, once opened, either the details of the state clicked (explore) or the simulation
 * (simulate), whose active states the diagram outlines. The diagram and the state shown are in the address.
 */
export function WorkflowBench({ workflow, diagrams, simulate, onOpenWorkflow }: WorkflowBenchProps) {
  const address = useWorkbenchAddress();
  const [about, setAbout] = useState(false);
  const [simulationClosed, setSimulationClosed] = useState(false);
  const loaded = useSimulationModel(workflow, simulate);
  const eventLabel = useMemo(() => eventLabeller(workflow.chart), [workflow]);
  const prefix = `${workflow.name}.`;
  const entry =
    diagrams.find((candidate) => viewName(workflow, diagrams, candidate.file) === address.view) ?? diagrams[0];
  const selected = address.state ? `${prefix}${address.state}` : undefined;
  const setFile = (file: string) => changeAddress({ view: viewName(workflow, diagrams, file) });
  const setSelected = (id: string | undefined) => {
    setAbout(false);
    changeAddress({ state: id?.startsWith(prefix) ? id.slice(prefix.length) : undefined });
  };

  const layout = (active: ReadonlySet<string>, panel: ReactNode, focus: string[] = []) => {
    // In simulate mode the diagram follows the last step: when the one shown does not draw the states it led to, the
    // first that does is shown.
    const draws = (candidate: DiagramEntry | undefined) => focus.some((id) => candidate?.stateIds.includes(id));
    const shown = draws(entry) ? entry : (diagrams.find(draws) ?? entry);
    const open = simulate ? !simulationClosed : Boolean(selected) || about;
    const close = () => (simulate ? setSimulationClosed(true) : about ? setAbout(false) : setSelected(undefined));
    const nearby = shown ? diagramsAround(diagrams, shown) : diagrams;
    const views =
      diagrams.length > 1 ? (
        <PressedButtons
          legend="Diagram"
          options={nearby.map((candidate) => ({
            value: candidate.file,
            label: viewLabel(diagramTitleWords(candidate.title)),
          }))}
          pressed={shown?.file}
          onPress={setFile}
        />
      ) : undefined;
    const reopen = simulate ? (
      simulationClosed && (
        <Button variant="quiet" onClick={() => setSimulationClosed(false)}>
          Show the simulation
        </Button>
      )
    ) : (
      <Button variant="quiet" aria-pressed={about} onClick={() => setAbout(!about)}>
        About this workflow
      </Button>
    );
    return (
      <div className={open ? "workbench-layout workbench-layout--panel" : "workbench-layout"}>
        <div className="workbench-diagrams">
          {shown ? (
            <ZoomableDiagram
              key={shown.file}
              entry={shown}
              active={active}
              selected={selected}
              onSelectState={setSelected}
              onOpenDiagram={setFile}
              onOpenWorkflow={onOpenWorkflow}
              views={views}
              tools={reopen}
            />
          ) : (
            <p>No diagram of this workflow yet: run npm run diagrams.</p>
          )}
        </div>
        {open && (
          <aside className="workbench-panel" aria-label={simulate ? "Simulation" : "State details"}>
            <Button variant="quiet" className="workbench-panel-close" onClick={close}>
              {simulate ? "Hide the simulation" : "Close the details"}
            </Button>
            {panel}
          </aside>
        )}
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
      <>
        <p className="workflow-description">{workflow.chart.description}</p>
        <p>
          Click a state in the diagram to see what it means, where it can go and the QA paths through it; click a box
          marked ▸ to open its own diagram.
        </p>
      </>
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
