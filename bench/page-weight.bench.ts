// Page-weight benchmark (issues 6 and 15): the up-front JavaScript of the home and search results pages and the
// build's CSS, gzipped, against their budgets. The page-weight test fails over budget; this records the numbers.
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { budgets, kilobytes, totalCss, upFrontJs } from "./page-weight";
import { machineSummary, writeBenchmarkSection } from "./report";

buildIfStale(process.env.DIST_DIR ?? "dist");
const rows = [
  ...[
    ["home", "JavaScript before the home page first paints"],
    ["search-results", "JavaScript before the search results page first paints"],
  ].map(([route, what]) => ({ what, weight: upFrontJs(route), budget: budgets.upFrontJsBytes })),
  { what: "CSS, every style sheet of the build", weight: totalCss(), budget: budgets.cssBytes },
];
const table = rows.map(
  ({ what, weight, budget }) =>
    `| ${what} | ${kilobytes(weight.bytes)} | ${weight.files.length} | ${kilobytes(budget)} | ${weight.bytes <= budget ? "yes" : "no"} |`,
);
const report = `${machineSummary()}. Production build (\`npm run build\`), each file gzipped at level 9; the brand's theme, written into each page's head by the server, is not counted.

| what the browser loads | gzipped | files | budget | within budget |
| --- | --- | --- | --- | --- |
${table.join("\n")}`;
writeBenchmarkSection("Page weight", report);
console.log(report);
