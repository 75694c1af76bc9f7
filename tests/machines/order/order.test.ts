import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { Order, OrderStatus } from "../../../contract/order";
import { orderMachine } from "../../../machines/order/order.machine";
import { ApiError } from "../../../src/api/client";
import { describeModelPaths } from "../support/model-coverage";
import { orderModel, orderOf, tracking } from "./order.model";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { orders: (Order | Error)[]; statuses?: OrderStatus[]; trackingEnabled?: boolean }) {
  const orders = [...options.orders];
  const statuses = [...(options.statuses ?? ["charged"])];
  const calls = { loadOrder: vi.fn(), readStatus: vi.fn(), tracked: vi.fn() };
  const clock = new SimulatedClock();
  const machine = orderMachine.provide({
    actors: {
      loadOrder: fromPromise(async () => {
        calls.loadOrder();
        const next = orders.length > 1 ? orders.shift() : orders[0];
        if (next instanceof Error) throw next;
        return next as Order;
      }),
      readOrderStatus: fromPromise(async () => {
        calls.readStatus();
        return (statuses.length > 1 ? statuses.shift() : statuses[0]) as OrderStatus;
      }),
      loadTracking: fromPromise(async () => tracking),
    },
    actions: { trackPurchase: (_, params) => calls.tracked(params) },
    guards: { trackingEnabled: () => options.trackingEnabled ?? true },
  });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: "order.open", orderId: "900000000001", isExistingCustomer: false });
  return { actor, calls, clock };
}

async function tick(clock: SimulatedClock, times: number) {
  for (let i = 0; i < times; i++) {
    await flush();
    clock.increment(2000);
  }
  await flush();
}

describe("order machine", () => {
  it("shows a charged order at once, without tracking", async () => {
    const { actor, calls } = start({ orders: [orderOf("charged")] });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.status).toBe("charged");
    expect(calls.tracked).not.toHaveBeenCalled();
  });

  it.each(["risky", "processed"] as const)(
    "sends a %s order's purchase to tracking when tracking is on",
    async (status) => {
      const { actor, calls } = start({ orders: [orderOf(status)] });
      await waitFor(actor, (s) => s.matches("shown"));
      expect(calls.tracked).toHaveBeenCalledWith({ tracking, status });
    },
  );

  it("does not track when tracking is off", async () => {
    const { actor, calls } = start({ orders: [orderOf("risky")], trackingEnabled: false });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(calls.tracked).not.toHaveBeenCalled();
  });

  it("re-reads a pending order 2 more times, then its status 3 more times, 2 s apart", async () => {
    const { actor, calls, clock } = start({ orders: [orderOf("payment pending")], statuses: ["payment pending"] });
    await flush();
    expect(calls.loadOrder).toHaveBeenCalledTimes(1);
    await tick(clock, 2);
    expect(calls.loadOrder).toHaveBeenCalledTimes(3);
    await tick(clock, 5);
    expect(calls.readStatus).toHaveBeenCalledTimes(3);
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.status).toBe("payment pending");
    expect(calls.tracked).toHaveBeenCalledWith({ tracking, status: "payment pending" });
  });

  it("stops asking once the status is no longer payment pending", async () => {
    const { actor, calls, clock } = start({
      orders: [orderOf("payment pending")],
      statuses: ["payment pending", "charged"],
    });
    await tick(clock, 5);
    await waitFor(actor, (s) => s.matches("shown"));
    expect(calls.readStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.status).toBe("charged");
  });

  it("retries a failed order load twice, 2 s apart, then says the order is unavailable", async () => {
    const { actor, calls, clock } = start({ orders: [new Error("offline")] });
    await tick(clock, 3);
    await waitFor(actor, (s) => s.matches("unavailable"));
    expect(calls.loadOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.error).toMatch(/We could not load your order/);
  });

  it("says at once that no order has the number, without retrying, when the brand API has none", async () => {
    const { actor, calls, clock } = start({
      orders: [new ApiError("not_found", "There is no such order.", 404)],
    });
    await flush();
    await waitFor(actor, (s) => s.matches("notFound"));
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
    expect(actor.getSnapshot().context.error).toBe(
      "We could not find an order with the number 900000000001. Please check the number in your order confirmation " +
        "email; an order placed from an account is shown only when you are logged in to it.",
    );
    await tick(clock, 3);
    expect(calls.loadOrder).toHaveBeenCalledTimes(1);
  });
});

/** The generated paths, each checked by the order oracle and the views after every step (see docs/testing.md). */
describeModelPaths(orderModel());
