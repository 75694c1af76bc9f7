import { describe, expect, it } from "vitest";
import { type AnyStateMachine, fromPromise, setup } from "xstate";
import { appMachine } from "../../machines/app/app.machine";
import { basketMachine } from "../../machines/basket/basket.machine";
import { basketLifecycleMachine } from "../../machines/basket-lifecycle/basket-lifecycle.machine";
import { catalogueMachine } from "../../machines/catalogue/catalogue.machine";
import type { ChartStateMeta } from "../../machines/chart-meta";
import { checkoutMachine } from "../../machines/checkout/checkout.machine";
import { knowledgeBaseMachine } from "../../machines/knowledge-base/knowledge-base.machine";
import { loginMachine } from "../../machines/login/login.machine";
import { lookupMachine } from "../../machines/lookup/lookup.machine";
import { orderMachine } from "../../machines/order/order.machine";
import { reviewsMachine } from "../../machines/reviews/reviews.machine";
import { sessionMachine } from "../../machines/session/session.machine";
import { siteMachine } from "../../machines/site/site.machine";
import { findMachines } from "../../scripts/statechart-files";
import { formatFinding, labelFindings } from "./support/business-labels";

// Product owners read the diagrams: every box and arrow of every machine carries business words (issue 14).
// Imported by name (not only found on disk) so that mutation testing runs this file against a mutant of any machine:
// an emptied description is a diagram a product owner can no longer read.
const machines: readonly AnyStateMachine[] = [
  appMachine,
  basketMachine,
  basketLifecycleMachine,
  catalogueMachine,
  checkoutMachine,
  knowledgeBaseMachine,
  loginMachine,
  lookupMachine,
  orderMachine,
  reviewsMachine,
  sessionMachine,
  siteMachine,
];

describe("business labels on the statechart diagrams", () => {
  it("checks every machine the diagrams draw", async () => {
    const drawn = (await findMachines()).map((found) => found.name);
    expect(machines.map((machine) => machine.id).sort()).toEqual(drawn);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))(
    "every state and transition of %s reads as business words",
    (_name, machine) => {
      expect(labelFindings(machine).map(formatFinding)).toEqual([]);
    },
  );

  it("reports each state and transition of a machine that lacks them, by state id and event", () => {
    const careless = setup({
      types: { meta: {} as ChartStateMeta },
      actors: { loadThing: fromPromise(async () => 1) },
      guards: { isReady: () => true },
      actions: { storeThing: () => {} },
      delays: { retryDelay: 2500 },
    }).createMachine({
      id: "careless",
      description: "A machine whose author forgot the diagrams.",
      initial: "idle",
      states: {
        idle: {
          on: {
            "thing.go": { target: "waiting" },
            "thing.stop": { description: "visitor sent thing.stop", guard: "isReady", actions: "storeThing" },
          },
        },
        waiting: {
          description: "Waits for retryDelay.",
          after: { retryDelay: { target: "loading", description: "after 2 seconds" } },
        },
        loading: {
          description: "Loading the thing.",
          invoke: {
            src: "loadThing",
            onDone: {
              target: "loaded",
              description: "the answer arrived, with every single name in it checked already",
            },
            onError: { target: "idle", description: "isReady failed" },
          },
        },
        loaded: {
          description: "Loaded.",
          meta: { activity: "loadThing" },
          always: { target: "idle", description: "goes back to someState" },
        },
      },
    });
    expect(labelFindings(careless).map(formatFinding)).toEqual([
      "careless.idle: no description",
      "careless.idle —thing.go→: no description",
      'careless.idle —thing.stop→: code word "thing.stop"',
      'careless.waiting: code word "retryDelay"',
      'careless.waiting —after retryDelay→: label "after 2 seconds" does not say 2.5 s',
      "careless.loading: invokes without meta.activity",
      'careless.loading —xstate.done.actor.0.careless.loading→: label longer than 60 characters: "the answer arrived, with every single name in it checked already"',
      'careless.loading —xstate.error.actor.0.careless.loading→: code word "isReady"',
      'careless.loaded —always→: code word "someState"',
    ]);
  });
});
