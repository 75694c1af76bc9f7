import { describe, expect, it } from "vitest";
import { orderMachine } from "../../../machines/order/order.machine";
import { checkModelPaths, type PathFailure } from "../support/model-paths";
import { orderModel } from "./order.model";

/**
 * Issue 13 for the order result: each mutant's paths are generated from the mutant itself, so their states always
 * match; only the order oracle can find the bug, and these tests prove that it does.
 */

/** Mutant 1: the order data is never read again (no retries). */
const noRereads = orderMachine.provide({ guards: { canReloadOrder: () => false } });

/** Mutant 2: the status is read 4 more times instead of 3. */
const fourStatusReads = orderMachine.provide({
  guards: { canReadStatusAgain: ({ context }) => context.statusRetries < 4 },
});

/** Mutant 3: every order goes to purchase tracking, charged ones too. */
const tracksEverything = orderMachine.provide({ guards: { tracksStatus: () => true } });

/** Mutant 4: a payment pending order is shown at once, its status never asked again. */
const pendingShownAtOnce = orderMachine.provide({ guards: { orderPending: () => false } });

const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

function expectCaught(problems: string[], words: string) {
  expect(problems.some((p) => p.includes(words))).toBe(true);
  // Generated from the mutant, the paths' states match; only the oracle tells.
  expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
}

describe("order oracle against mutants (issue 13)", () => {
  it("the real machine passes: its paths replay and the oracle finds nothing", () => {
    expect(checkModelPaths(orderModel())).toEqual([]);
  });

  it("catches an order read once, never retried", () => {
    expectCaught(problemsOf(checkModelPaths(orderModel(noRereads))), "unavailable after 1 reads");
  });

  it("catches a status read once too often", () => {
    expectCaught(
      problemsOf(checkModelPaths(orderModel(fourStatusReads))),
      "the order status was read 4 times, at most 3",
    );
  });

  it("catches a charged order sent to tracking", () => {
    expectCaught(problemsOf(checkModelPaths(orderModel(tracksEverything))), "a charged order went to tracking");
  });

  it("catches a payment pending order shown without following it", () => {
    expectCaught(
      problemsOf(checkModelPaths(orderModel(pendingShownAtOnce))),
      "shown as payment pending after 1 order and 0 status reads, not 3 and 3",
    );
  });
});
