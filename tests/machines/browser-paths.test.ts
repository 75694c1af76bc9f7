import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import {
  type BrowserPathModel,
  browserCoverage,
  chooseBrowserPaths,
  formatBrowserCoverage,
  generatedBrowserPaths,
} from "../e2e/support/browser-paths";
import { basketPathModel } from "../e2e/support/models/basket";
import { checkoutPathModel } from "../e2e/support/models/checkout";
import { lookupPathModel } from "../e2e/support/models/lookup";

/**
 * The transitions the browser's model paths take, computed without a browser from the very selection the specs in
 * tests/e2e/model/ run: every transition is taken there or listed, with its reason, in the model's
 * `notDrivenInBrowser`, and nothing listed is taken after all.
 */
const models: BrowserPathModel<AnyStateMachine>[] = [lookupPathModel, basketPathModel, checkoutPathModel];

describe("model paths in the browser", () => {
  it.each(models.map((model) => [model.name, model] as const))(
    "%s: every transition is taken in the browser or listed with its reason",
    (name, model) => {
      const coverage = browserCoverage(model, chooseBrowserPaths(generatedBrowserPaths(model)));
      console.log(formatBrowserCoverage(name, coverage));
      expect(coverage.unlisted, "transitions no browser path takes, not in notDrivenInBrowser").toEqual([]);
      expect(coverage.listedButTaken, "transitions in notDrivenInBrowser that a browser path takes").toEqual([]);
      expect(coverage.unseenStates, "states no browser path rests in").toEqual([]);
      for (const reason of Object.values(model.notDrivenInBrowser)) expect(reason.trim()).not.toBe("");
    },
  );
});
