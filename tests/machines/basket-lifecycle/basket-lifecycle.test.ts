import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, getNextSnapshot } from "xstate";
import { z } from "zod/mini";
import {
  type BasketLifecycleEvent,
  basketLifecycleMachine,
  paysExactly,
} from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import { lifecyclePhase } from "../../../machines/basket-lifecycle/selectors";
import { withConfigChange } from "../support/config-mutant";
import { describeModelPaths } from "../support/model-coverage";
import { checkModelPaths, type PathFailure } from "../support/model-paths";
import { anyLifecycleEvent, basketLifecycleModel } from "./basket-lifecycle.model";
import { basketLifecycleOracle } from "./basket-lifecycle.oracle";

const problemsOf = (failures: PathFailure[]) => failures.flatMap((f) => f.problems.map((p) => `${f.path}: ${p}`));

function expectCaught(problems: string[], words: string) {
  expect(problems.filter((p) => p.includes(words)).length, problems.slice(0, 5).join("\n")).toBeGreaterThan(0);
  // Generated from the mutant, the paths' states match; only the oracle tells.
  expect(problems.filter((p) => p.includes(", generated "))).toEqual([]);
}

describeModelPaths(basketLifecycleModel());

describe("basket lifecycle oracle against mutants (issue 23)", () => {
  it("the real machine passes: its paths replay and the oracle finds nothing", () => {
    expect(checkModelPaths(basketLifecycleModel())).toEqual([]);
  });

  it("catches a machine that lets an edit keep an authorised payment (the order would be for the old amount)", () => {
    const editKeepsPayment = basketLifecycleMachine.provide({ guards: { stillPaysTotal: () => true } });
    expectCaught(problemsOf(checkModelPaths(basketLifecycleModel(editKeepsPayment))), "basket.edit kept payment p1");
  });

  it("catches a machine that keeps a payment when only who pays changed (issue 35: a stranger's contact, credit off)", () => {
    const payerBlind = basketLifecycleMachine.provide({
      guards: {
        stillPaysTotal: ({ context, event }) =>
          event.type === "basket.edit" &&
          context.payment !== null &&
          paysExactly(context.payment, event.total, event.currency),
      },
    });
    expectCaught(problemsOf(checkModelPaths(basketLifecycleModel(payerBlind))), "basket.edit kept payment p1");
  });

  it("catches a machine that places an order whatever the payment pays", () => {
    const placesAnyTotal = basketLifecycleMachine.provide({ guards: { paidEqualsTotal: () => true } });
    expectCaught(
      problemsOf(checkModelPaths(basketLifecycleModel(placesAnyTotal))),
      "an order was placed for 1201 while the payment pays 1000",
    );
  });

  it("catches a new payment that does not cancel the one it replaces (two authorisations held)", () => {
    // The replacing transitions keep only remembering the new payment: the old one's voiding is gone.
    const keepsOldPayment = withConfigChange(
      basketLifecycleMachine,
      ["states", "paymentOpen", "on", "payment.start"],
      (candidates) =>
        z
          .array(z.looseObject({ actions: z.array(z.unknown()) }))
          .parse(candidates)
          .map((candidate) => ({ ...candidate, actions: candidate.actions.slice(1) })),
    );
    expectCaught(problemsOf(checkModelPaths(basketLifecycleModel(keepsOldPayment))), "payment.start kept payment p1");
  });

  it("catches a replaced basket that keeps its payment (an authorisation held for a basket never ordered)", () => {
    const replaceKeepsPayment = withConfigChange(
      basketLifecycleMachine,
      ["states", "paymentOpen", "on", "basket.replace"],
      (transition) => ({ ...z.looseObject({}).parse(transition), actions: [] }),
    );
    expectCaught(
      problemsOf(checkModelPaths(basketLifecycleModel(replaceKeepsPayment))),
      "basket.replace kept payment p1",
    );
  });

  it("catches an order without payment when the credit does not pay all of it", () => {
    const creditAlwaysEnough = basketLifecycleMachine.provide({ guards: { nothingToPay: () => true } });
    expectCaught(problemsOf(checkModelPaths(basketLifecycleModel(creditAlwaysEnough))), "the basket should be open");
  });
});

