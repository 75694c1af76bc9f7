import { type PointerEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../src/components/ui/Button";
import type { DiagramEntry } from "../diagram-files";
import { withScopedIds } from "../scoped-ids";
import { diagramTitleWords } from "../workflow-words";
import { lightActiveStates, useDiagramSvg } from "./LiveDiagram";

/** The class that marks the state whose details are shown. */
const selectedStateClass = "is-selected-state";
const zoomStep = 1.25;
/** A press that moves less than this many pixels is a click on a state, not a pan. */
const clickSlop = 4;

interface View {
  scale: number;
  x: number;
  y: number;
}

/** The scale at which the whole diagram fits its frame (never above its drawn size: every diagram has one scale). */
function fitView(frame: HTMLElement, svg: SVGSVGElement): View {
  const { width, height } = svg.viewBox.baseVal;
  const scale = Math.min(1, frame.clientWidth / width, frame.clientHeight / height);
  return { scale, x: (frame.clientWidth - width * scale) / 2, y: 0 };
}

interface ZoomableDiagramProps {
  entry: DiagramEntry;
  active: ReadonlySet<string>;
  selected?: string;
  onSelectState: (stateId: string) => void;
}

/**
 * A committed diagram in a frame as wide as the page: zoom (buttons, or the wheel with Ctrl), pan (drag) and fit;
 * clicking a state's box selects it. Active states are outlined, the selected one is marked.
 */
export function ZoomableDiagram({ entry, active, selected, onSelectState }: ZoomableDiagramProps) {
  const svg = useDiagramSvg(entry.file);
  const scope = `diagram${useId().replace(/[^\w-]/g, "")}`;
  const markup = useMemo(() => (typeof svg === "string" ? withScopedIds(svg, scope) : undefined), [svg, scope]);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; view: View; moved: boolean } | null>(null);

  const fitToFrame = useCallback(() => {
    const element = canvas.current?.querySelector("svg");
    if (frame.current && element) setView(fitView(frame.current, element));
  }, []);

  useEffect(() => {
    const element = markup ? canvas.current?.querySelector("svg") : undefined;
    if (!element) return;
    // Drawn at the diagram's own size (one unit a pixel), then scaled by the view.
    const { width, height } = element.viewBox.baseVal;
    element.style.width = `${width}px`;
    element.style.height = `${height}px`;
    element.style.maxWidth = "none";
    fitToFrame();
  }, [markup, fitToFrame]);

  useEffect(() => {
    if (!canvas.current || !markup) return;
    lightActiveStates(canvas.current, active);
    for (const element of canvas.current.querySelectorAll("[data-state-id]")) {
      element.classList.toggle(selectedStateClass, element.getAttribute("data-state-id") === selected);
    }
  }, [markup, active, selected]);

  const zoom = (factor: number) =>
    setView((current) => {
      const width = frame.current?.clientWidth ?? 0;
      const height = frame.current?.clientHeight ?? 0;
      const scale = current.scale * factor;
      // Around the frame's centre, so what is in the middle stays there.
      return {
        scale,
        x: width / 2 - (width / 2 - current.x) * factor,
        y: height / 2 - (height / 2 - current.y) * factor,
      };
    });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startY: event.clientY, view, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.startX;
    const dy = event.clientY - start.startY;
    if (!start.moved && Math.hypot(dx, dy) < clickSlop) return;
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId);
    start.moved = true;
    setView({ ...start.view, x: start.view.x + dx, y: start.view.y + dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.moved || !(event.target instanceof Element)) return;
    const state = event.target.closest("[data-state-id]")?.getAttribute("data-state-id");
    if (state) onSelectState(state);
  };

  return (
    <figure className="zoomable-diagram">
      <figcaption>
        <span>{diagramTitleWords(entry.title)}</span>
        <span className="zoom-controls">
          <Button variant="quiet" onClick={() => zoom(zoomStep)}>
            Zoom in
          </Button>
          <Button variant="quiet" onClick={() => zoom(1 / zoomStep)}>
            Zoom out
          </Button>
          <Button variant="quiet" onClick={fitToFrame}>
            Fit
          </Button>
          <span className="zoom-level">{Math.round(view.scale * 100)}%</span>
        </span>
      </figcaption>
      {svg instanceof Error && <p role="alert">{svg.message}</p>}
      {svg === undefined && <p>Loading the diagram…</p>}
      {markup && (
        <div
          ref={frame}
          className="zoom-frame"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onWheel={(event) => event.ctrlKey && zoom(event.deltaY < 0 ? zoomStep : 1 / zoomStep)}
        >
          <div
            ref={canvas}
            className="zoom-canvas"
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is the repository's own docs/statecharts file (written by npm run diagrams and bundled), never visitor content.
            dangerouslySetInnerHTML={{ __html: markup }}
          />
        </div>
      )}
    </figure>
  );
}
