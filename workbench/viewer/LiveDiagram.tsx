import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type DiagramEntry, loadDiagramSvg } from "../diagram-files";
import { withScopedIds } from "../scoped-ids";
import { diagramTitleWords } from "../workflow-words";

/** The class that outlines a diagram's active states (styled in workbench/viewer/statecharts-page.css). */
export const activeStateClass = "is-active-state";

/** Outlines the states of an injected diagram whose `data-state-id` is active, and clears the others. */
export function lightActiveStates(container: ParentNode, active: ReadonlySet<string>): void {
  for (const element of container.querySelectorAll("[data-state-id]")) {
    element.classList.toggle(activeStateClass, active.has(element.getAttribute("data-state-id") ?? ""));
  }
}

/**
 * A committed diagram's SVG markup, loaded on demand; an Error when it cannot be; undefined while it loads. Never the
 * markup of the file shown before: a figure would otherwise draw the old diagram under the new one's name.
 */
export function useDiagramSvg(file: string): string | Error | undefined {
  const [loaded, setLoaded] = useState<{ file: string; svg: string | Error }>();
  useEffect(() => {
    let cancelled = false;
    loadDiagramSvg(file).then(
      (markup) => !cancelled && setLoaded({ file, svg: markup }),
      (error: Error) => !cancelled && setLoaded({ file, svg: error }),
    );
    return () => {
      cancelled = true;
    };
  }, [file]);
  return loaded?.file === file ? loaded.svg : undefined;
}

/** A committed diagram with the actor's active states outlined. */
export function LiveDiagram({ entry, active }: { entry: DiagramEntry; active: ReadonlySet<string> }) {
  const svg = useDiagramSvg(entry.file);
  const scope = `diagram${useId().replace(/[^\w-]/g, "")}`;
  const markup = useMemo(() => (typeof svg === "string" ? withScopedIds(svg, scope) : undefined), [svg, scope]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current && markup) lightActiveStates(container.current, active);
  }, [markup, active]);
  return (
    <figure className="live-diagram">
      <figcaption>{diagramTitleWords(entry.title)}</figcaption>
      {svg instanceof Error && <p role="alert">{svg.message}</p>}
      {svg === undefined && <p>Loading the diagram…</p>}
      {markup && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is the repository's own docs/statecharts file (written by npm run diagrams and bundled), never visitor content.
        <div ref={container} className="live-diagram-svg" dangerouslySetInnerHTML={{ __html: markup }} />
      )}
    </figure>
  );
}
