import { describe, expect, it, vi } from "vitest";
import { createActor, createMachine } from "xstate";
import { appMachine } from "../../machines/app/app.machine";
import type { Account } from "../../machines/login/account";

/** A child that does nothing but note the events it receives (typed as any child it stands in for). */
function listener(received: (type: string, event: unknown) => void) {
  return createMachine({
    on: { "*": { actions: ({ event }) => received(event.type, event) } },
  }) as never;
}

const account: Account = {
  userId: 1,
  customerId: 1,
  email: "customer@example.com",
  contact: null,
  paymentMethods: [],
  credit: 0,
  isStaff: false,
};

describe("the app actor's checkout flows", () => {
  it("passes the logged-in customer to checkout, and empties the basket once an order exists", () => {
    const received = vi.fn();
    const inert = createMachine({}) as never;
    const app = createActor(
      appMachine.provide({
        actors: {
          session: inert,
          lookup: inert,
          site: inert,
          reviews: inert,
          knowledgeBase: inert,
          login: inert,
          order: inert,
          basket: listener((type) => received("basket", type)),
          checkout: listener((type, event) => received("checkout", type, event)),
        },
      }),
      {
        input: {
          brandName: "WH",
          parentCustomerId: 101,
          supportedTlds: ["com"],
          defaultCurrency: { code: "USD", symbol: "$" },
          basketStorageKey: "basket_wh",
          supportPhone: "1",
        },
      },
    ).start();
    app.send({ type: "login.account.changed", account } as never);
    expect(received).toHaveBeenCalledWith("checkout", "checkout.account.changed", {
      type: "checkout.account.changed",
      account,
    });
    expect(received).not.toHaveBeenCalledWith("basket", "basket.clear");
    app.send({ type: "checkout.order.placed", order: { orderId: "1", status: "charged" } } as never);
    expect(received).toHaveBeenCalledWith("basket", "basket.clear");
    app.stop();
  });
});
