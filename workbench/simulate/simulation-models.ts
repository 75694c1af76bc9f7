import type { AnyStateMachine } from "xstate";
import type { SimulationModel } from "./simulator";

/**
 * The typed fixtures the model paths send (tests/machines/<flow>/<flow>.model.ts), by workflow: simulate mode offers
 * exactly those events and answers, so a product owner steps through what QA's paths take. Each is loaded when first
 * simulated: the workbench's page does not wait for every workflow's fixtures.
 */
const modelsWithFixtures: Record<string, () => Promise<SimulationModel>> = {
  basket: async () => (await import("../../tests/machines/basket/basket.model")).basketModel(),
  basketLifecycle: async () =>
    (await import("../../tests/machines/basket-lifecycle/basket-lifecycle.model")).basketLifecycleModel(),
  checkout: async () => (await import("../../tests/machines/checkout/checkout.model")).checkoutModel(),
  login: async () => (await import("../../tests/machines/login/login.model")).loginModel(),
  lookup: async () => (await import("../../tests/machines/lookup/lookup.model")).lookupModel(),
  order: async () => (await import("../../tests/machines/order/order.model")).orderModel(),
  session: async () => (await import("../../tests/machines/session/session.model")).sessionModel(),
};

/** Whether a workflow has typed fixtures; without them only its timers and failures can be simulated. */
export function hasFixtures(workflow: string): boolean {
  return Object.hasOwn(modelsWithFixtures, workflow);
}

/** A workflow's model with its typed fixtures and oracle, as the machine tests have it; none for a workflow without. */
export async function fixturesModel(workflow: string): Promise<SimulationModel | undefined> {
  return Object.hasOwn(modelsWithFixtures, workflow) ? modelsWithFixtures[workflow]() : undefined;
}

/** The simulation of a workflow: its model's fixtures, or none (then only timers and failures) for `machine`. */
export async function simulationModel(workflow: string, machine: AnyStateMachine): Promise<SimulationModel> {
  return (await fixturesModel(workflow)) ?? { name: workflow, machine, events: () => [] };
}
