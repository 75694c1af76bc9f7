import { type Context, Hono } from "hono";
import { brandCodes, brands } from "../../brands/index";
import * as reviewsEndpoints from "../../contract/endpoints/reviews";
import { type ReviewsScore, reviewsServiceName } from "../../contract/reviews";
import { apiError } from "../http/api-error";
import { registerEndpoint } from "../http/register-endpoint";
import { reviewsOf } from "./reviews-data";

const unknownService = (c: Context) => apiError(c, 404, "not_found", "There is no such reviews service.");

/**
 * A stand-in for the third-party reviews service, in the trustpilot shapes the app reads
 * (spec section 7): the summary under `trustpilot.trustpilot`, the latest reviews under `trustpilot`.
 */
export function reviewsRoutes(): Hono {
  const api = new Hono();
  const brandOf = (service: string) =>
    brandCodes.find((code) => reviewsServiceName(brands[code].workspace) === service);

  registerEndpoint(api, reviewsEndpoints.reviewsScore, (c, { params }) => {
    const brand = brandOf(params.service);
    if (!brand) return unknownService(c);
    const { stars, trustScore, total } = reviewsOf(brand);
    const summary: ReviewsScore = {
      stars,
      trustScore,
      numberOfReviews: { total },
      profileUrl: `https://www.trustpilot.com/review/${brands[brand].workspace}.example`,
    };
    return { trustpilot: { trustpilot: summary } };
  });
  registerEndpoint(api, reviewsEndpoints.latestReviews, (c, { params }) => {
    const brand = brandOf(params.service);
    if (!brand) return unknownService(c);
    return { trustpilot: { reviews: reviewsOf(brand).reviews } };
  });
  return api;
}
