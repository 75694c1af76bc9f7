import { type PointerEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../src/components/ui/Button";
import type { DiagramEntry } from "../diagram-files";
import { withScopedIds } from "../scoped-ids";
import { statePath } from "../state-diagrams";
import { diagramTitleWords, workflowWords } from "../workflow-words";
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

/**
 * The scale at which the whole diagram fits the workbench's width (the frame's, and the details panel's beside it: so
 * that opening the panel never makes the diagram smaller) and the frame's height, never above its drawn size (every
 * diagram has one scale); centred in the frame when it fits.
 */
function fitView(frame: HTMLElement, svg: SVGSVGElement): View {
  const { width, height } = svg.viewBox.baseVal;
  const room = Math.max(frame.closest(".workbench-layout")?.clientWidth ?? 0, frame.clientWidth);
  const scale = Math.min(1, room / width, frame.clientHeight / height);
  return {
    scale,
    x: Math.max(0, (frame.clientWidth - width * scale) / 2),
    y: Math.max(0, (frame.clientHeight - height * scale) / 2),
  };
}

/** A box that opens what it names: a collapsed state's own diagram, or on the app's diagram an actor's workflow. */
const openerSelector = "[data-opens], [data-actor-id]";

interface ZoomableDiagramProps {
  entry: DiagramEntry;
  active: ReadonlySet<string>;
  selected?: string;
  onSelectState: (stateId: string) => void;
  /** Opens another diagram of the workflow: a collapsed state's (its box is marked ▸). */
  onOpenDiagram: (file: string) => void;
  /** Opens another workflow: the app's diagram draws each as a box. */
  onOpenWorkflow: (name: string) => void;
  /** The buttons choosing among the workflow's diagrams, shown in the caption. */
  views?: ReactNode;
  /** More controls for the caption. */
  tools?: ReactNode;
}

/**
 * A committed diagram in a frame filling the window: zoom (buttons, or the wheel with Ctrl), pan (drag) and fit;
 * clicking a state's box selects it, clicking (or Enter or Space on) a box marked ▸ opens its diagram, and on the app's
 * diagram an actor's box opens its workflow. Active states are outlined, the selected one is marked.
 */
export function ZoomableDiagram({
  entry,
  active,
  selected,
  onSelectState,
  onOpenDiagram,
  onOpenWorkflow,
  views,
  tools,
}: ZoomableDiagramProps) {
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

  // A new window size fits the diagram again.
  useEffect(() => {
    window.addEventListener("resize", fitToFrame);
    return () => window.removeEventListener("resize", fitToFrame);
  }, [fitToFrame]);

  useEffect(() => {
    const element = markup ? canvas.current?.querySelector("svg") : undefined;
    if (!element) return;
    // Drawn at the diagram's own size (one unit a pixel), then scaled by the view.
    const { width, height } = element.viewBox.baseVal;
    element.style.width = `${width}px`;
    element.style.height = `${height}px`;
    element.style.maxWidth = "none";
    // Boxes that open something are buttons for the keyboard and for screen readers too.
    for (const opener of element.querySelectorAll(openerSelector)) {
      const name = opener.getAttribute("data-actor-id");
      const file = opener.getAttribute("data-opens");
      if (name === entry.machine) continue;
      opener.setAttribute("tabindex", "0");
      opener.setAttribute("role", "button");
      opener.setAttribute(
        "aria-label",
        name
          ? `Open the diagrams of ${workflowWords(name)}`
          : `Open the diagram of ${statePath(file?.replace(/\.svg$/, "") ?? "")}`,
      );
    }
    fitToFrame();
  }, [markup, entry.machine, fitToFrame]);

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
  /** Opens what the box at `target` names, if it names something; true when it did. */
  const open = useCallback(
    (target: Element): boolean => {
      const opener = target.closest(openerSelector);
      const file = opener?.getAttribute("data-opens");
      const workflow = opener?.getAttribute("data-actor-id");
      if (file) onOpenDiagram(file);
      else if (workflow && workflow !== entry.machine) onOpenWorkflow(workflow);
      else return false;
      return true;
    },
    [onOpenDiagram, onOpenWorkflow, entry.machine],
  );
  // Enter or Space on a box that opens something, as on any button.
  useEffect(() => {
    const element = canvas.current;
    if (!element || !markup) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.key === "Enter" || event.key === " ") && event.target instanceof Element && open(event.target)) {
        event.preventDefault();
      }
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [markup, open]);
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.moved || !(event.target instanceof Element)) return;
    if (open(event.target)) return;
    const state = event.target.closest("[data-state-id]")?.getAttribute("data-state-id");
    if (state) onSelectState(state);
  };

  return (
    <figure className="zoomable-diagram" data-diagram={entry.file}>
      <figcaption>
        {/* The pressed view's button names the diagram already: the title is then for screen readers only. */}
        <span className={views ? "visually-hidden" : undefined}>{diagramTitleWords(entry.title)}</span>
        {views}
        <span className="zoom-controls">
          {tools}
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
