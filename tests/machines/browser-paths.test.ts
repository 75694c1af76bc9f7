import { describe, expect, it } from "vitest";
import { type AnyStateMachine, assign, createMachine } from "xstate";
import {
  type BrowserPathModel,
  browserCoverage,
  chooseBrowserPaths,
  formatBrowserCoverage,
  generatedBrowserPaths,
} from "../e2e/support/browser-paths";
import { basketPathModel } from "../e2e/support/models/basket";
import { cataloguePathModel } from "../e2e/support/models/catalogue";
import { checkoutPathModel } from "../e2e/support/models/checkout";
import { loginPathModel } from "../e2e/support/models/login";
import { lookupPathModel } from "../e2e/support/models/lookup";
import { orderPathModel } from "../e2e/support/models/order";
import { replayAllTimeoutMs } from "./support/model-coverage";

/**
 * The transitions the browser's model paths take, computed without a browser from the very selection the specs in
 * tests/e2e/model/ run: every transition is taken there or listed, with its reason, in the model's
 * `notDrivenInBrowser`, and nothing listed is taken after all.
 */
const models: BrowserPathModel<AnyStateMachine>[] = [
  lookupPathModel,
  basketPathModel,
  cataloguePathModel,
  checkoutPathModel,
  orderPathModel,
  loginPathModel,
];

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
    // Generates and replays every browser path of the model (the lookup's take 10 s on a loaded machine).
    replayAllTimeoutMs,
  );
});

describe("choosing the browser paths and counting their transitions", () => {
  // A door: opening and closing it are driven; knocking while open (ignored) is a listed gap or an unlisted one.
  const door = createMachine({
    id: "door",
    context: { knocks: 0 },
    initial: "closed",
    states: {
      closed: { on: { open: "open" } },
      open: { on: { close: "closed", knock: { actions: assign({ knocks: ({ context }) => context.knocks + 1 }) } } },
    },
  });
  const model = (events: string[], notDrivenInBrowser: Record<string, string>): BrowserPathModel<typeof door> => ({
    name: "door",
    machine: door,
    events: () => events.map((type) => ({ type })),
    notDrivenInBrowser,
  });
  const knock = "door.open —knock→ (self)";
  const coverageOf = (door: BrowserPathModel<AnyStateMachine>) =>
    browserCoverage(door, chooseBrowserPaths(generatedBrowserPaths(door)));

  it("takes every transition the fixtures reach with the fewest paths", () => {
    const paths = chooseBrowserPaths(generatedBrowserPaths(model(["open", "close", "knock"], {})));
    expect(paths.map((path) => path.events.map((event) => event.type))).toEqual([
      ["open", "close"],
      ["open", "knock"],
    ]);
  });

  it("names a transition neither taken nor listed", () => {
    const coverage = coverageOf(model(["open", "close"], {}));
    expect(coverage.unlisted).toEqual([knock]);
    expect(formatBrowserCoverage("door", coverage)).toBe(
      "[browser coverage] door: transitions 2/3 (66%); 1 not taken and not listed",
    );
  });

  it("names a listed transition that a path takes after all", () => {
    const listed = { [knock]: "a visitor cannot knock" };
    const withListedGap = coverageOf(model(["open", "close"], listed));
    expect(withListedGap).toMatchObject({ unlisted: [], listedButTaken: [] });
    expect(formatBrowserCoverage("door", withListedGap)).toBe(
      "[browser coverage] door: transitions 2/3 (66%); 2/2 of those a browser can cause (100%), 1 listed as not drivable in a browser",
    );
    expect(coverageOf(model(["open", "close", "knock"], listed)).listedButTaken).toEqual([knock]);
  });
});
