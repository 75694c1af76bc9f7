import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyStateMachine } from "xstate";
import { actorsDiagram, actorsModel } from "../workbench/actors-diagram";
import { chartModel } from "../workbench/machine-model";
import { actorsPage, statechartPage } from "../workbench/mermaid";
import { stateDiagrams } from "../workbench/state-diagrams";
import type { DiagramToRender, MermaidRenderer } from "./mermaid-renderer";

/** The placements recorded in the committed `diagrams.json`, by file (none when it is missing or unreadable). */
export function committedPlacements(): Map<string, string> {
  try {
    const manifest = JSON.parse(readFileSync(path.join(statechartsDir, "diagrams.json"), "utf8")) as ManifestEntry[];
    return new Map(manifest.flatMap((entry) => (entry.placement ? [[entry.file, entry.placement] as const] : [])));
  } catch {
    return new Map();
  }
}

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

/** Every diagram of every machine with its page, before rendering. */
export async function plannedDiagrams(): Promise<{ pages: Map<string, string>; diagrams: PlannedDiagram[] }> {
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
      const charts = stateDiagrams(model);
      for (const chart of charts) {
        const stateIds = Object.values(chart.nodes);
        diagrams.push({
          id: svgId(chart.file),
          source: chart.source,
          nodes: chart.nodes,
          layout: "elk",
          attribute: "data-state-id",
          entry: { machine: name, file: chart.file, title: chart.title, stateIds },
        });
      }
      pages.set(path.join(statechartsDir, `${name}.md`), statechartPage(model, source, charts));
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

/**
 * The generated files by path: a page per machine, its SVGs, the viewer's manifest and the index with the guide. With
 * `placements` (file -> ELK placement, from the committed manifest) each diagram is drawn once, with its placement.
 */
export async function statechartFiles(
  renderer: MermaidRenderer,
  placements: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const { pages, diagrams } = await plannedDiagrams();
  const rendered = await renderer.render(
    diagrams.map((diagram) => ({ ...diagram, placement: placements.get(diagram.entry.file) })),
  );
  const files = new Map(pages);
  for (const [index, diagram] of diagrams.entries()) {
    files.set(path.join(statechartsDir, diagram.entry.file), `${rendered[index]?.svg}\n`);
  }
  const manifest = diagrams.map((diagram, index) =>
    diagram.layout === "elk" ? { ...diagram.entry, placement: rendered[index]?.placement } : diagram.entry,
  );
  files.set(path.join(statechartsDir, "diagrams.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}
