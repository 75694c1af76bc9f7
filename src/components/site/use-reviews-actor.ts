import type { RuntimeConfig } from "../../../contract/runtime-config";
import type { AppContext, AppEvent } from "../../../machines/app/app.machine";
import { createReviewsLogic } from "../../actors/reviews";
import { createApiClient } from "../../api/client";
import { usePageWorkflow } from "./site-actors";

const runningReviews = (context: AppContext) => context.reviews;
const loadReviews = (config: RuntimeConfig): AppEvent => ({
  type: "app.reviews.loaded",
  logic: createReviewsLogic(createApiClient(config.brandApiBaseUrl), config.brand.workspace),
});

/** The reviews workflow; its code loads with the pages that show reviews (so the search page never downloads it). */
export function useReviewsActor() {
  return usePageWorkflow(runningReviews, loadReviews);
}
