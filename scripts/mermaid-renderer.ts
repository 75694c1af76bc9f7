// Renders Mermaid diagrams to SVG with Mermaid itself, in Chromium through Playwright, offline: the page loads
// Mermaid's bundled files from node_modules through a routed origin that never reaches the network.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumFlags, findChromium } from "./find-chromium.mjs";

const origin = "http://diagrams.invalid";

/** The page width the diagrams are made to be read at. */
export const readingWidth = 1280;

/**
 * Every diagram is drawn at one scale, one SVG unit a CSS pixel (its width and height are its viewBox's), so that
 * Mermaid's 14 px text reads the same in every file. ELK's placements are tried until one fits this frame:
 * the frame the workbench (/statecharts) draws a diagram in on a 1280x800 laptop window, a little smaller than measured
 * (1262x706 px, 1262x670 with the diagram buttons on two rows), and the smallest scale a diagram may be shown at there:
 * Mermaid's 14 px text at 0.79 is 11.06 px.
 */
export const workbenchFrame = { width: 1252, height: 680, minScale: 0.79 };

/** The scale at which a diagram of this size fits the workbench's frame (never above its own size). */
export function frameScale(width: number, height: number): number {
  return Math.min(1, workbenchFrame.width / width, workbenchFrame.height / height);
}

/** ELK's node placement strategies, in order of preference. */
const elkPlacementStrategies = ["BRANDES_KOEPF", "NETWORK_SIMPLEX", "LINEAR_SEGMENTS", "SIMPLE"];
/** ELK's layering other than its default (network simplex): fewer, longer layers for a diagram still too big. */
const elkLayerings = ["LONGEST_PATH"];

/**
 * ELK's node placements, in order of preference, each drawn top to bottom and then left to right; then, for a diagram
 * none of them fits, the first two again with arrows into a state merged into one port (MERGED: fewer lanes, so
 * narrower) and with the longest-path layering (LONGEST_PATH: a parallel state's regions stacked less tall).
 */
const elkPlacements = [
  ...elkPlacementStrategies.flatMap((placement) => [placement, `LR ${placement}`]),
  ...elkPlacementStrategies
    .slice(0, 2)
    .flatMap((placement) => [`${placement} MERGED`, `LR ${placement} MERGED`, `${placement} LONGEST_PATH`]),
];

/** The word a placement carries when it draws `DiagramToRender.apartSource` rather than `source`. */
const apartWord = "APART";

/** Whether a recorded placement drew the diagram's states outside apart (`DiagramToRender.apartSource`). */
export function drawsApart(placement: string | undefined): boolean {
  return placement?.split(" ").includes(apartWord) ?? false;
}

export interface DiagramToRender {
  /** The SVG element's id, unique across diagrams so that several can share one page (the viewer's). */
  id: string;
  /** Mermaid source. */
  source: string;
  /**
   * The diagram with each state outside it drawn as two boxes: where no placement fits `source`, each is tried on this
   * (and recorded with "APART").
   */
  apartSource?: string;
  /** Mermaid node id -> the id the live viewer finds that node's group by, written as `attribute`. */
  nodes: Record<string, string>;
  /** Mermaid node id of a collapsed state -> the file of its own diagram, written as `data-opens`. */
  opens?: Record<string, string>;
  /** `data-state-id` (XState state ids) on statecharts, `data-actor-id` (actor names) on the actors diagram. */
  attribute: "data-state-id" | "data-actor-id";
  /** Layout engine: ELK reads better for the statecharts, Dagre for the small actors flowchart. */
  layout: "elk" | "dagre";
  /**
   * The one ELK placement to draw with (the one `npm run diagrams` chose and recorded; "LR " before it draws left to
   * right); without it each placement is tried in turn, as described in `render`.
   */
  placement?: string;
}

/** A rendered diagram and the ELK placement it was drawn with (Dagre's diagrams: the first, unused). */
export interface RenderedDiagram {
  svg: string;
  placement: string;
}

/** How a diagram reads at a page width: its labels with their text heights, and labels drawn over others. */
export interface DiagramInspection {
  /** The SVG's own width before it is scaled to fit. */
  naturalWidth: number;
  /** The SVG's own height before it is scaled to fit. */
  naturalHeight: number;
  /** Font sizes of its text in CSS pixels, as the SVG draws itself (its own width and height) in the column. */
  textSizes: number[];
  labels: { text: string; height: number }[];
  /** Arrow labels that cover another arrow label or a box, described by their text. */
  overlaps: string[];
  /** Arrows that run through another arrow's label, so the label seems to belong to both. */
  crossings: string[];
  /** States whose name or description spills out of their box. */
  outside: string[];
}

