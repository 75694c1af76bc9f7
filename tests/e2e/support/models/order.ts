import type { SnapshotFrom } from "xstate";
import { orderMachine } from "../../../../machines/order/order.machine";
import { orderOf, orderStateKey, tracking } from "../../../machines/order/order.model";
import { simulatedCallError } from "../../../machines/support/call-failure";
import type { ModelEventOf } from "../../../machines/support/model-paths";
import type { BrowserPathModel } from "../browser-paths";

type Snapshot = SnapshotFrom<typeof orderMachine>;

/** The order number the visitor looks up on the order tracking page. */
export const trackedOrderId = "900000000001";

/**
 * The events a visitor and the brand API can cause, as the browser reproduces them on the order tracking page: the
 * visitor asks for an order by its number, and the brand API answers its reads (a tracked status, one that is not, a
 * pending payment; no such order; a failed read). Failed status and tracking reads are the model's automatic ones.
 */
function events(snapshot: Snapshot): ModelEventOf<typeof orderMachine>[] {
  if (snapshot.matches("idle")) return [{ type: "order.open", orderId: trackedOrderId, isExistingCustomer: false }];
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}` as const, output });
  const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error });
  return [
    ...(["charged", "risky", "payment pending"] as const).map((status) =>
      done("loadOrder", orderOf(status, trackedOrderId)),
    ),
    failed("loadOrder", simulatedCallError("not_found", "There is no such order.", 404)),
    failed("loadOrder", simulatedCallError("internal", "Our side failed.", 500)),
    done("readOrderStatus", "payment pending"),
    done("readOrderStatus", "charged"),
    done("loadTracking", tracking),
  ];
}

/**
 * The order machine's browser paths, with purchase tracking on (the page has a tag manager's dataLayer), so that
 * tracked statuses go through tracking: the same for the spec and the Vitest check.
 */
export const orderPathModel: BrowserPathModel<typeof orderMachine> = {
  name: "order",
  machine: orderMachine.provide({ guards: { trackingEnabled: () => true } }),
  events,
  serializeState: orderStateKey,
  notDrivenInBrowser: {},
};
