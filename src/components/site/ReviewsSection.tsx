import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { ReviewsLogic } from "../../../machines/app/app.machine";
import {
  selectCanLoad,
  selectFailed,
  selectLoading,
  selectReviews,
  starRating,
} from "../../../machines/reviews/selectors";
import { Button } from "../ui/Button";
import { Notice } from "../ui/Notice";
import { formatDate } from "./format-date";
import { Stars } from "./Stars";
import { useReviewsActor } from "./use-reviews-actor";

/** The reviews summary and the latest reviews from the reviews service (spec section 1). */
export function ReviewsSection() {
  const reviews = useReviewsActor();
  return reviews ? (
    <ReviewsShown reviews={reviews} />
  ) : (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">What our customers say</h2>
      <p role="status">Loading reviews…</p>
    </section>
  );
}

function ReviewsShown({ reviews }: { reviews: ActorRefFrom<ReviewsLogic> }) {
  const loading = useSelector(reviews, selectLoading);
  const failed = useSelector(reviews, selectFailed);
  const data = useSelector(reviews, selectReviews);
  useEffect(() => {
    if (selectCanLoad(reviews.getSnapshot())) reviews.send({ type: "reviews.load" });
  }, [reviews]);

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">What our customers say</h2>
      {loading && <p role="status">Loading reviews…</p>}
      {failed && (
        <Notice tone="error">
          <p>We could not load our reviews just now.</p>
          <Button onClick={() => reviews.send({ type: "reviews.load" })}>Try again</Button>
        </Notice>
      )}
      {data && (
        <>
          <p className="reviews-summary">
            <strong>{starRating(data.summary.stars).label}</strong> <Stars stars={data.summary.stars} />{" "}
            <span>
              TrustScore {data.summary.trustScore} out of 5, based on{" "}
              {data.summary.numberOfReviews.total.toLocaleString("en-GB")} reviews
            </span>
          </p>
          <ul className="review-list">
            {data.latest.map((review) => (
              <li key={review.id}>
                <article aria-labelledby={`review-${review.id}`}>
                  <p className="review-rating">
                    <Stars stars={review.stars} /> <span>{starRating(review.stars).label}</span>
                  </p>
                  <h3 id={`review-${review.id}`}>{review.title}</h3>
                  <p>{review.text}</p>
                  <p className="review-author">
                    {review.consumer.displayName},{" "}
                    <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
