import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, AnyStateNode } from "xstate";
import { findMachines } from "../../scripts/statechart-files";
import { guardsOf, readingsByWorkflow } from "../../workbench/simulate/guard-readings";
import { field } from "../../workbench/simulate/readings/reading";
import { formatSimulationParam, parseSimulationParam } from "../../workbench/simulate/simulation-address";
import { fixturesModel, hasFixtures } from "../../workbench/simulate/simulation-models";
import {
  type Choice,
  type SimulationModel,
  simulateStep,
  simulationChoices,
  startSimulation,
} from "../../workbench/simulate/simulator";
import { checkoutThroughADeclinedCard } from "../fixtures/simulated-checkout";
import { basketModel } from "../machines/basket/basket.model";
import { checkoutModel } from "../machines/checkout/checkout.model";

/** Every guard an arrow of the machine checks, eventless arrows included. */
function guardNames(node: AnyStateNode): string[] {
  const arrows = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  return [
    ...arrows.flatMap((arrow) => guardsOf(arrow.guard).map((guard) => guard.name)),
    ...Object.values(node.states).flatMap(guardNames),
  ];
}

/**
 * Every snapshot a simulation reaches by its choices, breadth first, up to `limit` different ones: the steps the
 * workbench can show for the workflow.
 */
function reachable(model: SimulationModel, limit = 250): AnyMachineSnapshot[] {
  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context]);
  const start = startSimulation(model);
  const seen = new Set([key(start)]);
  const queue = [start];
  for (let index = 0; index < queue.length && queue.length < limit; index++) {
    for (const choice of simulationChoices(model, queue[index])) {
      const next = simulateStep(model, queue[index], choice.event);
      if (seen.has(key(next))) continue;
      seen.add(key(next));
      queue.push(next);
    }
  }
  return queue;
}

function choiceNamed(choices: Choice[], label: string): Choice {
  const choice = choices.find((candidate) => candidate.label === label);
  if (!choice) throw new Error(`No "${label}" among: ${choices.map((c) => c.label).join(" | ")}`);
  return choice;
}

describe("the simulation's words for conditions and choices", () => {
  it("has every guarded arrow's condition in words, in every workflow, and no words for a guard no arrow checks", async () => {
    const machines = await findMachines();
    for (const { machine } of machines) {
      const used = new Set(guardNames(machine.root));
      const words = new Set(readingsByWorkflow[machine.id]?.guards ?? []);
      expect(
        [...used].filter((guard) => !words.has(guard)),
        `${machine.id}: guards without words`,
      ).toEqual([]);
      expect(
        [...words].filter((guard) => !used.has(guard)),
        `${machine.id}: words for no guard`,
      ).toEqual([]);
    }
    const ids = new Set(machines.map(({ machine }) => machine.id));
    expect(Object.keys(readingsByWorkflow).filter((workflow) => !ids.has(workflow))).toEqual([]);
  });

  it("never offers two choices of the same name on one step, in any workflow's simulation", async () => {
    const machines = await findMachines();
    const simulated = machines.filter(({ machine }) => hasFixtures(machine.id));
    expect(simulated.length).toBeGreaterThanOrEqual(7);
    for (const { machine } of simulated) {
      const model = await fixturesModel(machine.id);
      if (!model) throw new Error(`${machine.id} has no fixtures`);
      const snapshots = reachable(model);
      expect(snapshots.length, machine.id).toBeGreaterThan(3);
      for (const snapshot of snapshots) {
        const labels = simulationChoices(model, snapshot).map((choice) => choice.label);
        const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
        expect(repeated, `${machine.id} in ${JSON.stringify(snapshot.value)}`).toEqual([]);
      }
    }
  });

  it("reads checkout's payment answers and total with the snapshot's values", () => {
    const model = checkoutModel();
    let snapshot = startSimulation(model);
    for (const label of checkoutThroughADeclinedCard.slice(0, 4)) {
      snapshot = simulateStep(model, snapshot, choiceNamed(simulationChoices(model, snapshot), label).event);
    }
    const currency = snapshot.context.price.currency === "GBP" ? "£" : "$";
    const shown = `${currency}${(snapshot.context.shownAmountDue / 100).toFixed(2)}`;
    const unchanged = choiceNamed(simulationChoices(model, snapshot), "total unchanged");
    expect(unchanged.why[0]).toEqual({
      label: "total changed since shown",
      verdict: "condition not met",
      reading: `total due now ${shown}, shown ${shown}`,
    });
    for (const label of checkoutThroughADeclinedCard.slice(4, 11)) {
      snapshot = simulateStep(model, snapshot, choiceNamed(simulationChoices(model, snapshot), label).event);
    }
    const choices = simulationChoices(model, snapshot);
    const failed = choiceNamed(choices, "payment failed: try 1 of 5");
    const code = String(field(failed.event, "output", "error")).replaceAll("_", " ");
    expect(failed.why.find((verdict) => verdict.label === "payment failed")).toEqual({
      label: "payment failed",
      verdict: "taken",
      reading: `payment status: failed, code ${code}`,
    });
    expect(choiceNamed(choices, "payment authorised: try 1 of 5").why[0]).toEqual({
      label: "payment authorised",
      verdict: "taken",
      reading: "payment status: authorized",
    });
  });

  it("reads the basket's voucher code as the visitor typed it", () => {
    const model = basketModel();
    const withVoucher = reachable(model).flatMap((snapshot) =>
      simulationChoices(model, snapshot).filter((choice) => choice.event.type === "basket.voucher.apply"),
    );
    expect(withVoucher.length).toBeGreaterThan(0);
    for (const choice of withVoucher) {
      const verdict = choice.why.find((candidate) => candidate.reading !== undefined);
      expect(verdict?.reading).toBe(`voucher code typed: “${String(field(choice.event, "code")).trim() || "none"}”`);
    }
  });
});

describe("the simulation's place in the address", () => {
  it("reads back what it writes, and no simulation from a value that names none", () => {
    const linked = { workflow: "lookup", choices: [0, 9, 2] };
    expect(formatSimulationParam(linked)).toBe("lookup:0.9.2");
    expect(parseSimulationParam(formatSimulationParam(linked))).toEqual(linked);
    expect(parseSimulationParam("checkout")).toEqual({ workflow: "checkout", choices: [] });
    for (const bad of [null, "", "lookup:0.x", "lookup:-1", "look-up:0", "lookup:1.5.2.0.1e3x"]) {
      expect(parseSimulationParam(bad), String(bad)).toBeNull();
    }
  });
});
