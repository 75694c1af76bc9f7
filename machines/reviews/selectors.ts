import type { SnapshotFrom } from "xstate";
import { ratingLabel, toHalfStars } from "../../rules/reviews/rating-label";
import type { reviewsMachine } from "./reviews.machine";

type ReviewsSnapshot = SnapshotFrom<typeof reviewsMachine>;

/** Still waiting for the reviews service (or not asked yet). */
export const selectLoading = (snapshot: ReviewsSnapshot) => snapshot.hasTag("loading");
export const selectFailed = (snapshot: ReviewsSnapshot) => snapshot.matches("failed");
/** The summary and latest reviews, once loaded. */
export const selectReviews = (snapshot: ReviewsSnapshot) =>
  snapshot.matches("shown") ? (snapshot.context.data ?? null) : null;
/** Whether asking for the reviews (again) does anything now: first time, or after a failure. */
export const selectCanLoad = (snapshot: ReviewsSnapshot) => snapshot.can({ type: "reviews.load" });

/** A star rating as shown: the label ("Excellent"), the half stars drawn, and what screen readers hear. */
export function starRating(stars: number): { label: string; halfStars: number; description: string } {
  const label = ratingLabel(stars);
  const halfStars = toHalfStars(stars);
  return { label, halfStars, description: `Rated ${halfStars} out of 5: ${label}` };
}
