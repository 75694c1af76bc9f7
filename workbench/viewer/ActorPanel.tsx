import { useMemo } from "react";
import type { DiagramEntry } from "../diagram-files";
import type { LiveActor } from "../viewer-state";
import { ContextPanel } from "./ContextPanel";
import { LiveDiagram } from "./LiveDiagram";

/** The innermost active states (those with no active child), as paths without the machine's own id. */
export function activeLeafNames(actor: Pick<LiveActor, "machine" | "activeStateIds">): string[] {
  const ids = actor.activeStateIds;
  return ids
    .filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))
    .map((id) => (id.startsWith(`${actor.machine}.`) ? id.slice(actor.machine.length + 1) : id))
    .filter((name) => name !== actor.machine)
    .map((name) => name.replaceAll(".", " › "));
}

/**
 * The diagrams worth showing open: the machine's overview (first in the manifest) and those that draw an active state
 * other than the machine itself; the rest stay one click away.
 */
export function splitDiagrams(
  entries: DiagramEntry[],
  actor: LiveActor,
): { open: DiagramEntry[]; folded: DiagramEntry[] } {
  const active = new Set(actor.activeStateIds.filter((id) => id !== actor.machine));
  const open = entries.filter((entry, index) => index === 0 || entry.stateIds.some((id) => active.has(id)));
  return { open, folded: entries.filter((entry) => !open.includes(entry)) };
}

/** One running actor: its active states in words, its diagrams with those states outlined, and its context. */
export function ActorPanel({ actor, diagrams }: { actor: LiveActor; diagrams: DiagramEntry[] }) {
  const active = useMemo(() => new Set(actor.activeStateIds), [actor.activeStateIds]);
  const { open, folded } = splitDiagrams(diagrams, actor);
  const leaves = activeLeafNames(actor);
  const headingId = `actor-${actor.key.replace(/[^\w-]/g, "-")}`;
  return (
    <section className="actor-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {actor.name}
        {actor.name !== actor.machine && <span className="actor-machine"> ({actor.machine} workflow)</span>}
      </h2>
      <p className="active-states">
        Active: <strong>{leaves.length > 0 ? leaves.join(", ") : actor.machine}</strong>
      </p>
      {diagrams.length === 0 && <p>No diagram of this workflow yet: run npm run diagrams.</p>}
      {open.map((entry) => (
        <LiveDiagram key={entry.file} entry={entry} active={active} />
      ))}
      {folded.length > 0 && (
        <details className="more-diagrams">
          <summary>
            {folded.length} more {folded.length === 1 ? "diagram" : "diagrams"} of {actor.name}
          </summary>
          {folded.map((entry) => (
            <LiveDiagram key={entry.file} entry={entry} active={active} />
          ))}
        </details>
      )}
      <ContextPanel actorName={actor.name} context={actor.context} />
    </section>
  );
}
