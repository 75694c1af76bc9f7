import { fromPromise } from "xstate";
import * as reviewsEndpoints from "../../contract/endpoints/reviews";
import { reviewsServiceName } from "../../contract/reviews";
import { reviewsMachine } from "../../machines/reviews/reviews.machine";
import type { ApiClient } from "../api/client";
import { endpointCaller } from "../api/endpoint-client";

export function createReviewsLogic(api: ApiClient, workspace: string) {
  const call = endpointCaller(api);
  const params = { service: reviewsServiceName(workspace) };
  return reviewsMachine.provide({
    actors: {
      loadReviews: fromPromise(async ({ signal }) => {
        const [score, latest] = await Promise.all([
          call(reviewsEndpoints.reviewsScore, { params, signal }),
          call(reviewsEndpoints.latestReviews, { params, signal }),
        ]);
        return { summary: score.trustpilot.trustpilot, latest: latest.trustpilot.reviews };
      }),
    },
  });
}
