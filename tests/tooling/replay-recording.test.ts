import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { basketMachine } from "../../machines/basket/basket.machine";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { formatReplay, replayPassed, replayRecording } from "../../scripts/replay-recording";
import { fixturesModel } from "../../workbench/simulate/simulation-models";
import { readRecording } from "../e2e/support/recorded-paths";
import { basketModel } from "../machines/basket/basket.model";
import { requestingOnDone } from "../machines/lookup/lookup.config-paths";
import { lookupModel } from "../machines/lookup/lookup.model";
import { withConfigChange } from "../machines/support/config-mutant";
import type { ModelOptions } from "../machines/support/model-paths";

// A visit (search a name, add it to the basket, continue to checkout) as the statechart viewer exports it, replayed
// as `npm run path -- --replay` does: green against the machines, red against a machine with a bug (issue 28).
const recordingFile = "tests/recordings/search-add-checkout.path.json";

const recording = () => readRecording(recordingFile);

/** The real models, but `machine`'s model replaced by `mutant`'s. */
const withMutant =
  (machine: string, mutant: ModelOptions<AnyStateMachine>) =>
  async (name: string): Promise<ModelOptions<AnyStateMachine> | undefined> =>
    name === machine ? mutant : fixturesModel(name);

/** A complete first answer is taken for a failed lookup. */
const completeReadsFailed = withConfigChange(lookupMachine, requestingOnDone, (onDone) => {
  if (!Array.isArray(onDone)) throw new Error("requesting's onDone is no list of transitions");
  return onDone.map((transition) =>
    Object.getOwnPropertyDescriptor(transition, "target")?.value === "complete"
      ? { ...transition, target: "failed" }
      : transition,
  );
});

/** A valid basket can no longer go to checkout. */
const checkoutRefused = basketMachine.provide({ guards: { canCheckout: () => false } });

const failingSteps = (replays: Awaited<ReturnType<typeof replayRecording>>, actor: string) =>
  replays
    .filter((replay) => replay.actor === actor)
    .flatMap((replay) => replay.steps)
    .filter((step) => JSON.stringify(step.expected) !== JSON.stringify(step.actual) || step.oracle.length > 0)
    .map((step) => step.step);

describe(recordingFile, () => {
  it("holds a search, an add to the basket and a checkout, for the lookup and the basket", () => {
    const types = recording().actors.flatMap((actor) => actor.steps.map((step) => `${actor.name}: ${step.event.type}`));
    expect(types).toEqual(
      expect.arrayContaining(["lookup: lookup.submit", "basket: basket.domain.add", "basket: basket.checkout"]),
    );
  });

  it("replays green against the machines and their oracles", async () => {
    const replays = await replayRecording(recording(), fixturesModel);
    expect(formatReplay(replays)).toContain("every state as recorded, the oracles found nothing");
    expect(replayPassed(replays)).toBe(true);
  });

  it("fails at the answer when the lookup takes a complete answer for a failure", async () => {
    const replays = await replayRecording(recording(), withMutant("lookup", lookupModel(completeReadsFailed)));
    expect(replayPassed(replays)).toBe(false);
    expect(failingSteps(replays, "lookup")).toEqual([2]);
    expect(failingSteps(replays, "basket")).toEqual([]);
    expect(formatReplay(replays)).toMatch(
      /✗ step 2: answer to checking availability → .*\n\s+expected searching › request › complete .*, the machine is in searching › request › failed/,
    );
  });

  it("fails at checkout when the basket refuses a valid basket", async () => {
    const replays = await replayRecording(recording(), withMutant("basket", basketModel(checkoutRefused)));
    expect(replayPassed(replays)).toBe(false);
    // The oracle objects once the basket holds a name it will not check out; the state differs at the checkout.
    expect(failingSteps(replays, "basket")).toEqual([3, 4, 5]);
    expect(formatReplay(replays)).toMatch(
      /✗ step 4: visitor checks out.*\n\s+expected .*ready › checkout › submitting/,
    );
  });

  it("names the machines it has no model for, and passes nothing when it replays none", async () => {
    const withoutBasket = await replayRecording(recording(), async (name) =>
      name === "basket" ? undefined : fixturesModel(name),
    );
    expect(formatReplay(withoutBasket)).toContain(
      "not replayed: the basket workflow has no test model to replay it against",
    );
    expect(replayPassed(withoutBasket)).toBe(true);
    const none = await replayRecording(recording(), async () => undefined);
    expect(replayPassed(none)).toBe(false);
    expect(formatReplay(none)).toContain("nothing was replayed");
  });

  it("gives the machine the model's input where the recorded one holds an actor the file cannot carry", async () => {
    const file = recording();
    const basket = { ...file.actors[1], input: { brandName: "WH", catalogue: "[actor catalogue]" } };
    const replays = await replayRecording({ ...file, actors: [basket] }, fixturesModel);
    expect(formatReplay(replays)).toContain("the model's input is used");
    expect(replayPassed(replays)).toBe(true);
  });
});
