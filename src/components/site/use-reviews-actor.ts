import type { AppContext } from "../../../machines/app/app.machine";
import { usePageWorkflow } from "./site-actors";

const runningReviews = (context: AppContext) => context.reviews;

/** The reviews workflow; its code loads with the pages that show reviews (so the search page never downloads it). */
export function useReviewsActor() {
  return usePageWorkflow("reviews", runningReviews);
}
