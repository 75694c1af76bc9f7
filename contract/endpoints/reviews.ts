import { z } from "zod/mini";
import { latestReviewsSchema, reviewsScoreSchema } from "../reviews";
import { endpoint, noBody } from "./endpoint";

/** `{reviews-service}`: the brand's name at the reviews service (reviewsServiceName). */
const servicePath = { service: z.string() };

// The reviews service's calls, in the trustpilot shapes the app reads (spec section 7).

export const reviewsScore = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:service/score",
  params: servicePath,
  answer: reviewsScoreSchema,
  errors: ["not_found"],
  access: "anyone",
  bodyLimit: noBody,
});

export const latestReviews = endpoint({
  mount: "brandApi",
  method: "GET",
  path: "/customer/:service/reviews",
  params: servicePath,
  answer: latestReviewsSchema,
  errors: ["not_found"],
  access: "anyone",
  bodyLimit: noBody,
});
