import { assign, fromPromise, setup } from "xstate";
import type { Review, ReviewsScore } from "../../contract/reviews";

export interface ReviewsData {
  summary: ReviewsScore;
  latest: Review[];
}

export interface ReviewsContext {
  data?: ReviewsData;
}

export type ReviewsEvent = { type: "reviews.load" };

/** The reviews summary and latest reviews from the reviews service, loaded when a page shows them. */
export const reviewsMachine = setup({
  types: { context: {} as ReviewsContext, events: {} as ReviewsEvent },
  actors: { loadReviews: fromPromise<ReviewsData>(async () => Promise.reject(new Error("not provided"))) },
}).createMachine({
  id: "reviews",
  description: "What customers say about the brand, from the reviews service.",
  context: {},
  initial: "idle",
  states: {
    idle: { description: "No page has asked for reviews yet.", tags: ["loading"], on: { "reviews.load": "loading" } },
    loading: {
      description: "Fetching the reviews summary and the latest reviews.",
      tags: ["loading"],
      invoke: {
        id: "loadReviews",
        src: "loadReviews",
        onDone: { target: "loaded", actions: assign({ data: ({ event }) => event.output }) },
        onError: "failed",
      },
    },
    loaded: { description: "The summary and latest reviews are shown.", tags: ["loaded"] },
    failed: {
      description: "The reviews could not be fetched; the visitor is told and may try again.",
      tags: ["error"],
      on: { "reviews.load": "loading" },
    },
  },
});
