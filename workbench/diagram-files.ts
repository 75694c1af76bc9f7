/** One committed diagram, as `npm run diagrams` lists it in docs/statecharts/diagrams.json. */
export interface DiagramEntry {
  machine: string;
  file: string;
  title: string;
  /** Ids of the states drawn in it; each is a `data-state-id` attribute in the SVG. */
  stateIds: string[];
}

// Bundled with the viewer as chunks of their own, loaded on demand: the viewer works offline and the storefront
// never downloads them.
const manifests = import.meta.glob<DiagramEntry[]>("../docs/statecharts/diagrams.json", { import: "default" });
const svgFiles = import.meta.glob<string>("../docs/statecharts/*.svg", { query: "?raw", import: "default" });

/** Every committed diagram; none before `npm run diagrams` has written the manifest. */
export async function loadDiagramIndex(): Promise<DiagramEntry[]> {
  const load = Object.values(manifests)[0];
  return load ? load() : [];
}

/** The SVG markup of a diagram listed in the manifest. */
export async function loadDiagramSvg(file: string): Promise<string> {
  const load = svgFiles[`../docs/statecharts/${file}`];
  if (!load) throw new Error(`The diagram ${file} is listed in diagrams.json but not committed.`);
  return load();
}
