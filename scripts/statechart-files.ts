import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyStateMachine } from "xstate";
import { actorsDiagram, actorsModel } from "../workbench/actors-diagram";
import { chartModel } from "../workbench/machine-model";
import { actorsPage, statechartPage } from "../workbench/mermaid";
import { type MaxStates, maxStatesPerDiagram, stateDiagrams } from "../workbench/state-diagrams";
import { type DiagramToRender, drawsApart, frameScale, type MermaidRenderer, workbenchFrame } from "./mermaid-renderer";

function committedManifest(): ManifestEntry[] {
  try {
    return JSON.parse(readFileSync(path.join(statechartsDir, "diagrams.json"), "utf8")) as ManifestEntry[];
  } catch {
    return [];
  }
}

/** The placements recorded in the committed `diagrams.json`, by file (none when it is missing or unreadable). */
export function committedPlacements(): Map<string, string> {
  return new Map(committedManifest().flatMap((entry) => (entry.placement ? [[entry.file, entry.placement]] : [])));
}

/** Where `npm run diagrams` lowered the states per diagram (scope -> states), so that each diagram reads. */
const splitsFile = "splits.json";

/** The lowered states per diagram, by scope, as recorded in the committed `splits.json`. */
export function committedMaxStates(): Map<string, number> {
  try {
    const splits = JSON.parse(readFileSync(path.join(statechartsDir, splitsFile), "utf8")) as Record<string, number>;
    return new Map(Object.entries(splits));
  } catch {
    return new Map();
  }
}
/** The states per diagram of each scope: lowered where recorded, `maxStatesPerDiagram` elsewhere. */
export const maxStatesOf =
  (lowered: ReadonlyMap<string, number>): MaxStates =>
  (scope) =>
    lowered.get(scope) ?? maxStatesPerDiagram;

import { statechartGuide } from "./statechart-guide";
import { specSections } from "./statechart-spec-sections";

export const statechartsDir = "docs/statecharts";
/** The machine that composes the others: drawn as its actors together rather than as states. */
export const rootActor = "app";

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === "object" && value !== null && "root" in value && "implementations" in value && "provide" in value
  );
}

