import { describe, expect, it } from "vitest";
import { generatedPaths, pathsFixedBeforeMutation } from "../support/fixed-paths";
import { replayAllTimeoutMs } from "../support/model-coverage";
import { formatOracleReach } from "../support/oracle-checks";
import { assertOverDataSets, dataReplayProblems, modelDataRuns, replayWithData } from "../support/replay-with-data";
import { brandInputs, lookupEventArbitraries } from "./lookup.data";
import { lookupModel } from "./lookup.model";
import { lookupOracleChecks } from "./lookup.oracle";
import { lookupViewChecks } from "./lookup.view-oracle";

/**
 * Issue 27: every generated lookup path, replayed over generated data sets (brands, registrar answers, searches,
 * failures: `lookup.data.ts`), each step checked by the lookup oracle. The seed is fixed (`MODEL_DATA_SEED`, printed
 * by fast-check on a failure, with the data drawn); `MODEL_DATA_RUNS` data sets per path (3 unless set).
 */
const model = lookupModel();
const paths = generatedPaths(model);
let replayed = 0;
const steps = { drawn: 0, kept: 0, cut: 0 };

describe(`lookup model paths over generated data (seed ${modelDataRuns.seed})`, () => {
  it.each(paths.map((path) => [path.description, path] as const))("%s", (_description, path) => {
    assertOverDataSets((draw) => {
      // The brands take turns, path by path, so each brand's TLDs and phone meet every kind of path.
      const input = brandInputs[path.number % brandInputs.length];
      const replay = replayWithData({ ...model, input }, path, lookupEventArbitraries, draw);
      steps.drawn += replay.drawn;
      steps.kept += replay.kept;
      if (replay.cut) steps.cut += 1;
      expect(dataReplayProblems(path, replay), "what the oracle found wrong").toEqual([]);
    });
    replayed += 1;
  });

  // Not in a mutation run of the rules: it measures the data, and it needs every path replayed first.
  if (!pathsFixedBeforeMutation)
    it("reaches every check the lookup's oracles name", { timeout: replayAllTimeoutMs }, () => {
      console.log(formatOracleReach("lookup", lookupOracleChecks));
      console.log(formatOracleReach("lookup rows", lookupViewChecks));
      console.log(
        `[model data] lookup: ${replayed} paths × ${modelDataRuns.numRuns} data sets, ${steps.drawn} steps drawn, ${steps.kept} kept the path's event, ${steps.cut} replays ended early (earlier data took the path's event elsewhere)`,
      );
      expect(replayed, "every path replayed first (run the whole file)").toBe(paths.length);
      expect(lookupOracleChecks.unreached(), "oracle checks no generated path reaches").toEqual([]);
      expect(lookupViewChecks.unreached(), "row checks no generated path reaches").toEqual([]);
    });
});
