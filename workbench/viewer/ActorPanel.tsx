import { useMemo, useState } from "react";
import type { DiagramEntry } from "../diagram-files";
import { allStates, type ChartState, stateName } from "../machine-model";
import { statePath } from "../state-diagrams";
import type { LiveActor } from "../viewer-state";
import { workflowWords } from "../workflow-words";
import { ContextPanel } from "./ContextPanel";
import { LiveDiagram } from "./LiveDiagram";

/** The ids of the innermost active states (those with no active child), the machine's own id left out. */
export function activeLeafIds(actor: Pick<LiveActor, "machine" | "activeStateIds">): string[] {
  const ids = actor.activeStateIds;
  return ids.filter((id) => id !== actor.machine && !ids.some((other) => other.startsWith(`${id}.`)));
}

/** The innermost active states as paths in words below the machine: "searching › request › waiting to poll". */
export function activeLeafNames(actor: Pick<LiveActor, "machine" | "activeStateIds">): string[] {
  return activeLeafIds(actor).map(statePath);
}

/**
 * The diagram to show first: the last in the manifest (the most detailed) that draws an innermost active state, else
 * the machine's overview (first in the manifest).
 */
export function diagramToShow(entries: DiagramEntry[], actor: LiveActor): DiagramEntry | undefined {
  const leaves = activeLeafIds(actor);
  return entries.findLast((entry) => entry.stateIds.some((id) => leaves.includes(id))) ?? entries[0];
}

/** Each innermost active state by its name, with what it means (its description in the workflow's chart). */
function StatesInWords({ ids, root }: { ids: string[]; root: ChartState | undefined }) {
  const states = root ? allStates(root) : [];
  return (
    <ul className="follow-state-words">
      {ids.map((id) => {
        const state = states.find((candidate) => candidate.id === id);
        return (
          <li key={id}>
            <strong>{stateName({ key: id.split(".").at(-1) ?? id })}</strong>
            {state?.description && `: ${state.description}`}
          </li>
        );
      })}
    </ul>
  );
}

interface ActorPanelProps {
  actor: LiveActor;
  diagrams: DiagramEntry[];
  /** The workflow's chart, whose states' descriptions say what the active states mean. */
  root: ChartState | undefined;
}

/**
 * One running workflow: its active states in words, one of its diagrams with those states outlined (the most
 * detailed that draws them, unless the visitor chooses another), and its context as a table.
 */
export function ActorPanel({ actor, diagrams, root }: ActorPanelProps) {
  const active = useMemo(() => new Set(actor.activeStateIds), [actor.activeStateIds]);
  const [chosen, setChosen] = useState<string>();
  const shown = diagrams.find((entry) => entry.file === chosen) ?? diagramToShow(diagrams, actor);
  const leaves = activeLeafIds(actor);
  const name = workflowWords(actor.name);
  const headingId = `actor-${actor.key.replace(/[^\w-]/g, "-")}`;
  return (
    <section className="actor-panel" aria-labelledby={headingId}>
      <div className="follow-diagram">
        <div className="follow-heading">
          <h2 id={headingId}>
            {name}
            {actor.name !== actor.machine && (
              <span className="actor-machine"> ({workflowWords(actor.machine)} workflow)</span>
            )}
          </h2>
          {diagrams.length > 1 && (
            <label>
              Diagram{" "}
              <select value={shown?.file} onChange={(event) => setChosen(event.target.value)}>
                {diagrams.map((entry) => (
                  <option key={entry.file} value={entry.file}>
                    {entry.title.replace(/^[^:]*: ?/, "") || "overview"}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {shown ? (
          <LiveDiagram key={shown.file} entry={shown} active={active} />
        ) : (
          <p>No diagram of this workflow yet: run npm run diagrams.</p>
        )}
      </div>
      <div className="follow-details">
        <p className="active-states">
          Now in:{" "}
          <strong>{leaves.length > 0 ? leaves.map(statePath).join(", ") : "no inner state: it is running"}</strong>
        </p>
        <StatesInWords ids={leaves} root={root} />
        <ContextPanel actorName={name} context={actor.context} />
      </div>
    </section>
  );
}
