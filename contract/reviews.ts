import { z } from "zod/mini";

/** `GET /customer/trustpilot/score`: the summary is read from `trustpilot.trustpilot` (spec section 7). */
export const reviewsScoreSchema = z.object({
  trustpilot: z.object({
    trustpilot: z.object({
      /** Average rating, 1 to 5, in half stars. */
      stars: z.number(),
      trustScore: z.number(),
      numberOfReviews: z.object({ total: z.number() }),
      profileUrl: z.string(),
    }),
  }),
});
export type ReviewsScore = z.infer<typeof reviewsScoreSchema>["trustpilot"]["trustpilot"];

export const reviewSchema = z.object({
  id: z.string(),
  stars: z.number(),
  title: z.string(),
  text: z.string(),
  consumer: z.object({ displayName: z.string() }),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /customer/trustpilot/reviews`: the latest reviews, read from `trustpilot` (spec section 7). */
export const latestReviewsSchema = z.object({
  trustpilot: z.object({ reviews: z.array(reviewSchema) }),
});

/** Each brand's name at the reviews service: the `{reviews-service}` path segment of spec section 7. */
export function reviewsServiceName(workspace: string): string {
  return `trustpilot-${workspace}`;
}
