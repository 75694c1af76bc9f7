import { type Context, Hono } from "hono";
import { brandCodes, brands } from "../../brands/index";
import { type ReviewsScore, reviewsServiceName } from "../../contract/reviews";
import { apiError } from "../http/api-error";
import { reviewsByBrand } from "./reviews-data";

const unknownService = (c: Context) => apiError(c, 404, "not_found", "There is no such reviews service.");

/**
 * A stand-in for the third-party reviews service, in the trustpilot shapes the app reads
 * (spec section 7): the summary under `trustpilot.trustpilot`, the latest reviews under `trustpilot`.
 */
export function reviewsApi(): Hono {
  const api = new Hono();
  const brandOf = (service: string) =>
    brandCodes.find((code) => reviewsServiceName(brands[code].workspace) === service);

  api.get("/customer/:service/score", (c) => {
    const brand = brandOf(c.req.param("service"));
    if (!brand) return unknownService(c);
    const { stars, trustScore, total } = reviewsByBrand[brand];
    const summary: ReviewsScore = {
      stars,
      trustScore,
      numberOfReviews: { total },
      profileUrl: `https://www.trustpilot.com/review/${brands[brand].workspace}.example`,
    };
    return c.json({ trustpilot: { trustpilot: summary } });
  });
  api.get("/customer/:service/reviews", (c) => {
    const brand = brandOf(c.req.param("service"));
    if (!brand) return unknownService(c);
    return c.json({ trustpilot: { reviews: reviewsByBrand[brand].reviews } });
  });
  return api;
}
