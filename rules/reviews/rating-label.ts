export type RatingLabel = "Bad" | "Poor" | "Average" | "Great" | "Excellent";

/** Ratings are shown in half stars: 4.3 shows as 4.5, 4.2 as 4. */
export function toHalfStars(stars: number): number {
  return Math.min(5, Math.max(1, Math.round(stars * 2) / 2));
}

/**
 * Review rating labels (spec section 9): 1-1.5 Bad; 2-2.5 Poor; 3-3.5 Average; 4 Great;
 * 4.5-5 Excellent, applied to the rating rounded to half stars.
 */
export function ratingLabel(stars: number): RatingLabel {
  const half = toHalfStars(stars);
  if (half < 2) return "Bad";
  if (half < 3) return "Poor";
  if (half < 4) return "Average";
  if (half < 4.5) return "Great";
  return "Excellent";
}
