// Renders Mermaid diagrams to SVG with Mermaid itself, in Chromium through Playwright, offline: the page loads
// Mermaid's bundled files from node_modules through a routed origin that never reaches the network.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumFlags, findChromium } from "./find-chromium.mjs";

const origin = "http://diagrams.invalid";

/**
 * Widest natural SVG width that still reads at a 1280 px page: scaled to fit, Mermaid's 14 px text (16 px line box)
 * stays at least 11 px high.
 */
const maxNaturalWidth = 1800;

export interface DiagramToRender {
  /** The SVG element's id, unique across diagrams so that several can share one page (the viewer's). */
  id: string;
  /** Mermaid source. */
  source: string;
  /** Mermaid node id -> the id the live viewer finds that node's group by, written as `attribute`. */
  nodes: Record<string, string>;
  /** `data-state-id` (XState state ids) on statecharts, `data-actor-id` (actor names) on the actors diagram. */
  attribute: "data-state-id" | "data-actor-id";
  /** Layout engine: ELK reads better for the statecharts, Dagre for the small actors flowchart. */
  layout: "elk" | "dagre";
}

/** A label as drawn at a given page width: its text and its rendered height in CSS pixels. */
export interface RenderedLabel {
  text: string;
  height: number;
}

export interface MermaidRenderer {
  /** SVG text of each diagram, in order; throws with Mermaid's message when one does not render. */
  render(diagrams: DiagramToRender[]): Promise<string[]>;
  /** The labels of an SVG shown at `width` CSS pixels (scaled down to fit when wider), with their text heights. */
  labelsAtWidth(svg: string, width: number): Promise<RenderedLabel[]>;
  close(): Promise<void>;
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
  return page;
}

/** Opens one Chromium page with Mermaid loaded; render every diagram through it, then close it. */
export async function openMermaidRenderer(): Promise<MermaidRenderer> {
  const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumFlags });
  const page = await openPage(browser);
  return {
    async render(diagrams) {
      return page.evaluate(
        async ({ list, maxWidth }) => {
          type Mermaid = {
            initialize(config: object): void;
            render(id: string, text: string): Promise<{ svg: string }>;
          };
          const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
          const svgs: string[] = [];
          for (const [index, diagram] of list.entries()) {
            const id = diagram.id;
            const draw = async (nodePlacementStrategy: string) => {
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
                elk: { nodePlacementStrategy },
              });
              try {
                return (await mermaid.render(id, diagram.source)).svg;
              } catch (error) {
                throw new Error(`Diagram ${index} does not render: ${String(error)}\n${diagram.source}`);
              }
            };
            let svg = await draw("BRANDES_KOEPF");
            // ELK's default placement spreads dense charts wide; its simple placement is taller but fits the page.
            const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? 0);
            if (diagram.layout === "elk" && width > maxWidth) svg = await draw("SIMPLE");
            // Parsed as HTML (Mermaid's labels hold HTML such as <br>), written back as XML so the file opens alone.
            const holder = document.createElement("div");
            holder.innerHTML = svg;
            const root = holder.firstElementChild;
            if (!root) throw new Error(`Diagram ${index} rendered nothing`);
            for (const group of root.querySelectorAll("g[id], g[data-id]")) {
              const node =
                group.getAttribute("data-id") ??
                new RegExp(`^${id}-(?:state|flowchart)-(.+)-\\d+$`).exec(group.getAttribute("id") ?? "")?.[1];
              const stateId = node ? diagram.nodes[node] : undefined;
              if (stateId) group.setAttribute(diagram.attribute, stateId);
            }
            svgs.push(new XMLSerializer().serializeToString(root));
          }
          return svgs;
        },
        { list: diagrams, maxWidth: maxNaturalWidth },
      );
    },
    async labelsAtWidth(svg, width) {
      return page.evaluate(
        ({ svg, width }) => {
          document.body.innerHTML = `<div id="frame" style="width:${width}px">${svg}</div>`;
          const element = document.querySelector<SVGSVGElement>("#frame svg");
          if (!element) throw new Error("No SVG to measure");
          // As on a page: never wider than its column, scaled down to fit.
          element.setAttribute("style", "max-width:100%;height:auto");
          element.setAttribute("width", String(Math.min(width, element.viewBox.baseVal.width)));
          const labels: { text: string; height: number }[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            if (!text || node.parentElement?.closest("style")) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const heights = [...range.getClientRects()].map((rect) => rect.height).filter((h) => h > 0);
            if (heights.length > 0) labels.push({ text, height: Math.min(...heights) });
          }
          return labels;
        },
        { svg, width },
      );
    },
    async close() {
      await browser.close();
    },
  };
}