/** Every machine exported by a `machines/<folder>/*.machine.ts` file, by its id. */
export async function findMachines(
  root = "machines",
): Promise<{ name: string; machine: AnyStateMachine; source: string }[]> {
  const found: { name: string; machine: AnyStateMachine; source: string }[] = [];
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(root, folder.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".machine.ts"))) {
      const source = path.join(dir, file);
      const module = (await import(pathToFileURL(path.resolve(source)).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (isMachine(value)) found.push({ name: value.id, machine: value, source });
      }
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** One entry of `diagrams.json`, which the live viewer reads to draw the SVGs and light their states. */
export interface ManifestEntry {
  machine: string;
  file: string;
  title: string;
  /** XState ids of the states drawn as boxes in the file; each box's group carries `data-state-id`. */
  stateIds: string[];
  /** For the actors diagram: the actors drawn, each group carrying `data-actor-id` with the actor's name. */
  actors?: string[];
  /** The most states the diagram draws, where `npm run diagrams` lowered it from `maxStatesPerDiagram` to fit. */
  maxStates?: number;
  /**
   * The ELK placement the SVG was drawn with. `npm run diagrams` tries each until one fits the page; the up-to-date
   * test draws each diagram once, with the placement recorded here.
   */
  placement?: string;
}

/** The SVG element's id for a file: `lookup.searching.svg` is `statechart-lookup-searching`. */
function svgId(file: string): string {
  return `statechart-${file.replace(/\.svg$/, "").replace(/[^A-Za-z0-9]/g, "-")}`;
}

interface PlannedDiagram extends DiagramToRender {
  entry: ManifestEntry;
}

/**
 * Every diagram of every machine with its page, before rendering, split as `lowered` (scope -> states) says; each page
 * shows the Mermaid source its placement (file -> placement) draws.
 */
export async function plannedDiagrams(
  lowered: ReadonlyMap<string, number> = new Map(),
  placements: ReadonlyMap<string, string> = new Map(),
): Promise<{ pages: Map<string, string>; diagrams: PlannedDiagram[] }> {
  const pages = new Map<string, string>();
  const diagrams: PlannedDiagram[] = [];
  const index: string[] = [];
  for (const { name, machine, source } of await findMachines()) {
    const model = chartModel(name, machine);
    if (name === rootActor) {
      const actors = actorsModel(machine);
      const { source: text, nodes } = actorsDiagram(actors);
      const file = `${name}.svg`;
      const title = `${name}: the actors together`;
      diagrams.push({
        id: svgId(file),
        source: text,
        nodes,
        layout: "dagre",
        attribute: "data-actor-id",
        entry: { machine: name, file, title, stateIds: [], actors: Object.values(nodes) },
      });
      pages.set(
        path.join(statechartsDir, `${name}.md`),
        actorsPage(name, source, model.description, { file, source: text }),
      );
    } else {
      const charts = stateDiagrams(model, maxStatesOf(lowered));
      for (const chart of charts) {
        const stateIds = Object.values(chart.nodes);
        diagrams.push({
          id: svgId(chart.file),
          source: chart.source,
          apartSource: chart.apartSource,
          nodes: chart.nodes,
          opens: chart.opens,
          layout: "elk",
          attribute: "data-state-id",
          entry: { machine: name, file: chart.file, title: chart.title, stateIds, maxStates: lowered.get(chart.scope) },
        });
      }
      const drawn = charts.map((chart) =>
        drawsApart(placements.get(chart.file)) ? { ...chart, source: chart.apartSource } : chart,
      );
      pages.set(path.join(statechartsDir, `${name}.md`), statechartPage(model, source, drawn));
    }
    const summary = (model.description ?? "").split("\n")[0];
    const files = diagrams.filter((d) => d.entry.machine === name).map((d) => `[${d.entry.file}](${d.entry.file})`);
    index.push(
      `| [${name}](${name}.md) | ${summary} | ${specSections[name] ?? "(no spec section)"} | ${files.join(", ")} |`,
    );
  }
  pages.set(
    path.join(statechartsDir, "README.md"),
    [
      "# Statecharts",
      "",
      "<!-- Generated by `npm run diagrams`; do not edit by hand. -->",
      "",
      "Every workflow of the storefront is one of these machines. Each page shows its diagrams (SVG images rendered by",
      "Mermaid, with their Mermaid source) and a table of every state. Run `npm run diagrams` after changing a machine;",
      "a test fails while these files are out of date.",
      "",
      "| Workflow | What it does | Spec section it implements | Diagrams |",
      "|---|---|---|---|",
      ...index,
      "",
      statechartGuide,
    ].join("\n"),
  );
  return { pages, diagrams };
}

/** The states per diagram tried for a scope, most first: each fewer draws more diagrams, each smaller. */
const maxStatesTried = [maxStatesPerDiagram, 6, 4, 3, 2];

/**
 * The scopes whose diagrams must draw fewer states to fit the workbench's window at a readable scale, with how many:
 * every diagram is drawn and measured, each too big is split further (fewer states, so more of them collapsed or in
 * phases), and the new diagrams measured in turn, until each fits or draws the fewest tried.
 */
async function readableSplits(renderer: MermaidRenderer): Promise<Map<string, number>> {
  const lowered = new Map<string, number>();
  const scales = new Map<string, number>();
  for (const { name, machine } of await findMachines()) {
    if (name === rootActor) continue;
    const model = chartModel(name, machine);
    for (;;) {
      const charts = stateDiagrams(model, maxStatesOf(lowered));
      const unseen = charts.filter((chart) => !scales.has(chart.source));
      const rendered = await renderer.render(
        unseen.map((chart) => ({
          id: svgId(chart.file),
          source: chart.source,
          apartSource: chart.apartSource,
          nodes: chart.nodes,
          layout: "elk",
          attribute: "data-state-id",
        })),
      );
      for (const [index, chart] of unseen.entries())
        scales.set(chart.source, svgFrameScale(rendered[index]?.svg ?? ""));
      let split = false;
      for (const chart of charts) {
        const fewer = maxStatesTried.find((count) => count < maxStatesOf(lowered)(chart.scope));
        if ((scales.get(chart.source) ?? 0) >= workbenchFrame.minScale || fewer === undefined) continue;
        lowered.set(chart.scope, fewer);
        split = true;
      }
      if (!split) break;
    }
  }
  return lowered;
}

/** The scale at which an SVG drawn by the renderer fits the workbench's frame. */
export function svgFrameScale(svg: string): number {
  const [, , width, height] = (/ viewBox="([^"]*)"/.exec(svg)?.[1] ?? "").split(/\s+/).map(Number);
  return frameScale(width ?? Number.NaN, height ?? Number.NaN);
}

/**
 * The generated files by path: a page per machine, its SVGs, the viewer's manifest and the index with the guide. With
 * `placements` (file -> ELK placement, from the committed manifest) each diagram is drawn once, with its placement;
 * with `lowered` (scope -> states per diagram, from the committed manifest) no diagram's split is searched again.
 */
export async function statechartFiles(
  renderer: MermaidRenderer,
  placements: ReadonlyMap<string, string> = new Map(),
  lowered?: ReadonlyMap<string, number>,
): Promise<Map<string, string>> {
  const splits = lowered ?? (await readableSplits(renderer));
  const { diagrams } = await plannedDiagrams(splits);
  const rendered = await renderer.render(
    diagrams.map((diagram) => ({ ...diagram, placement: placements.get(diagram.entry.file) })),
  );
  const drawnWith = new Map(diagrams.map((diagram, index) => [diagram.entry.file, rendered[index]?.placement ?? ""]));
  const { pages } = await plannedDiagrams(splits, drawnWith);
  const files = new Map(pages);
  for (const [index, diagram] of diagrams.entries()) {
    files.set(path.join(statechartsDir, diagram.entry.file), `${rendered[index]?.svg}\n`);
  }
  const manifest = diagrams.map((diagram, index) =>
    diagram.layout === "elk" ? { ...diagram.entry, placement: rendered[index]?.placement } : diagram.entry,
  );
  files.set(path.join(statechartsDir, "diagrams.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const sorted = Object.fromEntries([...splits].sort(([a], [b]) => a.localeCompare(b)));
  files.set(path.join(statechartsDir, splitsFile), `${JSON.stringify(sorted, null, 2)}\n`);
  return files;
}
