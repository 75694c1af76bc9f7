// docs/qa.md quotes the QA catalogue (`npm run paths`): its example and its counts are written from the catalogue
// itself by `npm run qa-doc`, between two markers, and tests/tooling/qa-paths-by-state.test.ts fails when they are stale.
import { workflowWords } from "../workbench/workflow-words";
import { browserPathWords, type Workflow } from "./path-catalogue";

export const qaDocFile = "docs/qa.md";
const begin = "<!-- From the catalogue: written by `npm run qa-doc`, checked by a test. -->";
const end = "<!-- End of the catalogue's figures. -->";

/** The workflow and scenario docs/qa.md shows as the example of `npm run paths`. */
const example = { model: "lookup", scenario: "visitor opened a shared AI link" };

const count = (n: number) => n.toLocaleString("en-GB");

/** The example listing and the counts, in the words `npm run paths` prints. */
export function qaDocFigures(catalogue: readonly Workflow[]): string {
  const workflow = catalogue.find((w) => w.model === example.model);
  const scenario = workflow?.scenarios.find((s) => s.name === example.scenario);
  if (!workflow || !scenario)
    throw new Error(`The catalogue has no scenario "${example.scenario}" of ${example.model}.`);
  const listedIn = (w: Workflow) => w.scenarios.reduce((n, s) => n + s.paths.length, 0);
  const width = Math.max(...scenario.paths.map((p) => p.id.length));
  const examplePaths = scenario.paths.flatMap((p) => [
    `    ${p.id.padEnd(width)}  ${p.title}`,
    ...(p.browserPath ? [`${" ".repeat(width + 6)}in the browser: ${browserPathWords(p.browserPath)}`] : []),
  ]);
  const generated = catalogue.reduce((n, w) => n + w.generated, 0);
  const distinct = catalogue.reduce((n, w) => n + w.distinct, 0);
  const listed = catalogue.reduce((n, w) => n + listedIn(w), 0);
  const rows = catalogue.map(
    (w) =>
      `| ${workflowWords(w.model)} | ${count(w.generated)} | ${count(w.distinct)} | ${w.transitions} | ${listedIn(w)} |`,
  );
  return [
    "```",
    `${workflowWords(workflow.model)}: ${listedIn(workflow)} paths take all ${workflow.transitions} transitions of its ` +
      `${count(workflow.generated)} generated paths (${count(workflow.distinct)} with different steps)`,
    "",
    `  ${scenario.name}`,
    ...examplePaths,
    "```",
    "",
    `The machine tests generate ${count(generated)} paths (${count(distinct)} with different steps; the helper's own ` +
      `test machine left out) and the list shows ${count(listed)} of them, which between them take every transition ` +
      "any generated path takes:",
    "",
    "| workflow | generated paths | with different steps | transitions | listed |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

/** The doc with its catalogue figures replaced by `figures`. */
export function withQaDocFigures(doc: string, figures: string): string {
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${qaDocFile} has lost its markers: ${begin} … ${end}`);
  return `${doc.slice(0, from + begin.length)}\n${figures}\n${doc.slice(to)}`;
}
