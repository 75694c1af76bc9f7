import { describe, expect, it } from "vitest";
import { createActor, createMachine } from "xstate";
import { appMachine } from "../../../machines/app/app.machine";
import { lookupMachine } from "../../../machines/lookup/lookup.machine";
import { listener, whAppInput } from "../../fixtures/app";
import { searchResult } from "../../fixtures/basket";

/** The app with a basket that only notes what it receives; the search results page has not started the lookup. */
function startApp() {
  const received: unknown[] = [];
  const inert = createMachine({}) as never;
  const basket = listener((_type, event) => received.push(event));
  const app = createActor(appMachine.provide({ actors: { session: inert, site: inert, catalogue: inert } }), {
    input: whAppInput,
  }).start();
  app.send({ type: "app.basket.loaded", logic: basket });
  return { app, received };
}

/** The app once the search results page has handed it the real lookup. */
function startAppWithLookup() {
  const started = startApp();
  started.app.send({ type: "app.lookup.loaded", logic: lookupMachine });
  const lookup = started.app.getSnapshot().context.lookup;
  if (!lookup) throw new Error("the lookup did not start");
  return { ...started, lookup };
}

describe("a search result added to the basket", () => {
  it("reaches the basket with the period the visitor chose in its row", () => {
    const { app, received, lookup } = startAppWithLookup();
    lookup.send({ type: "lookup.period.select", domain: "coffeehouse.com", period: "2y" });
    const result = searchResult("coffeehouse.com");
    app.send({ type: "app.searchResult.add", result, action: "register" });
    expect(received).toEqual([{ type: "basket.domain.add", result, action: "register", period: "2y" }]);
    app.stop();
  });

  it("carries no period when the visitor chose none (the basket then uses its own default)", () => {
    const { app, received, lookup } = startAppWithLookup();
    lookup.send({ type: "lookup.period.select", domain: "other.com", period: "3y" });
    const result = searchResult("coffeehouse.com");
    app.send({ type: "app.searchResult.add", result, action: "transfer" });
    expect(received).toEqual([{ type: "basket.domain.add", result, action: "transfer", period: undefined }]);
    app.stop();
  });

  it("carries no period before the search results page has started the lookup", () => {
    const { app, received } = startApp();
    expect(app.getSnapshot().context.lookup).toBeNull();
    const result = searchResult("coffeehouse.com");
    app.send({ type: "app.searchResult.add", result, action: "register" });
    expect(received).toEqual([{ type: "basket.domain.add", result, action: "register", period: undefined }]);
    app.stop();
  });

  it("waits for the basket's code: held until the basket starts, then sent in order", () => {
    const received: unknown[] = [];
    const inert = createMachine({}) as never;
    const app = createActor(appMachine.provide({ actors: { session: inert, site: inert, catalogue: inert } }), {
      input: whAppInput,
    }).start();
    const result = searchResult("coffeehouse.com");
    app.send({ type: "app.searchResult.add", result, action: "register" });
    app.send({ type: "checkout.order.placed", order: { orderId: "1", status: "charged", isExistingCustomer: false } });
    expect(app.getSnapshot().context.basket).toBeNull();
    expect(app.getSnapshot().context.heldForBasket).toHaveLength(2);
    app.send({ type: "app.basket.loaded", logic: listener((_type, event) => received.push(event)) });
    expect(received).toEqual([
      { type: "basket.domain.add", result, action: "register", period: undefined },
      { type: "basket.clear" },
    ]);
    expect(app.getSnapshot().context.heldForBasket).toEqual([]);
    app.send({ type: "app.basket.loaded", logic: inert });
    app.send({ type: "app.basket.send", event: { type: "basket.page.error" } });
    expect(received).toHaveLength(3);
    app.stop();
  });
});
