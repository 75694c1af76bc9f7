import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { maxPolls } from "../../machines/lookup/polling";
import type { DomainResult } from "../../rules/lookup/results";
import { isFinalStatus } from "../../rules/lookup/statuses";
import { formatReplay, replayPassed, replayRecording } from "../../scripts/replay-recording";
import { eventLabeller } from "../../workbench/event-labels";
import { chartModel } from "../../workbench/machine-model";
import { readPathFile } from "../../workbench/recording/path-file";
import { fixturesModel } from "../../workbench/simulate/simulation-models";
import { type SimulatedStep, simulationRecording } from "../../workbench/simulate/simulation-recording";
import { simulateStep, simulationChoices, startSimulation } from "../../workbench/simulate/simulator";
import { checkoutThroughADeclinedCard } from "../fixtures/simulated-checkout";
import { checkoutModel } from "../machines/checkout/checkout.model";
import { lookupModel } from "../machines/lookup/lookup.model";

const model = lookupModel();

/** Takes the choice with exactly this label, as a product owner clicks its button; fails when none is offered. */
function take(snapshot: AnyMachineSnapshot, label: string): AnyMachineSnapshot {
  const choices = simulationChoices(model, snapshot);
  const choice = choices.find((candidate) => candidate.label === label);
  if (!choice) throw new Error(`No "${label}" among: ${choices.map((c) => c.label).join(" | ")}`);
  return simulateStep(model, snapshot, choice.event);
}

const labels = (snapshot: AnyMachineSnapshot) => simulationChoices(model, snapshot).map((choice) => choice.label);

