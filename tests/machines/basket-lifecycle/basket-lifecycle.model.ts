import type { SnapshotFrom } from "xstate";
import {
  type BasketLifecycleEvent,
  basketLifecycleMachine,
  type OpenPayment,
} from "../../../machines/basket-lifecycle/basket-lifecycle.machine";
import { fixtureEvents, type MachineFixtures } from "../support/machine-fixtures";
import type { ModelOptions } from "../support/model-paths";
import { basketLifecycleOracle } from "./basket-lifecycle.oracle";

type Machine = typeof basketLifecycleMachine;
type Snapshot = SnapshotFrom<Machine>;

/** The basket's total before any change, and a payment for it: 7.00 by the provider and 3.00 of account credit. */
export const basketTotal = 1000;
/** Who the payments are started for; "payer-b" is another contact, account or credit choice. */
const payer = "payer-a";
const paymentFor = (id: string, total = basketTotal): OpenPayment => ({
  id,
  amount: total - 300,
  credit: 300,
  currency: "USD",
  payer,
});
/** What the open payment pays (or the basket's first total when none is open). */
const paidTotal = (snapshot: Snapshot) => {
  const open = snapshot.context.payment;
  return open ? open.amount + open.credit : basketTotal;
};
/** A new payment's id: never the one open now, so a replaced payment is told apart from its successor. */
const nextPaymentId = (snapshot: Snapshot) => (snapshot.context.payment?.id === "p1" ? "p2" : "p1");

/**
 * The server's events on a basket, each with data the rule accepts and data it refuses: an edit that keeps the total
 * and one that changes it (or its currency), payments that pay the total and one that does not, answers for the open
 * payment and for a stale one, orders for the paid total and for another one.
 */
export const basketLifecycleFixtures: MachineFixtures<Machine> = {
  visitor: {
    "basket.edit": (snapshot) => [
      { type: "basket.edit", total: paidTotal(snapshot), currency: "USD", payer },
      { type: "basket.edit", total: paidTotal(snapshot) + 201, currency: "USD", payer },
      { type: "basket.edit", total: paidTotal(snapshot) - 100, currency: "USD", payer },
      // The total stays, who pays changes: another contact or account, or credit switched off.
      { type: "basket.edit", total: paidTotal(snapshot), currency: "USD", payer: "payer-b" },
    ],
    "payment.start": (snapshot) => [
      { type: "payment.start", payment: paymentFor(nextPaymentId(snapshot)), total: basketTotal, atProvider: true },
      { type: "payment.start", payment: paymentFor(nextPaymentId(snapshot)), total: basketTotal, atProvider: false },
      { type: "payment.start", payment: paymentFor(nextPaymentId(snapshot)), total: basketTotal + 1, atProvider: true },
      // A guest's card payment: no account credit at all.
      {
        type: "payment.start",
        payment: { ...paymentFor(nextPaymentId(snapshot)), amount: basketTotal, credit: 0 },
        total: basketTotal,
        atProvider: true,
      },
      // The credit pays all but nothing: a payment of zero still pays the total exactly.
      {
        type: "payment.start",
        payment: { ...paymentFor(nextPaymentId(snapshot)), amount: 0, credit: basketTotal },
        total: basketTotal,
        atProvider: false,
      },
      // Sums to the total, with a negative credit: no real payment, and refused.
      {
        type: "payment.start",
        payment: { ...paymentFor(nextPaymentId(snapshot)), amount: basketTotal + 300, credit: -300 },
        total: basketTotal,
        atProvider: false,
      },
    ],
    "payment.authorise": (snapshot) => [
      { type: "payment.authorise", paymentId: snapshot.context.payment?.id ?? "p1" },
      { type: "payment.authorise", paymentId: "stale" },
    ],
    "payment.fail": (snapshot) => [
      { type: "payment.fail", paymentId: snapshot.context.payment?.id ?? "p1" },
      { type: "payment.fail", paymentId: "stale" },
    ],
    "payment.creditSpent": (snapshot) => [
      { type: "payment.creditSpent", paymentId: snapshot.context.payment?.id ?? "p1" },
      { type: "payment.creditSpent", paymentId: "stale" },
    ],
    "order.place": (snapshot) => [
      { type: "order.place", orderId: "900000000001", total: paidTotal(snapshot), currency: "USD", payer },
      { type: "order.place", orderId: "900000000001", total: paidTotal(snapshot) + 201, currency: "USD", payer },
      { type: "order.place", orderId: "900000000001", total: paidTotal(snapshot), currency: "GBP", payer },
      { type: "order.place", orderId: "900000000001", total: paidTotal(snapshot), currency: "USD", payer: "payer-b" },
    ],
    "order.placeWithoutPayment": () => [
      {
        type: "order.placeWithoutPayment",
        orderId: "900000000002",
        total: 500,
        credit: 500,
        currency: "USD",
        byStaff: false,
      },
      {
        type: "order.placeWithoutPayment",
        orderId: "900000000003",
        total: 500,
        credit: 0,
        currency: "USD",
        byStaff: true,
      },
      {
        type: "order.placeWithoutPayment",
        orderId: "900000000004",
        total: 500,
        credit: 200,
        currency: "USD",
        byStaff: false,
      },
      // A basket free of charge (every line free): nothing to pay and no credit used.
      {
        type: "order.placeWithoutPayment",
        orderId: "900000000005",
        total: 0,
        credit: 0,
        currency: "USD",
        byStaff: false,
      },
      // Negative amounts never come from a real basket: refused even when they match.
      {
        type: "order.placeWithoutPayment",
        orderId: "900000000006",
        total: -5,
        credit: -5,
        currency: "USD",
        byStaff: false,
      },
    ],
    "basket.replace": () => [{ type: "basket.replace" }],
  },
  actors: {},
};

/** Every event the fixtures hold in a snapshot, accepted or not: what generated sequences draw from. */
export function anyLifecycleEvent(snapshot: Snapshot): BasketLifecycleEvent[] {
  const eventsOf: ((s: Snapshot) => BasketLifecycleEvent[])[] = Object.values(basketLifecycleFixtures.visitor);
  return eventsOf.flatMap((eventsIn) => eventsIn(snapshot));
}

/** The lifecycle's model (the real machine or a mutant of it), the payments it cancels recorded for its oracle. */
export function basketLifecycleModel(machine: Machine = basketLifecycleMachine): ModelOptions<Machine> {
  const released: { id: string }[] = [];
  return {
    name: "basketLifecycle",
    machine: machine.provide({ actions: { voidPayment: (_, { payment }) => released.push(payment) } }),
    events: fixtureEvents("basketLifecycle", basketLifecycleFixtures),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.payment?.id ?? null, snapshot.context.cancelledBecause]),
    oracle: basketLifecycleOracle(released),
  };
}
