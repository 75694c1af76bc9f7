// The workbench lists a state's QA paths from a committed file rather than generating every path in the browser: it
// must be the catalogue `npm run paths` lists today.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { formatQaPathsByState, qaPathsByState, qaPathsByStateFile, type Workflow } from "../../scripts/path-catalogue";
import { qaDocFigures, qaDocFile, withQaDocFigures } from "../../scripts/qa-doc-figures";

it(`has an up-to-date ${qaPathsByStateFile} and docs/qa.md (npm run workbench-paths, npm run qa-doc)`, () => {
  const listing = spawnSync("npm", ["run", "--silent", "paths", "--", "--json"], {
    encoding: "utf8",
    timeout: 240_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(listing.status, listing.stderr).toBe(0);
  const catalogue = JSON.parse(listing.stdout) as Workflow[];
  expect(catalogue.length).toBeGreaterThan(0);
  const committed = readFileSync(qaPathsByStateFile, "utf8");
  expect(committed === formatQaPathsByState(qaPathsByState(catalogue)), `${qaPathsByStateFile} is out of date`).toBe(
    true,
  );
  // docs/qa.md quotes the same catalogue: its example and counts (run npm run qa-doc when this fails).
  const doc = readFileSync(qaDocFile, "utf8");
  expect(doc === withQaDocFigures(doc, qaDocFigures(catalogue)), `${qaDocFile}'s figures are out of date`).toBe(true);
  // The time of `npm run paths -- --run-all` it quotes is the line a run of today's catalogue printed.
  const listed = catalogue.reduce((n, w) => n + w.scenarios.reduce((m, s) => m + s.paths.length, 0), 0);
  expect(doc, "the --run-all line of docs/qa.md is of another catalogue: run it again").toMatch(
    new RegExp(`^All ${listed} listed paths passed as machine tests, .* in \\d+ min \\d+ s\\.$`, "m"),
  );
}, 300_000);
