import { describe, expect, it } from "vitest";
import { latestReviewsSchema, reviewsScoreSchema } from "../../contract/reviews";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

describe.each(testDatabaseKinds())("reviews stand-in ($name)", ({ open }) => {
  const storefront = useTestApp(open);

  const get = (path: string) =>
    storefront.app.request(`http://wh.localhost:8080/brand-api${path}`, {
      headers: { origin: "http://wh.localhost:8080" },
    });

  it("answers the summary under trustpilot.trustpilot", async () => {
    const response = await get("/customer/trustpilot-webhost/score");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://wh.localhost:8080");
    const body = reviewsScoreSchema.parse(await response.json());
    expect(body.trustpilot.trustpilot).toMatchObject({ stars: 4.5, numberOfReviews: { total: 2841 } });
  });

  it("answers the latest reviews under trustpilot, per brand", async () => {
    const body = latestReviewsSchema.parse(await (await get("/customer/trustpilot-uk2/reviews")).json());
    expect(body.trustpilot.reviews.map((review) => review.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(body.trustpilot.reviews[0]).toMatchObject({
      title: "Brilliant for .co.uk",
      consumer: { displayName: "Sophie H." },
    });
  });

  it("answers 404 for an unknown reviews service", async () => {
    expect((await get("/customer/trustpilot-nobody/score")).status).toBe(404);
    expect((await get("/customer/trustpilot-nobody/reviews")).status).toBe(404);
  });
});
