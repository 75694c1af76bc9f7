// Page-weight benchmark (issues 6, 15 and 16): the up-front JavaScript of the home, search results and checkout
// pages and the build's CSS, gzipped, against their budgets. The page-weight test fails over budget; this records the
// numbers.
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { budgets, kilobytes, totalCss, upFrontJs, type Weight } from "./page-weight";
import { machineSummary, writeBenchmarkSection } from "./report";

buildIfStale(process.env.DIST_DIR ?? "dist");
/** The budgets hold the pages a visitor lands on; the checkout has none, and is shown to follow the lazy workflows. */
const rows: { what: string; weight: Weight; budget?: number }[] = [
  {
    what: "JavaScript before the home page first paints",
    weight: upFrontJs(["src/app/pages/home.ts"]),
    budget: budgets.homeJsBytes,
  },
  {
    what: "JavaScript before the search results page first paints",
    weight: upFrontJs(["src/app/pages/search-results.ts"]),
    budget: budgets.searchJsBytes,
  },
  {
    what: "JavaScript before the checkout page first paints",
    weight: upFrontJs(["src/app/pages/checkout.ts", "src/routes/checkout.tsx"]),
  },
  { what: "CSS, every style sheet of the build", weight: totalCss(), budget: budgets.cssBytes },
];
const table = rows.map(({ what, weight, budget }) => {
  const held = budget === undefined ? "none | -" : `${kilobytes(budget)} | ${weight.bytes <= budget ? "yes" : "no"}`;
  return `| ${what} | ${kilobytes(weight.bytes)} | ${weight.files.length} | ${held} |`;
});
const report = `${machineSummary()}. Production build (\`npm run build\`), each file gzipped at level 9; the brand's theme, written into each page's head by the server, is not counted.

| what the browser loads | gzipped | files | budget | within budget |
| --- | --- | --- | --- | --- |
${table.join("\n")}`;
writeBenchmarkSection("Page weight", report);
console.log(report);
