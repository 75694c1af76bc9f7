import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type ReviewsData, type ReviewsEvent, reviewsMachine } from "../../../machines/reviews/reviews.machine";
import { actorDone } from "../support/actor-done";
import { describeUncheckedModel } from "../support/unchecked-model";

const data: ReviewsData = {
  summary: { stars: 4.5, trustScore: 4.6, numberOfReviews: { total: 10 }, profileUrl: "https://reviews.example" },
  latest: [],
};

describeUncheckedModel({
  name: "reviews",
  machine: reviewsMachine,
  events: (): ReviewsEvent[] => [{ type: "reviews.load" }, actorDone<ReviewsEvent>("loadReviews", data)],
});

describe("reviews machine", () => {
  it("loads once asked, and may try again after a failure", async () => {
    let attempts = 0;
    const actor = createActor(
      reviewsMachine.provide({
        actors: {
          loadReviews: fromPromise(async () => {
            attempts += 1;
            if (attempts === 1) throw new Error("down");
            return data;
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "reviews.load" });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "reviews.load" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.data).toEqual(data);
    actor.send({ type: "reviews.load" });
    expect(attempts).toBe(2);
  });
});