export interface MermaidRenderer {
  /** Each diagram's SVG text and placement, in order; throws with Mermaid's message when one does not render. */
  render(diagrams: DiagramToRender[]): Promise<RenderedDiagram[]>;
  /** An SVG shown at `width` CSS pixels, scaled down to fit when wider, as a reader sees it. */
  inspect(svg: string, width: number): Promise<DiagramInspection>;
  close(): Promise<void>;
}

/** Runs in the page: draws an SVG in a column of `width` pixels and measures what a reader sees. */
function installInspector(): void {
  const inspect = (svg: string, width: number): DiagramInspection => {
    const frame = document.createElement("div");
    frame.style.width = `${width}px`;
    frame.innerHTML = svg;
    document.body.replaceChildren(frame);
    const element = frame.querySelector("svg");
    if (!element) throw new Error("No SVG to inspect");
    const naturalWidth = element.viewBox.baseVal.width;
    const naturalHeight = element.viewBox.baseVal.height;
    const sizes = new Set<number>();
    const drawnTexts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = drawnTexts.nextNode(); node; node = drawnTexts.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest("style")) continue;
      // The SVG element nearest the text (itself, or the foreignObject around an HTML label) gives the scale it is drawn at.
      let graphic: Element | null = parent;
      while (graphic && !(graphic instanceof SVGGraphicsElement)) graphic = graphic.parentElement;
      const matrix = graphic instanceof SVGGraphicsElement ? graphic.getScreenCTM() : null;
      if (!matrix) continue;
      const fontSize = Number.parseFloat(getComputedStyle(parent).fontSize);
      sizes.add(Math.round(fontSize * Math.hypot(matrix.a, matrix.b) * 10) / 10);
    }
    const textSizes = [...sizes].sort((a, b) => a - b);
    element.setAttribute("style", "max-width:100%;height:auto");
    element.setAttribute("width", String(Math.min(width, naturalWidth)));
    const labels: DiagramInspection["labels"] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || node.parentElement?.closest("style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const heights = [...range.getClientRects()].map((rect) => rect.height).filter((h) => h > 0);
      if (heights.length > 0) labels.push({ text, height: Math.min(...heights) });
    }
    const box = (group: Element) => ({ text: group.textContent?.trim() ?? "", rect: group.getBoundingClientRect() });
    const arrows = [...element.querySelectorAll("g.edgeLabel")].map(box).filter(({ rect }) => rect.width > 1);
    const boxes = [...element.querySelectorAll("g.node")].map(box);
    const covers = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const overlaps = arrows.flatMap((arrow, index) =>
      [...arrows.slice(index + 1), ...boxes]
        .filter((other) => covers(arrow.rect, other.rect))
        .map((other) => `"${arrow.text}" covers "${other.text}"`),
    );
    // Mermaid names an arrow's path `<svg id>-edgeN` and its label `data-id="edgeN"`.
    const labelOf = new Map(
      [...element.querySelectorAll("g.edgeLabel g.label[data-id]")].map((label) => [
        label.getAttribute("data-id") ?? "",
        { text: label.textContent?.trim() ?? "", rect: label.getBoundingClientRect() },
      ]),
    );
    const scale = element.getBoundingClientRect().width / naturalWidth;
    const crossings: string[] = [];
    for (const path of element.querySelectorAll<SVGPathElement>("path[id*='-edge']")) {
      const own = /-(edge\d+)$/.exec(path.id)?.[1];
      const matrix = path.getScreenCTM();
      if (!own || !matrix) continue;
      const length = path.getTotalLength();
      const crossed = new Set<string>();
      for (let at = 0; at <= length; at += 4 / scale) {
        const point = new DOMPoint(path.getPointAtLength(at).x, path.getPointAtLength(at).y).matrixTransform(matrix);
        for (const [id, label] of labelOf) {
          const { rect } = label;
          if (id === own || rect.width <= 1 || crossed.has(id)) continue;
          if (
            point.x > rect.left + 1 &&
            point.x < rect.right - 1 &&
            point.y > rect.top + 1 &&
            point.y < rect.bottom - 1
          ) {
            crossed.add(id);
            crossings.push(`an arrow ("${labelOf.get(own)?.text ?? "unlabelled"}") runs through "${label.text}"`);
          }
        }
      }
    }
    const textBoxes = (group: Element) => {
      const rects: DOMRect[] = [];
      const texts = document.createTreeWalker(group, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      return rects;
    };
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;
    const outside: string[] = [];
    for (const state of element.querySelectorAll("g.node, g.cluster")) {
      // The state's outline: its largest shape (a label's own empty <rect> is not it).
      const shapes = state.querySelectorAll(
        ":scope > rect, :scope > path, :scope > polygon, :scope > circle, :scope > g > path, :scope > g > rect",
      );
      const area = (rect: DOMRect) => rect.width * rect.height;
      const box = [...shapes].map((shape) => shape.getBoundingClientRect()).sort((a, b) => area(b) - area(a))[0];
      if (!box || area(box) === 0) continue;
      if (textBoxes(state).some((text) => !within(text, box))) {
        outside.push(`"${state.textContent?.trim().slice(0, 60)}" spills out of its box`);
      }
    }
    return { naturalWidth, naturalHeight, textSizes, labels, overlaps, crossings, outside };
  };
  Object.assign(window, { inspectDiagram: inspect });
}

