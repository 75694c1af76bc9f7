import { assign, fromPromise, setup } from "xstate";
import type { Review, ReviewsScore } from "../../contract/reviews";
import type { ChartStateMeta } from "../chart-meta";

export interface ReviewsData {
  summary: ReviewsScore;
  latest: Review[];
}

export interface ReviewsContext {
  data?: ReviewsData;
}

export type ReviewsEvent = { type: "reviews.load" };

/**
 * What a view can rely on: `loading` until the reviews are fetched (or asked for). Shown and failed are one state
 * each, read through machines/reviews/selectors.ts.
 */
export type ReviewsTag = "loading";

/** The reviews summary and latest reviews from the reviews service, loaded when a page shows them. */
export const reviewsMachine = setup({
  types: {
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
    meta: {} as ChartStateMeta,
    tags: {} as ReviewsTag,
  },
  actors: { loadReviews: fromPromise<ReviewsData>(async () => Promise.reject(new Error("not provided"))) },
}).createMachine({
  id: "reviews",
  description: "What customers say about the brand, from the reviews service.",
  context: {},
  initial: "idle",
  states: {
    idle: {
      description: "No page has asked for reviews yet.",
      tags: ["loading"],
      on: { "reviews.load": { description: "a page asks for reviews", target: "fetching" } },
    },
    fetching: {
      description: "Fetching the reviews summary and the latest reviews.",
      meta: { activity: "fetching the reviews" },
      tags: ["loading"],
      invoke: {
        id: "loadReviews",
        src: "loadReviews",
        onDone: {
          description: "reviews fetched",
          target: "shown",
          actions: assign({ data: ({ event }) => event.output }),
        },
        onError: { description: "reviews not fetched", target: "failed" },
      },
    },
    shown: { description: "The summary and latest reviews are shown." },
    failed: {
      description: "The reviews could not be fetched; the visitor is told and may try again.",
      on: { "reviews.load": { description: "visitor tries again", target: "fetching" } },
    },
  },
});
