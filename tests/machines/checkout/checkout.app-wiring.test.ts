import { describe, expect, it, vi } from "vitest";
import { createActor, createMachine } from "xstate";
import { appMachine } from "../../../machines/app/app.machine";
import { listener, whAppInput } from "../../fixtures/app";
import { customerAccount as account } from "./checkout.fixtures";

const input = whAppInput;

function startApp(received: (...args: unknown[]) => void) {
  const inert = createMachine({}) as never;
  const app = createActor(appMachine.provide({ actors: { session: inert, site: inert, catalogue: inert } }), {
    input,
  }).start();
  app.send({ type: "app.basket.loaded", logic: listener((type) => received("basket", type)) });
  return app;
}

describe("the app actor's checkout flows", () => {
  it("starts no checkout, login or order workflow until a checkout page loads them", () => {
    const app = startApp(vi.fn());
    const { context } = app.getSnapshot();
    expect(context.checkout).toBeNull();
    expect(context.login).toBeNull();
    expect(context.order).toBeNull();
    expect(context.basket).not.toBeNull();
    app.stop();
  });

  it("starts the loaded workflows once, with systemIds", () => {
    const app = startApp(vi.fn());
    const first = createMachine({}) as never;
    app.send({ type: "app.checkoutWorkflows.loaded", workflows: { checkout: first, login: first, order: first } });
    const checkout = app.getSnapshot().context.checkout;
    expect(app.system.get("checkout")).toBe(checkout);
    expect(app.system.get("login")).toBeDefined();
    expect(app.system.get("order")).toBeDefined();
    const second = createMachine({}) as never;
    app.send({ type: "app.checkoutWorkflows.loaded", workflows: { checkout: second, login: second, order: second } });
    expect(app.getSnapshot().context.checkout).toBe(checkout);
    app.stop();
  });

  it("passes the logged-in customer to checkout, and empties the basket once an order exists", () => {
    const received = vi.fn();
    const app = startApp(received);
    const inert = createMachine({}) as never;
    app.send({
      type: "app.checkoutWorkflows.loaded",
      workflows: { checkout: listener((type, event) => received("checkout", type, event)), login: inert, order: inert },
    });
    app.send({ type: "login.account.changed", account });
    expect(received).toHaveBeenCalledWith("checkout", "checkout.account.changed", {
      type: "checkout.account.changed",
      account,
    });
    expect(received).not.toHaveBeenCalledWith("basket", "basket.clear");
    app.send({ type: "checkout.order.placed", order: { orderId: "1", status: "charged", isExistingCustomer: false } });
    expect(received).toHaveBeenCalledWith("basket", "basket.clear");
    app.stop();
  });
});
