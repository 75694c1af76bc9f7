import { describe, expect, it } from "vitest";
import { createActor, createMachine, fromPromise, waitFor } from "xstate";
import { type AppInput, appMachine } from "../../../machines/app/app.machine";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine";
import { knowledgeBaseMachine } from "../../../machines/knowledge-base/knowledge-base.machine";
import { loginMachine } from "../../../machines/login/login.machine";
import { lookupMachine } from "../../../machines/lookup/lookup.machine";
import { orderMachine } from "../../../machines/order/order.machine";
import { type ReviewsData, reviewsMachine } from "../../../machines/reviews/reviews.machine";
import { searchResult } from "../../fixtures/basket";
import { describeUncheckedModel } from "../support/unchecked-model";

const input: AppInput = {
  brandName: "UK2",
  parentCustomerId: 303,
  supportedTlds: ["uk", "com"],
  defaultCurrency: { code: "GBP", symbol: "£" },
  basketStorageKey: "basket_uk2",
  supportPhone: "0800 555 0123",
};
// The page workflows' own machines: each keeps waiting on its first call (the default implementations throw, and the
// traversal only checks that the app spawns them once).

describeUncheckedModel({
  name: "app",
  machine: appMachine,
  input,
  events: () => [
    {
      type: "app.checkoutWorkflows.loaded",
      workflows: { checkout: checkoutMachine, login: loginMachine, order: orderMachine },
    },
    // A stand-in: the basket machine is tested on its own (tests/machines/basket/).
    { type: "app.basket.loaded", logic: createMachine({}) as never },
    { type: "app.basket.send", event: { type: "basket.page.error" as const } },
    { type: "app.lookup.loaded", logic: lookupMachine },
    { type: "app.reviews.loaded", logic: reviewsMachine },
    { type: "app.knowledgeBase.loaded", logic: knowledgeBaseMachine },
    { type: "login.account.changed", account: null },
    { type: "checkout.order.placed", order: { orderId: "1", status: "charged" as const, isExistingCustomer: false } },
    { type: "app.searchResult.add", result: searchResult("coffeehouse.com"), action: "register" as const },
  ],
  // The page workflows' flags are left out: each state is explored once, so the checkout workflows (with their
  // systemIds) are spawned once in the traversal's one actor system.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.checkoutWorkflowsStarted]),
});

describe("the app actor's page workflows", () => {
  const reviewsData: ReviewsData = {
    summary: { stars: 4, trustScore: 4, numberOfReviews: { total: 1 }, profileUrl: "" },
    latest: [],
  };
  // A child that does nothing, standing in for the workflows invoked at start.
  const inert = createMachine({}) as never;

  it("starts no lookup until the search results page loads it, then starts it once", () => {
    const app = createActor(appMachine.provide({ actors: { session: inert, catalogue: inert, site: inert } }), {
      input,
    }).start();
    expect(app.getSnapshot().context.lookup).toBeNull();
    app.send({ type: "app.lookup.loaded", logic: lookupMachine });
    const started = app.getSnapshot().context.lookup;
    if (!started) throw new Error("the lookup did not start");
    expect(started.getSnapshot().status).toBe("active");
    app.send({ type: "app.lookup.loaded", logic: lookupMachine });
    expect(app.getSnapshot().context.lookup).toBe(started);
    app.stop();
  });

  it("starts no reviews or knowledge-base workflow until a page loads it, then starts it once", async () => {
    const app = createActor(appMachine.provide({ actors: { session: inert, catalogue: inert, site: inert } }), {
      input,
    }).start();
    expect(app.getSnapshot().context.reviews).toBeNull();
    expect(app.getSnapshot().context.knowledgeBase).toBeNull();
    const reviews = reviewsMachine.provide({ actors: { loadReviews: fromPromise(async () => reviewsData) } });
    app.send({ type: "app.reviews.loaded", logic: reviews });
    const started = app.getSnapshot().context.reviews;
    if (!started) throw new Error("the reviews workflow did not start");
    started.send({ type: "reviews.load" });
    await waitFor(started, (snapshot) => snapshot.context.data !== undefined);
    app.send({ type: "app.reviews.loaded", logic: reviews });
    expect(app.getSnapshot().context.reviews).toBe(started);
    app.send({ type: "app.knowledgeBase.loaded", logic: knowledgeBaseMachine });
    expect(app.getSnapshot().context.knowledgeBase).not.toBeNull();
    app.stop();
  });
});
