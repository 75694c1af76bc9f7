import type { QaPathsByState } from "../../scripts/path-catalogue";
import { allStates, type ChartState, type ChartTransition, stateName, transitionLabel } from "../machine-model";
import { statePath } from "../state-diagrams";

/** The states around a state, innermost first: their arrows apply in it too. */
function ancestorsOf(root: ChartState, id: string): ChartState[] {
  return allStates(root)
    .filter((state) => state.id !== id && id.startsWith(`${state.id}.`))
    .reverse();
}

function whereTo(transition: ChartTransition): string {
  return transition.targets.length === 0 ? "stays here" : transition.targets.map(statePath).join(", ");
}

function TransitionItem({
  transition,
  eventLabel,
}: {
  transition: ChartTransition;
  eventLabel: (t: string) => string;
}) {
  const when = transition.eventType ? eventLabel(transition.eventType) : "at once";
  const label = transitionLabel(transition);
  return (
    <li>
      <strong>{label}</strong> → {whereTo(transition)}
      <span className="transition-when">
        {when !== label && ` (on: ${when})`}
        {transition.guard && ", only if its condition holds"}
      </span>
    </li>
  );
}

interface StateDetailsProps {
  root: ChartState;
  stateId: string;
  eventLabel: (type: string) => string;
  /** The catalogue's QA paths through the state; null when the workflow has no model paths. */
  qaPaths: QaPathsByState[string][string] | null;
}

/** A state in business words: what it means, what it is doing, where it can go and come from, QA's paths through it. */
export function StateDetails({ root, stateId, eventLabel, qaPaths }: StateDetailsProps) {
  const state = allStates(root).find((candidate) => candidate.id === stateId);
  if (!state) return <p>This state is not in the workflow any more: run npm run diagrams.</p>;
  const arrivals = allStates(root).flatMap((other) =>
    other.transitions.filter((t) => other.id !== stateId && t.targets.includes(stateId)).map((t) => ({ other, t })),
  );
  return (
    <section className="state-details" aria-labelledby="state-details-heading">
      <h2 id="state-details-heading">{stateName(state)}</h2>
      <p className="state-path">{statePath(state.id) || root.key}</p>
      <p>{state.description ?? "(no description)"}</p>
      {state.activity && <p>⟳ Meanwhile: {state.activity}</p>}
      <h3>What can happen here</h3>
      {state.transitions.length === 0 ? (
        <p>Nothing leaves this state by itself.</p>
      ) : (
        <ul aria-label="What can happen here">
          {state.transitions.map((transition) => (
            <TransitionItem key={JSON.stringify(transition)} transition={transition} eventLabel={eventLabel} />
          ))}
        </ul>
      )}
      {ancestorsOf(root, stateId)
        .filter((ancestor) => ancestor.transitions.length > 0)
        .map((ancestor) => (
          <details key={ancestor.id}>
            <summary>Also, as anywhere in {stateName(ancestor)}</summary>
            <ul>
              {ancestor.transitions.map((transition) => (
                <TransitionItem key={JSON.stringify(transition)} transition={transition} eventLabel={eventLabel} />
              ))}
            </ul>
          </details>
        ))}
      <h3>How the workflow gets here</h3>
      <ul aria-label="How the workflow gets here">
        {arrivals.map(({ other, t }) => (
          <li key={`${other.id} ${JSON.stringify(t)}`}>
            from {statePath(other.id) || "the start"}: <strong>{transitionLabel(t)}</strong>
          </li>
        ))}
        {arrivals.length === 0 && <li>Only as the first state of the one around it.</li>}
      </ul>
      <h3>QA paths through this state</h3>
      {qaPaths === null && <p>This workflow has no generated paths yet: QA has no path through this state to run.</p>}
      {qaPaths && (
        <>
          <p>
            {qaPaths.length} {qaPaths.length === 1 ? "path passes" : "paths pass"} through it; run one with{" "}
            <code>npm run path -- &lt;id&gt;</code>.
          </p>
          <ul className="qa-paths" aria-label="QA paths through this state">
            {qaPaths.map((path) => (
              <li key={path.id}>
                <code>{path.id}</code> {path.title}
                {path.browserPath && <> (in the browser: {path.browserPath.id})</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
