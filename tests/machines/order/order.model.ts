import type { SnapshotFrom } from "xstate";
import type { Order, OrderStatus, OrderTracking } from "../../../contract/order";
import { orderMachine } from "../../../machines/order/order.machine";
import {
  selectError,
  selectIsLoading,
  selectIsShown,
  selectOrder,
  selectResultPage,
  selectStatus,
} from "../../../machines/order/selectors";
import { simulatedCallError } from "../support/call-failure";
import { allOracles, fixtureEvents, type MachineFixtures } from "../support/machine-fixtures";
import type { ModelOptions, ModelOracle } from "../support/model-paths";
import { orderOracle, resultPageOf, type TrackedPurchase } from "./order.oracle";

type OrderMachine = typeof orderMachine;

export const orderId = "900000000001";

export const orderOf = (status: OrderStatus, id = orderId): Order => ({
  order_id: id,
  status,
  total: 1200,
  tax: 0,
  tax_rate_percent: 0,
  currency: "USD",
  payment_type: "new-credit-or-debit",
  created_at: "2026-11-22T00:00:00.000Z",
  confirmation_emailed: true,
  items: [{ base: { codename: "domain-com", name: "example.com" }, price: 1200, period: "1y", renew_price: 1399 }],
  paid: [{ method: "new-credit-or-debit", amount: 1200 }],
  terms_accepted: null,
});
export const tracking: OrderTracking = { transaction_id: orderId, value: 1200, currency: "USD", items: [] };

/**
 * The order result's model: the visitor opens an order, and the brand API answers its reads. Statuses of every result page
 * are answered, tracked (risky, processed) and not (charged). Shared by `order.test.ts` and
 * `order-mutants.test.ts`.
 */
export const orderFixtures: MachineFixtures<OrderMachine> = {
  visitor: {
    "order.open": () => [
      { type: "order.open", orderId, isExistingCustomer: false },
      // Another order opened while one is followed (the result page's link to another order).
      { type: "order.open", orderId: "900000000002", isExistingCustomer: true },
    ],
  },
  actors: {
    loadOrder: (snapshot, id) => [
      ...(["charged", "risky", "processed", "payment pending"] as const).map((status) => ({
        type: `xstate.done.actor.${id}` as const,
        output: orderOf(status, snapshot.context.orderId ?? orderId),
      })),
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("not_found", "There is no such order.", 404) },
      { type: `xstate.error.actor.${id}`, error: simulatedCallError("internal", "Our side failed.", 500) },
    ],
    readOrderStatus: (_snapshot, id) => [
      { type: `xstate.done.actor.${id}`, output: "payment pending" },
      { type: `xstate.done.actor.${id}`, output: "charged" },
      { type: `xstate.done.actor.${id}`, output: "risky" },
    ],
    loadTracking: (_snapshot, id) => [{ type: `xstate.done.actor.${id}`, output: tracking }],
  },
};

/** What the views read, checked on every step against the spec's status-to-page mapping. */
const viewOracle: ModelOracle<OrderMachine> = () => (step) => {
  const snapshot = step.after;
  const { status, order, orderId: opened, error } = snapshot.context;
  const problems: string[] = [];
  const shown = selectIsShown(snapshot);
  const expectedPage = shown && status ? resultPageOf(status) : null;
  if (selectResultPage(snapshot) !== expectedPage) {
    problems.push(`the page shown is ${selectResultPage(snapshot)}, the spec says ${expectedPage}`);
  }
  // The oracle checks the tags of each state; the views must read the same.
  if (selectIsLoading(snapshot) !== snapshot.hasTag("loading") || shown !== snapshot.hasTag("ready")) {
    problems.push("the views read loading or shown otherwise than the state says");
  }
  if (selectOrder(snapshot, opened) !== order) problems.push("the view does not get the order it opened");
  if (order !== null && selectOrder(snapshot, "another order") !== null) problems.push("the view gets another order");
  if (selectStatus(snapshot) !== status || selectError(snapshot) !== error) problems.push("the view reads other data");
  return problems;
};

/** A state of the order's paths: each reread is a state of its own, so the paths reach the last one. */
export const orderStateKey = (snapshot: SnapshotFrom<OrderMachine>) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.order !== null,
    snapshot.context.status,
    snapshot.context.dataRetries,
    snapshot.context.statusRetries,
  ]);

/** The order model of `machine` (the real one, or a mutant of it), tracking on, its purchases recorded. */
export function orderModel(machine: OrderMachine = orderMachine): ModelOptions<OrderMachine> {
  const trackedPurchases: TrackedPurchase[] = [];
  return {
    name: "order",
    machine: machine.provide({
      guards: { trackingEnabled: () => true },
      actions: { trackPurchase: (_, purchase) => trackedPurchases.push(purchase) },
    }),
    events: fixtureEvents("order", orderFixtures),
    serializeState: orderStateKey,
    oracle: allOracles(orderOracle(trackedPurchases), viewOracle),
  };
}
