import { Hono } from "hono";
import { brandCodes, brands } from "../../brands/index";
import { type ReviewsScore, reviewsServiceName } from "../../contract/reviews";
import { reviewsByBrand } from "./reviews-data";

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
    if (!brand) return c.json({ error: "There is no such reviews service." }, 404);
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
    if (!brand) return c.json({ error: "There is no such reviews service." }, 404);
    return c.json({ trustpilot: { reviews: reviewsByBrand[brand].reviews } });
  });
  return api;
}