describe("basket lifecycle over generated event sequences", () => {
  /** Amounts a real basket can hold (zero, small, large), and a few it never should (negative ones). */
  const amount = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: -500, max: -1 }));
  /** A second amount close to the first, so that equal sums (paid = total) are drawn as often as unequal ones. */
  const near = (base: number) => fc.integer({ min: -2, max: 2 }).map((offset) => base + offset);
  const currency = fc.constantFrom("USD" as const, "GBP" as const);
  /** Who pays: the one the fixtures' payments are for, or another (a stranger's contact, credit switched off). */
  const payer = fc.constantFrom("payer-a", "payer-b");
  type Snapshot = ReturnType<typeof basketLifecycleMachine.resolveState>;
  /** Each fixture event too, accepted or refused in the state it is drawn in: the paths send only accepted ones. */
  const fixtureEvent = fc.nat().map((pick) => (snapshot: Snapshot) => {
    const events = anyLifecycleEvent(snapshot);
    return events[pick % events.length];
  });
  const generatedEvent: fc.Arbitrary<(snapshot: Snapshot) => BasketLifecycleEvent> = fc.oneof(
    fixtureEvent,
    fc.record({ total: amount, currency, payer }).map((e) => () => ({ type: "basket.edit" as const, ...e })),
    fc
      .record({
        amount,
        credit: amount,
        currency,
        payer,
        extra: fc.integer({ min: -2, max: 2 }),
        atProvider: fc.boolean(),
      })
      .map(({ amount: paid, credit, currency: cur, payer: who, extra, atProvider }) => (snapshot: Snapshot) => ({
        type: "payment.start" as const,
        payment: {
          id: snapshot.context.payment?.id === "p1" ? "p2" : "p1",
          amount: paid,
          credit,
          currency: cur,
          payer: who,
        },
        total: paid + credit + extra,
        atProvider,
      })),
    fc
      .constantFrom("payment.authorise" as const, "payment.fail" as const, "payment.creditSpent" as const)
      .chain((type) =>
        fc.boolean().map((current) => (snapshot: Snapshot) => ({
          type,
          paymentId: current && snapshot.context.payment ? snapshot.context.payment.id : "stale",
        })),
      ),
    fc
      .record({ total: amount, currency, payer })
      .map((e) => () => ({ type: "order.place" as const, orderId: "900000000001", ...e })),
    fc.tuple(amount, currency, fc.boolean()).chain(([total, cur, byStaff]) =>
      near(total).map((credit) => () => ({
        type: "order.placeWithoutPayment" as const,
        orderId: "900000000002",
        total,
        credit,
        currency: cur,
        byStaff,
      })),
    ),
  );

  it("keeps the rule for any data: paid = total at every order, every replaced or changed payment cancelled", () => {
    fc.assert(
      fc.property(fc.array(generatedEvent, { maxLength: 25 }), (makers) => {
        const released: { id: string }[] = [];
        const machine = basketLifecycleMachine.provide({
          actions: { voidPayment: (_, { payment }) => released.push(payment) },
        });
        const check = basketLifecycleOracle(released)();
        const actor = createActor(machine).start();
        let before = actor.getSnapshot();
        expect(check({ event: null, before: null, after: before, scheduled: [] })).toEqual([]);
        for (const make of makers) {
          const event = make(before);
          actor.send(event);
          const after = actor.getSnapshot();
          expect(check({ event, before, after, scheduled: [] }), JSON.stringify(event)).toEqual([]);
          before = after;
        }
      }),
      { seed: 23, numRuns: 300 },
    );
  });

  it("holds the invariant the server relies on: from money held, only the paid total and payer place the order", () => {
    fc.assert(
      fc.property(amount, amount, amount, currency, payer, (paid, credit, total, cur, who) => {
        const start = getNextSnapshot(
          basketLifecycleMachine,
          basketLifecycleMachine.resolveState({
            value: "open",
            context: { payment: null, cancelledBecause: null, orderId: null },
          }),
          {
            type: "payment.start",
            payment: { id: "p1", amount: paid, credit, currency: "USD", payer: "payer-a" },
            total: paid + credit,
            atProvider: false,
          },
        );
        const placed = getNextSnapshot(basketLifecycleMachine, start, {
          type: "order.place",
          orderId: "900000000001",
          total,
          currency: cur,
          payer: who,
        });
        const payment = { id: "p1", amount: paid, credit, currency: "USD" as const, payer: "payer-a" };
        expect(lifecyclePhase(placed) === "ordered").toBe(paysExactly(payment, total, cur) && who === "payer-a");
      }),
      { seed: 23 },
    );
  });

  it("any event from the fixtures on an ordered basket changes nothing", () => {
    const ordered = basketLifecycleMachine.resolveState({
      value: "placed",
      context: { payment: null, cancelledBecause: null, orderId: "900000000001" },
    });
    for (const event of anyLifecycleEvent(ordered)) expect(ordered.can(event)).toBe(false);
  });

  it("any event from the fixtures on a replaced basket changes nothing: it is never paid for or ordered", () => {
    const replaced = basketLifecycleMachine.resolveState({
      value: "superseded",
      context: { payment: null, cancelledBecause: null, orderId: null },
    });
    for (const event of anyLifecycleEvent(replaced)) expect(replaced.can(event)).toBe(false);
  });
});
