import { fromPromise } from "xstate";
import { latestReviewsSchema, reviewsScoreSchema, reviewsServiceName } from "../../contract/reviews";
import { reviewsMachine } from "../../machines/reviews/reviews.machine";
import type { ApiClient } from "../api/client";

export function createReviewsLogic(api: ApiClient, workspace: string) {
  const base = `/customer/${reviewsServiceName(workspace)}`;
  return reviewsMachine.provide({
    actors: {
      loadReviews: fromPromise(async ({ signal }) => {
        const [score, latest] = await Promise.all([
          api(`${base}/score`, { schema: reviewsScoreSchema, signal }),
          api(`${base}/reviews`, { schema: latestReviewsSchema, signal }),
        ]);
        return { summary: score.trustpilot.trustpilot, latest: latest.trustpilot.reviews };
      }),
    },
  });
}
