import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import type { BrowserPathModel } from "../e2e/support/browser-paths";
import { basketPathModel } from "../e2e/support/models/basket";
import { lookupPathModel } from "../e2e/support/models/lookup";
import { readRecording, recordedBrowserPath } from "../e2e/support/recorded-paths";

// What the browser model driver drives of a recorded visit (issue 28), checked without a browser: every event it can
// cause, in order, with the states the recording expects; the rest listed with the reason, never dropped silently.
const recording = readRecording("tests/recordings/search-add-checkout.path.json");
const actor = (name: string) => {
  const found = recording.actors.find((recorded) => recorded.name === name);
  if (!found) throw new Error(`the recording has no ${name} actor`);
  return found;
};
const drivesEverything = () => true;
const basket = basketPathModel as unknown as BrowserPathModel<AnyStateMachine>;
const lookup = lookupPathModel as unknown as BrowserPathModel<AnyStateMachine>;

describe("a recorded actor as a browser path", () => {
  it("drives every event of the committed visit, expecting the states it recorded", () => {
    for (const [model, name] of [
      [lookup, "lookup"],
      [basket, "basket"],
    ] as const) {
      const recorded = actor(name);
      const path = recordedBrowserPath(model, recorded, drivesEverything);
      expect(path.undriven).toEqual([]);
      expect(path.events).toEqual(recorded.steps.map((step) => step.event));
      expect(path.expectedValues).toEqual(recorded.steps.map((step) => step.state));
      // The start, then the machine's snapshot after each event: what the page is checked against.
      expect(path.snapshots.map((snapshot) => (snapshot as { value: unknown }).value).slice(1)).toEqual(
        path.expectedValues,
      );
    }
    expect(recordedBrowserPath(basket, actor("basket"), drivesEverything).steps).toContain(
      "visitor checks out, basket valid",
    );
  });

  it("stops at a transition the browser model lists as not drivable, and says why for it and each step after", () => {
    const recorded = actor("basket");
    const cleared = {
      ...recorded,
      steps: [
        ...recorded.steps,
        { event: { type: "basket.clear" }, state: recorded.steps[4].state },
        recorded.steps[3],
      ],
    };
    const path = recordedBrowserPath(basket, cleared, drivesEverything);
    expect(path.events).toHaveLength(5);
    expect(path.snapshots).toHaveLength(6);
    expect(path.undriven).toEqual([
      {
        step: 6,
        event: "order placed, emptied",
        reason: expect.stringContaining("sent by the app actor once an order exists"),
      },
      { step: 7, event: "visitor checks out, basket valid", reason: expect.stringContaining("after step 6") },
    ]);
  });

  it("stops at an event the browser model has no action or answer for", () => {
    const path = recordedBrowserPath(basket, actor("basket"), (type) => type !== "basket.checkout");
    expect(path.events.map((event) => event.type)).toEqual([
      "xstate.done.actor.readStoredBasket",
      "xstate.snapshot.catalogue",
      "basket.domain.add",
    ]);
    expect(path.undriven.map(({ step, reason }) => [step, reason])).toEqual([
      [4, 'the basket browser model has no action or answer for "visitor checks out, basket valid"'],
      [5, expect.stringContaining("after step 4")],
    ]);
  });

  it("drives a step listed as not drivable when the driver has an action for it in a recorded visit", () => {
    const recorded = actor("basket");
    const cleared = {
      ...recorded,
      steps: [...recorded.steps, { event: { type: "basket.clear" }, state: recorded.steps[4].state }],
    };
    const path = recordedBrowserPath(basket, cleared, drivesEverything, (type) => type === "basket.clear");
    expect(path.undriven).toEqual([]);
    expect(path.events.at(-1)).toEqual({ type: "basket.clear" });
  });
});
