import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AnyStateMachine } from "xstate";
import { type BrandCode, brandCodes } from "../../../brands/index";
import { usableInput } from "../../../scripts/replay-recording";
import { eventLabeller } from "../../../workbench/event-labels";
import { chartModel } from "../../../workbench/machine-model";
import { type PathFile, type RecordedActor, readPathFile } from "../../../workbench/recording/path-file";
import { replayPath } from "../../machines/support/model-paths";
import type { BrowserPath, BrowserPathModel } from "./browser-paths";

/**
 * A recorded visit (`npm run path -- --replay <file>`, issue 28) as the browser model driver runs it: each actor's
 * events, in the spec of its machine's browser model, up to the first event a browser cannot cause. No Playwright
 * here: the driver (model-driver.ts) runs what this makes, and Vitest checks it without a browser.
 */

/** The committed recordings: each is replayed in Chromium by the browser model of each of its actors' machines. */
export const recordingsFolder = "tests/recordings";

export function committedRecordings(): string[] {
  return readdirSync(recordingsFolder)
    .filter((file) => file.endsWith(".path.json"))
    .map((file) => path.join(recordingsFolder, file));
}

export function readRecording(file: string): PathFile {
  const read = readPathFile(readFileSync(file, "utf8"));
  if ("problem" in read) throw new Error(`${file} is not a recording the statechart viewer exports:\n${read.problem}`);
  return read.file;
}

/** The brand a visit was recorded on, when an actor's input names it (the basket's does), else WH. */
export function recordedBrand(recording: PathFile): BrandCode {
  const named = recording.actors.flatMap(({ input }) =>
    input !== null && typeof input === "object" && !Array.isArray(input) && typeof input.brandName === "string"
      ? [input.brandName]
      : [],
  );
  return brandCodes.find((brand) => named.includes(brand)) ?? "WH";
}

/** A recorded step the browser does not drive, and why. */
export interface UndrivenStep {
  /** 1 for the recording's first event. */
  step: number;
  event: string;
  reason: string;
}

/**
 * What the browser drives of one recorded actor: its events up to the first it cannot drive, the snapshots the real
 * machine reaches with them (what the page must show) and the states the recording says it reached (what the machine
 * must reach); then every step it does not drive, with the reason.
 */
export interface RecordedBrowserPath extends Pick<BrowserPath, "events" | "snapshots" | "steps" | "expectedValues"> {
  undriven: UndrivenStep[];
}

/**
 * The browser path of a recorded actor of `model`'s machine. A step is not driven when it takes a transition the model
 * lists in `notDrivenInBrowser` (with the reason given there) unless the driver has an action for it in a recorded
 * visit (`drivesRecorded`), or when the browser model has no way to cause its event (`canDrive`, from the driver); the
 * steps after it are not driven either, since the page could no longer follow.
 */
export function recordedBrowserPath(
  model: BrowserPathModel<AnyStateMachine>,
  recorded: RecordedActor,
  canDrive: (eventType: string) => boolean,
  drivesRecorded: (eventType: string) => boolean = () => false,
): RecordedBrowserPath {
  const input = usableInput(recorded);
  const options = input === undefined ? model : { ...model, input };
  const events = recorded.steps.map((step) => step.event);
  const { snapshots, stepTransitions } = replayPath(options, { events });
  const label = eventLabeller(chartModel(recorded.machine, model.machine));
  const whyNotDriven = (index: number): string | undefined => {
    const { type } = events[index];
    if (drivesRecorded(type)) return undefined;
    const listed = stepTransitions[index + 1].find((transition) => transition in model.notDrivenInBrowser);
    if (listed) return model.notDrivenInBrowser[listed];
    return canDrive(type) ? undefined : `the ${model.name} browser model has no action or answer for "${label(type)}"`;
  };
  const firstUndriven = events.findIndex((_, index) => whyNotDriven(index) !== undefined);
  const driven = firstUndriven < 0 ? events.length : firstUndriven;
  return {
    events: events.slice(0, driven),
    snapshots: snapshots.slice(0, driven + 1),
    steps: events.slice(0, driven).map((event) => label(event.type)),
    expectedValues: recorded.steps.slice(0, driven).map((step) => step.state),
    undriven: events.slice(driven).map((event, offset) => ({
      step: driven + offset + 1,
      event: label(event.type),
      reason:
        offset === 0
          ? (whyNotDriven(driven) ?? "")
          : `it comes after step ${driven + 1}, which the browser cannot drive: the page could not follow the recording`,
    })),
  };
}
