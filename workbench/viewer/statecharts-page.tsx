import { useEffect, useState } from "react";
import { type DiagramEntry, loadDiagramIndex } from "../diagram-files";
import { linkedSimulation } from "../simulate/simulation-address";
import { workflowWords } from "../workflow-words";
import { loadWorkflows, type Workflow } from "../workflows";
import { LiveViewer } from "./LiveViewer";
import { PressedButtons } from "./PressedButtons";
import { WorkflowBench } from "./WorkflowBench";
import { changeAddress, useWorkbenchAddress } from "./workbench-address";
import "./statecharts-page.css";

function useLoaded<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let cancelled = false;
    load().then((loaded) => !cancelled && setValue(loaded));
    return () => {
      cancelled = true;
    };
  }, [load]);
  return value;
}

type Mode = "explore" | "simulate" | "live";

const modes: { value: Mode; label: string }[] = [
  { value: "explore", label: "Explore" },
  { value: "simulate", label: "Simulate" },
  { value: "live", label: "Follow the storefront" },
];

const noWorkflows: Workflow[] = [];

/** The workflow shown first: the domain search, the one product owners ask about most. */
const firstWorkflow = "lookup";

/**
 * The statechart workbench (/statecharts), a page of its own without the store around it: every workflow's diagrams
 * full width to explore state by state, a simulation of any workflow without a store or a server, and the live
 * viewer that follows the storefront open in another tab.
 */
export function StatechartsWorkbench() {
  const index = useLoaded<DiagramEntry[]>(loadDiagramIndex);
  const workflows = useLoaded<Workflow[]>(loadWorkflows);
  const address = useWorkbenchAddress();
  // A link to a simulation step alone (simulation-address.ts) opens that workflow's simulation.
  const linked = linkedSimulation();
  const mode =
    modes.find((candidate) => candidate.value === (address.mode ?? (linked ? "simulate" : undefined)))?.value ??
    "explore";
  // A link naming a workflow that is no more opens the first one.
  const workflow =
    workflows?.find((candidate) => candidate.name === (address.workflow ?? linked?.workflow)) ??
    workflows?.find((candidate) => candidate.name === firstWorkflow);
  const name = workflow?.name ?? firstWorkflow;
  // Explore is written out while a simulation's steps are in the address, which would otherwise choose Simulate.
  const setMode = (value: Mode) => changeAddress({ mode: value === "explore" && !linked ? undefined : value });
  // Another workflow opens at its first diagram, nothing selected.
  const setName = (value: string) => changeAddress({ workflow: value, view: undefined, state: undefined });
  return (
    <main id="main" className={mode === "live" ? "workbench" : "workbench workbench--fitted"}>
      <header className="workbench-bar">
        <h1>Statechart workbench</h1>
        <PressedButtons legend="Mode" options={modes} pressed={mode} onPress={setMode} />
        {mode !== "live" && (
          <label className="workbench-workflow">
            Workflow{" "}
            <select value={name} onChange={(event) => setName(event.target.value)}>
              {(workflows ?? []).map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {workflowWords(candidate.name)}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      {mode === "live" ? (
        <LiveViewer index={index} workflows={workflows ?? noWorkflows} />
      ) : !index || !workflow ? (
        <p role="status">Loading the workflows…</p>
      ) : (
        <WorkflowBench
          key={`${mode} ${workflow.name}`}
          workflow={workflow}
          diagrams={index.filter((entry) => entry.machine === workflow.name)}
          simulate={mode === "simulate"}
          onOpenWorkflow={setName}
        />
      )}
    </main>
  );
}