function contentType(file: string): string {
  return file.endsWith(".html") ? "text/html" : "text/javascript";
}

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") return route.fulfill({ contentType: contentType(".html"), body: "<!doctype html><body>" });
    const file = path.join("node_modules", path.normalize(pathname));
    return route.fulfill({ contentType: contentType(file), body: readFileSync(file) });
  });
  await page.goto(`${origin}/`);
  // tsx compiles the functions passed to page.evaluate with esbuild's keepNames, which calls a helper of its own.
  await page.evaluate("globalThis.__name = (fn) => fn");
  // A module script, not page.evaluate: test runners rewrite dynamic imports inside evaluated functions.
  await page.addScriptTag({
    type: "module",
    content: [
      'import mermaid from "/mermaid/dist/mermaid.esm.min.mjs";',
      'import elk from "/@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs";',
      "mermaid.registerLayoutLoaders(elk);",
      "window.mermaid = mermaid;",
    ].join("\n"),
  });
  await page.waitForFunction(() => "mermaid" in window);
  await page.evaluate(installInspector);
  return page;
}

/** Opens one Chromium page with Mermaid loaded; render every diagram through it, then close it. */
export async function openMermaidRenderer(): Promise<MermaidRenderer> {
  const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumFlags });
  const page = await openPage(browser);
  return {
    async render(diagrams) {
      return page.evaluate(
        async ({ list, frame, pageWidth, placements, placementWords, layeringWords, apart }) => {
          type Mermaid = {
            initialize(config: object): void;
            render(id: string, text: string): Promise<{ svg: string }>;
          };
          const { mermaid, inspectDiagram } = window as unknown as {
            mermaid: Mermaid;
            inspectDiagram: (svg: string, width: number) => DiagramInspection;
          };
          const rendered: { svg: string; placement: string }[] = [];
          for (const [index, diagram] of list.entries()) {
            const id = diagram.id;
            const draw = async (placement: string) => {
              const words = placement.split(" ");
              const direction = words.find((word) => word === "LR" || word === "TB");
              const nodePlacementStrategy = words.find((word) => placementWords.includes(word)) ?? "";
              const mergeEdges = words.includes("MERGED") || undefined;
              const layeringStrategy = words.find((word) => layeringWords.includes(word));
              const text = words.includes(apart) && diagram.apartSource ? diagram.apartSource : diagram.source;
              const source = !direction
                ? text
                : text
                    .replace(/^stateDiagram-v2\n/, `stateDiagram-v2\n  direction ${direction}\n`)
                    .replace(/^flowchart \w+/, `flowchart ${direction}`);
              // Mermaid names some groups (parallel regions' dividers) with Math.random: seeded, each file is stable.
              let seed = 0x2f6b_1d3a;
              Math.random = () => {
                seed = (seed + 0x6d2b79f5) | 0;
                let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
                t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
                return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
              };
              // Initialised per diagram so deterministic ids restart and each file is the same on every run.
              mermaid.initialize({
                startOnLoad: false,
                deterministicIds: true,
                deterministicIDSeed: "statechart",
                securityLevel: "strict",
                layout: diagram.layout,
                elk: { nodePlacementStrategy, mergeEdges, layeringStrategy },
              });
              return (await mermaid.render(id, source)).svg;
            };
            // ELK's default placement reads best but spreads dense charts wide; the others are taller and narrower.
            // Each is tried on the source, then on its states outside drawn apart. The first that fits the workbench's
            // frame readably with no arrow through a label wins; failing that, the clean one drawn largest there.
            // Dagre has no placements: its flowchart is drawn as written (left to right), then top to bottom.
            const strategies =
              diagram.layout !== "elk"
                ? [placements[0] ?? "", `TB ${placements[0]}`]
                : diagram.placement
                  ? [diagram.placement]
                  : [...placements, ...(diagram.apartSource ? placements.map((p) => `${p} ${apart}`) : [])];
            const drawn: { svg: string; scale: number; clean: boolean; placement: string }[] = [];
            for (const strategy of strategies) {
              let candidate: string;
              try {
                candidate = await draw(strategy);
              } catch (error) {
                if (strategy === strategies[0]) {
                  throw new Error(`Diagram ${index} does not render: ${String(error)}\n${diagram.source}`);
                }
                continue;
              }
              const seen = inspectDiagram(candidate, pageWidth);
              const clean = seen.overlaps.length === 0 && seen.crossings.length === 0 && seen.outside.length === 0;
              const scale = Math.min(1, frame.width / seen.naturalWidth, frame.height / seen.naturalHeight);
              drawn.push({ svg: candidate, scale, clean, placement: strategy });
              if (clean && scale >= frame.minScale) break;
            }
            const largestClean = drawn.filter((d) => d.clean).sort((a, b) => b.scale - a.scale)[0];
            const chosen = largestClean ?? drawn[0];
            const svg = chosen?.svg ?? "";
            // Parsed as HTML (Mermaid's labels hold HTML such as <br>), written back as XML so the file opens alone.
            const holder = document.createElement("div");
            holder.innerHTML = svg;
            const root = holder.firstElementChild;
            if (!(root instanceof SVGSVGElement)) throw new Error(`Diagram ${index} rendered nothing`);
            // One scale for every diagram: drawn at its own size, never stretched to the page's width.
            const { width, height } = root.viewBox.baseVal;
            root.setAttribute("width", String(width));
            root.setAttribute("height", String(height));
            root.style.removeProperty("max-width");
            if (!root.getAttribute("style")) root.removeAttribute("style");
            // Mermaid numbers parallel regions' dividers with a counter kept across renders: numbered per file, each
            // file is the same however many diagrams (or placements) were drawn before it.
            let divider = 0;
            for (const group of root.querySelectorAll("g[id]")) {
              const counted = /^(.*-state-id-[a-z0-9]+-)\d+(-\d+)$/.exec(group.id);
              if (counted) group.id = `${counted[1]}${++divider}${counted[2]}`;
            }
            for (const group of root.querySelectorAll("g[id], g[data-id]")) {
              const node =
                group.getAttribute("data-id") ??
                new RegExp(`^${id}-(?:state|flowchart)-(.+)-\\d+$`).exec(group.getAttribute("id") ?? "")?.[1];
              const stateId = node ? diagram.nodes[node] : undefined;
              if (stateId) group.setAttribute(diagram.attribute, stateId);
              const opens = node ? diagram.opens?.[node] : undefined;
              if (opens) group.setAttribute("data-opens", opens);
            }
            rendered.push({ svg: new XMLSerializer().serializeToString(root), placement: chosen?.placement ?? "" });
          }
          return rendered;
        },
        {
          list: diagrams,
          frame: workbenchFrame,
          pageWidth: readingWidth,
          placements: elkPlacements,
          placementWords: elkPlacementStrategies,
          layeringWords: elkLayerings,
          apart: apartWord,
        },
      );
    },
    async inspect(svg, width) {
      return page.evaluate(
        ({ svg, width }) =>
          (window as unknown as { inspectDiagram: (svg: string, width: number) => DiagramInspection }).inspectDiagram(
            svg,
            width,
          ),
        { svg, width },
      );
    },
    async close() {
      await browser.close();
    },
  };
}