describe("the workbench's simulation", () => {
  it("offers what the lookup accepts, in business words, and suspends it at the sixth poll", () => {
    let snapshot = startSimulation(model);
    expect(labels(snapshot)).toContain("visitor changed the search");
    // Only what the workflow accepts now: no human check before the registrar asks for one.
    expect(simulationChoices(model, snapshot).map((choice) => choice.event.type)).not.toContain(
      "lookup.humanCheck.start",
    );
    expect(labels(snapshot).join(" ")).not.toMatch(/lookup\.|xstate\./);
    snapshot = take(take(snapshot, "visitor changed the search"), "answer arrived, more to check");
    // Each poll's timer and answer say which poll they are, out of the limit the machine defines.
    for (let poll = 1; poll <= 5; poll++) {
      snapshot = take(snapshot, `after 2.5 s: poll ${poll} of ${maxPolls}`);
      expect(labels(snapshot).join(" | ")).not.toContain("6 polls done, names still open");
      snapshot = take(snapshot, `answer arrived, more to check: poll ${poll} of ${maxPolls}`);
    }
    snapshot = take(snapshot, "after 2.5 s: poll 6 of 6");
    expect(labels(snapshot).join(" | ")).not.toContain("answer arrived, more to check");
    snapshot = take(snapshot, "6 polls done, names still open: poll 6 of 6");
    expect(snapshot.value).toEqual({ searching: { request: "suspended", premium: "checking" } });
  });

  it("says which arrows of an event were taken, whose condition did not hold, and which were not checked", () => {
    const polling = take(
      take(take(startSimulation(model), "visitor changed the search"), "answer arrived, more to check"),
      "after 2.5 s: poll 1 of 6",
    );
    // The values the words show are the snapshot's: polls answered, and names without a final status.
    const open = polling.context.currentDomainLookup.results.filter(
      (result: DomainResult) => !isFinalStatus(result.status),
    ).length;
    const stillOpen = `${open} ${open === 1 ? "name" : "names"} still open`;
    expect(polling.context.currentDomainLookup.updatedCounter).toBe(0);
    const choiceNamed = (label: string) => simulationChoices(model, polling).find((choice) => choice.label === label);
    const more = choiceNamed("answer arrived, more to check: poll 1 of 6");
    expect(more?.targets).toEqual(["lookup.searching.request.waitingToPoll"]);
    expect(more?.why).toEqual([
      { label: "registrar wants a human check", verdict: "condition not met", reading: "human check asked for: no" },
      { label: "registrar answered with an error", verdict: "condition not met", reading: "error in the answer: none" },
      {
        label: "every name has its outcome",
        verdict: "condition not met",
        reading: `registrar says complete: no, ${stillOpen}`,
      },
      {
        label: "6 polls done, names still open",
        verdict: "condition not met",
        reading: `1 of 6 polls done, ${stillOpen}`,
      },
      { label: "answer arrived, more to check", verdict: "taken" },
    ]);
    const complete = choiceNamed("every name has its outcome: poll 1 of 6");
    expect(complete?.why.slice(2)).toEqual([
      {
        label: "every name has its outcome",
        verdict: "taken",
        reading: `registrar says complete: yes, ${stillOpen}`,
      },
      { label: "6 polls done, names still open", verdict: "not checked" },
      { label: "answer arrived, more to check", verdict: "not checked" },
    ]);
  });

  it("names the storefront's events as the diagrams' arrows do", () => {
    const label = eventLabeller(chartModel("lookup", lookupMachine));
    expect(label("lookup.submit")).toBe("visitor changed the search");
    expect(label("xstate.done.actor.lookupRequest")).toBe("answer to checking availability");
    expect(label("xstate.error.actor.lookupPoll")).toBe("polling the registrar failed");
    expect(label("xstate.done.actor.session")).toBe("session finished");
    expect(label("lookup.unknown")).toBe("(no label) lookup.unknown");
  });

  it("saves a simulation as a recording that replays green against the machines, and red when it differs", async () => {
    const steps: SimulatedStep[] = [];
    const takeAndKeep = (label: string) => {
      const snapshot = steps.at(-1)?.snapshot ?? startSimulation(model);
      const choice = simulationChoices(model, snapshot).find((candidate) => candidate.label === label);
      if (!choice) throw new Error(`No "${label}" offered`);
      steps.push({ event: choice.event, snapshot: simulateStep(model, snapshot, choice.event) });
    };
    takeAndKeep("visitor changed the search");
    takeAndKeep("answer arrived, more to check");
    for (let poll = 1; poll <= 5; poll++) {
      takeAndKeep(`after 2.5 s: poll ${poll} of 6`);
      takeAndKeep(`answer arrived, more to check: poll ${poll} of 6`);
    }
    takeAndKeep("after 2.5 s: poll 6 of 6");
    takeAndKeep("6 polls done, names still open: poll 6 of 6");
    const read = readPathFile(JSON.stringify(simulationRecording(model, steps)));
    if ("problem" in read) throw new Error(read.problem);
    const replays = await replayRecording(read.file, fixturesModel);
    expect(replayPassed(replays)).toBe(true);
    expect(formatReplay(replays)).toContain("→ searching › request › suspended");
    // A recording whose last state is not the machine's fails its replay.
    const wrongEnd = structuredClone(read.file);
    const last = wrongEnd.actors[0].steps.at(-1);
    if (last) last.state = { searching: { request: "complete", premium: "checking" } };
    expect(replayPassed(await replayRecording(wrongEnd, fixturesModel))).toBe(false);
  });

  it("names choices taking the same arrows by their data, and takes checkout through a declined card to a paid order", () => {
    const checkout = checkoutModel();
    const labelsOf = (snapshot: AnyMachineSnapshot) => simulationChoices(checkout, snapshot).map((c) => c.label);
    let snapshot = startSimulation(checkout);
    // Before: two buttons "checkout opened with a basket", the second applying a voucher.
    expect(labelsOf(snapshot)).toEqual(
      expect.arrayContaining([
        "checkout opened with a basket: voucher none",
        "checkout opened with a basket: voucher SAVE10",
      ]),
    );
    const byName = (label: string) => {
      const choice = simulationChoices(checkout, snapshot).find((candidate) => candidate.label === label);
      if (!choice) throw new Error(`No "${label}" among: ${labelsOf(snapshot).join(" | ")}`);
      snapshot = simulateStep(checkout, snapshot, choice.event);
    };
    for (const label of checkoutThroughADeclinedCard) byName(label);
    expect(snapshot.value).toBe("orderPlaced");
  });
});
