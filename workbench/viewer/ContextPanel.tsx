import type { Json } from "../protocol";

/** An actor's context as indented JSON, folded away until asked for. */
export function ContextPanel({ actorName, context }: { actorName: string; context: Json }) {
  return (
    <details className="context-panel">
      <summary>Context of {actorName}</summary>
      <pre>{JSON.stringify(context, null, 2)}</pre>
    </details>
  );
}
